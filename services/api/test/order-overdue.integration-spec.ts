import request from 'supertest';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../src/modules/mail/entities/outbox-message.entity';
import { ORDER_OVERDUE_SWEEP_JOB } from '../src/modules/payments/fulfilment/order-overdue-sweep';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { Service } from '../src/modules/catalogue/entities/service.entity';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import {
  DATABASES,
  RunningApp,
  TestDatabase,
  createTestDatabase,
  describeWith,
  redisEnv,
  startApp,
} from './harness';
import { eventually, startContext } from './queue-fixture';

const OPERATOR = 'operator@example.org';
const DAY = 24 * 3600_000;

type Seeded = Record<'lateReview' | 'lateEditor' | 'recent' | 'delivered' | 'call', number>;

/** Orders as the checkout and the operator leave them, dated by hand. */
async function seedOrders(dataSource: DataSource): Promise<Seeded> {
  const services = dataSource.getRepository(Service);
  const orders = dataSource.getRepository(ServiceOrder);
  const serviceOf = async (type: string) => (await services.findOneByOrFail({ type })).id;
  async function order(type: string, status: string, daysAgo: number): Promise<number> {
    const saved = await orders.save(
      orders.create({
        serviceId: await serviceOf(type),
        userId: null,
        status,
        amount: 4999,
        currency: 'USD',
        paymentId: `pi_overdue_${type}_${status}_${daysAgo}_${Math.random().toString(36).slice(2)}`,
      }),
    );
    await orders.update(saved.id, { createdAt: new Date(Date.now() - daysAgo * DAY) });
    return saved.id;
  }
  return {
    // A review promises 3 working days and an editor's report 3: 10 days is late whatever the weekday.
    lateReview: await order('review', 'completed', 10),
    lateEditor: await order('editor', 'in_progress', 12),
    recent: await order('review', 'completed', 0),
    delivered: await order('review', 'delivered', 10),
    call: await order('consultation', 'completed', 10),
  };
}

function overdueNotices(dataSource: DataSource): Promise<OutboxMessage[]> {
  return dataSource
    .getRepository(OutboxMessage)
    .find({ where: { recipient: OPERATOR, kind: 'operator-notice' }, order: { subject: 'ASC' } })
    .then((messages) => messages.filter((message) => message.subject.includes('is overdue')));
}

/** Waits for the notices of the two late orders, and no others. */
async function lateOrderNotices(dataSource: DataSource, seeded: Seeded): Promise<OutboxMessage[]> {
  const notices = await eventually(
    () => overdueNotices(dataSource),
    (found) => found.length >= 2,
  );
  expect(notices.map((notice) => notice.subject.match(/^Order (\d+) is overdue/)?.[1])).toEqual(
    expect.arrayContaining([String(seeded.lateEditor), String(seeded.lateReview)]),
  );
  expect(notices).toHaveLength(2);
  return notices;
}

describe.each(DATABASES)('orders undelivered past their promise, embedded queue on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp | undefined;
  let seeded: Seeded;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // No SMTP_URL: the operator's e-mail lands in the dev outbox.
    running = await startApp({
      ...database.env,
      ADMIN_NOTIFY_EMAIL: OPERATOR,
      ORDER_OVERDUE_SWEEP_SECONDS: '1',
    });
    seeded = await seedOrders(running.app.get(DataSource));
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  it('e-mails ADMIN_NOTIFY_EMAIL once for each late order, from a sweep that keeps running', async () => {
    const dataSource = running!.app.get(DataSource);
    const notices = await lateOrderNotices(dataSource, seeded);
    const editor = notices.find((notice) =>
      notice.subject.startsWith(`Order ${seeded.lateEditor} `),
    );
    expect(editor?.subject).toMatch(
      /^Order \d+ is overdue: Editor Support package promised by \w{3} \d{1,2} \w{3}$/,
    );
    const review = notices.find((notice) =>
      notice.subject.startsWith(`Order ${seeded.lateReview} `),
    );
    expect(review?.textBody).toMatch(/It has not been delivered, \d+ days after that\./);
    expect(review?.textBody).toContain('/admin/dashboard');

    // The outbox page shows it as the operator's mail client would.
    const outbox = await request(running!.url).get('/dev/mail').expect(200);
    expect(outbox.text).toContain(`Order ${seeded.lateReview} is overdue`);

    // Several more runs later: still one e-mail per order, and nothing for the others.
    const jobs = dataSource.getRepository(QueueJob);
    const runsBefore = await jobs.countBy({ name: ORDER_OVERDUE_SWEEP_JOB, status: 'completed' });
    await eventually(
      () => jobs.countBy({ name: ORDER_OVERDUE_SWEEP_JOB, status: 'completed' }),
      (runs) => runs >= runsBefore + 2,
    );
    expect(await overdueNotices(dataSource)).toHaveLength(2);
    const orders = await dataSource.getRepository(ServiceOrder).find({ order: { id: 'ASC' } });
    const noticed = Object.fromEntries(orders.map((order) => [order.id, order.overdueNoticeAt]));
    expect(noticed[seeded.lateReview]).toBeInstanceOf(Date);
    expect(noticed[seeded.lateEditor]).toBeInstanceOf(Date);
    for (const id of [seeded.recent, seeded.delivered, seeded.call]) expect(noticed[id]).toBeNull();
    // The next run is a row of the queue, so it outlives a restart.
    expect(
      await jobs.countBy({ name: ORDER_OVERDUE_SWEEP_JOB, status: 'waiting' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports an order that becomes late later, and never one delivered in time', async () => {
    const dataSource = running!.app.get(DataSource);
    const orders = dataSource.getRepository(ServiceOrder);
    // The recent order's promise runs out; the delivered one stays delivered.
    await orders.update(seeded.recent, { createdAt: new Date(Date.now() - 9 * DAY) });
    const notices = await eventually(
      () => overdueNotices(dataSource),
      (found) => found.length >= 3,
    );
    expect(notices.map((notice) => notice.subject)).toContainEqual(
      expect.stringContaining(`Order ${seeded.recent} is overdue`),
    );
    expect(notices).toHaveLength(3);
  });
});

describeWith('redis', 'orders undelivered past their promise, BullMQ with a worker', () => {
  let database: TestDatabase;
  let running: RunningApp | undefined;
  let redis: ReturnType<typeof redisEnv>;

  beforeAll(async () => {
    database = await createTestDatabase(DATABASES.includes('mysql') ? 'mysql' : 'sqlite');
    redis = redisEnv();
  });

  afterAll(async () => {
    await running?.close();
    await redis?.cleanup();
    await database?.drop();
  });

  it('runs the sweep as a repeatable job in the worker, not in the API, and reports each late order once', async () => {
    const env = {
      ...database.env,
      ...redis.env,
      ADMIN_NOTIFY_EMAIL: OPERATOR,
      ORDER_OVERDUE_SWEEP_SECONDS: '1',
    };
    running = await startApp(env);
    const dataSource = running.app.get(DataSource);
    const seeded = await seedOrders(dataSource);
    // The API alone runs no processors: nothing is reported until a worker starts.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await overdueNotices(dataSource)).toHaveLength(0);

    // Two workers: the schedule is one, and each late order is still reported once.
    const workers = [await startContext(env, 'worker'), await startContext(env, 'worker')];
    try {
      await lateOrderNotices(dataSource, seeded);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await overdueNotices(dataSource)).toHaveLength(2);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
    }
  });
});
