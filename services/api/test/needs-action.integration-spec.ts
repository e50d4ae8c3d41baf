import request from 'supertest';
import { DataSource } from 'typeorm';
import { Booking } from '../src/modules/bookings/entities/booking.entity';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { DataDeletionRequest } from '../src/modules/privacy/entities/data-deletion-request.entity';
import { SignedInAdmin, signInNewAdmin } from './admin-fixture';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { signInNewUser } from './sign-in';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe.each(DATABASES)('the admin dashboard opens on what needs action, on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let operator: SignedInAdmin;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    running = await startApp({ ...database.env });
    operator = await signInNewAdmin(running.app);
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  const repo = <T extends object>(entity: new () => T) =>
    running.app.get(DataSource).getRepository(entity);

  it('lists undelivered paid orders oldest first with days waiting, calls soon without a link, and waiting deletion requests', async () => {
    const student = await signInNewUser(running.app, 'client');
    const now = Date.now();
    const order = (status: string, ageDays: number) =>
      repo(ServiceOrder).save({
        userId: student.user.id,
        serviceId: 19,
        status,
        amount: 9900,
        currency: 'USD',
        createdAt: new Date(now - ageDays * DAY),
      });
    const recent = await order('completed', 1);
    const oldest = await order('in_progress', 5);
    await order('delivered', 9);
    await order('pending', 9);
    await order('refunded', 9);

    const call = (inHours: number, meetingLink: string | null, status = 'scheduled') =>
      repo(Booking).save({
        userId: student.user.id,
        title: `Call in ${inHours}h`,
        appointmentDate: new Date(now + inHours * HOUR),
        status,
        meetingLink,
      });
    const soon = await call(20, null);
    await call(30, 'https://meet.example.org/abc');
    await call(60, null);
    await call(10, null, 'cancelled');

    const deletion = (confirmedAgoDays: number | null, status: 'received' | 'completed') =>
      repo(DataDeletionRequest).save({
        fullName: 'Ada Lovelace',
        email: `ada${confirmedAgoDays}${status}@uni.edu`,
        status,
        confirmedAt: confirmedAgoDays === null ? null : new Date(now - confirmedAgoDays * DAY),
      });
    const waiting = await deletion(2, 'received');
    await deletion(null, 'received');
    await deletion(3, 'completed');

    const { body } = await request(running.url)
      .get('/api/admin/needs-action')
      .set('cookie', operator.cookie)
      .expect(200);

    expect(body.orders.map((o: { id: number }) => o.id)).toEqual([oldest.id, recent.id]);
    expect(body.orders[0]).toMatchObject({
      status: 'in_progress',
      daysWaiting: 5,
      studentEmail: student.user.email,
    });
    expect(body.orders[1].daysWaiting).toBe(1);
    expect(body.callsWithoutLink.map((c: { id: number }) => c.id)).toEqual([soon.id]);
    expect(body.deletionRequests).toEqual([
      expect.objectContaining({ id: waiting.id, daysWaiting: 2 }),
    ]);
    // Without ADMIN_NOTIFY_EMAIL nobody is told; mail goes through the outbox outside production.
    expect(body.notifyEmail).toBeNull();
    expect(body.mailKeptInOutbox).toBe(false);
  });

  it('is for operators only', async () => {
    await request(running.url).get('/api/admin/needs-action').expect(401);
    const student = await signInNewUser(running.app, 'client');
    await request(running.url)
      .get('/api/admin/needs-action')
      .set('cookie', student.cookie)
      .expect(403);
  });
});

describe('the admin dashboard names who is notified and warns of mail kept in production', () => {
  it('shows ADMIN_NOTIFY_EMAIL, and warns when production keeps mail in the outbox', async () => {
    const database = await createTestDatabase('sqlite');
    const running = await startApp({
      ...database.env,
      NODE_ENV: 'production',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      ADMIN_NOTIFY_EMAIL: 'Operator@Example.org',
      SESSION_SECRET: 'x'.repeat(40),
    });
    try {
      const operator = await signInNewAdmin(running.app);
      const { body } = await request(running.url)
        .get('/api/admin/needs-action')
        .set('cookie', operator.cookie)
        .expect(200);
      expect(body.notifyEmail).toBe('operator@example.org');
      expect(body.mailKeptInOutbox).toBe(true);
    } finally {
      await running.close();
      await database.drop();
    }
  });
});
