import { ORDER_ACTION_TEXT } from '@redress/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminAuditEntry } from '../src/modules/admin/entities/admin-audit-entry.entity';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { SignedInAdmin, signInNewAdmin } from './admin-fixture';
import { TestSmtpServer } from './auth-fixture';
import { OPERATOR_NOTIFY_EMAIL, PaidApp, startPaidApp } from './paid-app';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { eventually } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';
import {
  StripeStandIn,
  chargeRefundedEvent,
  paymentIntentEvent,
  signWebhook,
} from './stripe-fixture';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.each(DATABASES)('the operator fulfils orders on %s', (kind) => {
  let app: PaidApp;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let stripe: StripeStandIn;
  let operator: SignedInAdmin;
  let second: SignedInAdmin;

  beforeAll(async () => {
    app = await startPaidApp(kind);
    ({ running, smtp, stripe } = app);
    operator = await signInNewAdmin(running.app);
    second = await signInNewAdmin(running.app);
  });

  afterAll(() => app?.close());

  const orders = () => running.app.get(DataSource).getRepository(ServiceOrder);
  const audit = () => running.app.get(DataSource).getRepository(AdminAuditEntry);

  function webhook(payload: string) {
    return request(running.url)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signWebhook(payload))
      .send(payload)
      .expect(200);
  }

  /** A student's Professional Review, paid through the stand-in and a signed webhook. */
  async function paidOrder(): Promise<{ student: SignedIn; id: number; intentId: string }> {
    const student = await signInNewUser(running.app, 'client');
    const checkout = await request(running.url)
      .post('/api/create-payment-intent')
      .set('cookie', student.cookie)
      .send({ serviceId: 19, currency: 'USD' })
      .expect(200);
    const order = await orders().findOneByOrFail({ id: checkout.body.orderId });
    const intent = stripe.intents.get(order.paymentId!)!;
    await webhook(paymentIntentEvent('payment_intent.succeeded', intent));
    return { student, id: order.id, intentId: intent.id };
  }

  function act(who: SignedInAdmin, id: number, action: string, body: Record<string, unknown>) {
    return request(running.url)
      .post(`/api/admin/orders/${id}/${action}`)
      .set('cookie', who.cookie)
      .send(body);
  }

  function deliverFile(
    who: SignedInAdmin,
    id: number,
    version: number,
    file = PDF,
    name = 'review.pdf',
  ) {
    return request(running.url)
      .post(`/api/admin/orders/${id}/deliver`)
      .set('cookie', who.cookie)
      .field('version', String(version))
      .attach('review', file, name);
  }

  it('moves a paid order to in progress, delivers a PDF the student downloads, and e-mails the student', async () => {
    const { student, id } = await paidOrder();
    const detail = await request(running.url)
      .get(`/api/admin/orders/${id}`)
      .set('cookie', operator.cookie)
      .expect(200);
    expect(detail.body).toMatchObject({
      id,
      status: 'completed',
      version: 0,
      userEmail: student.user.email,
      actions: ['start', 'deliver', 'note', 'refund', 'cancel'],
      delivery: null,
    });

    const started = await act(operator, id, 'start', { version: 0 }).expect(200);
    expect(started.body).toMatchObject({ status: 'in_progress', version: 1 });

    const delivered = await deliverFile(operator, id, 1).expect(200);
    expect(delivered.body).toMatchObject({
      status: 'delivered',
      version: 2,
      delivery: { kind: 'file', fileName: 'review.pdf', deliveredAt: expect.any(String) },
    });

    const mine = await request(running.url).get('/api/orders').set('cookie', student.cookie);
    expect(mine.body.find((order: { id: number }) => order.id === id)).toMatchObject({
      status: 'delivered',
      deliveredAt: delivered.body.delivery.deliveredAt,
      deliveryFileName: 'review.pdf',
    });
    const download = await request(running.url)
      .get(`/api/orders/${id}/review`)
      .set('cookie', student.cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="review.pdf"');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);

    // Another student's id answers like an unknown order.
    const stranger = await signInNewUser(running.app, 'stranger');
    await request(running.url)
      .get(`/api/orders/${id}/review`)
      .set('cookie', stranger.cookie)
      .expect(404);

    const mail = await eventually(
      () => smtp.messages.find((m) => m.to === student.user.email && /is ready/.test(m.subject)),
      Boolean,
    );
    expect(mail!.text).toContain(`order ${id}`);

    const entries = await audit().findBy({ adminUserId: operator.admin.id });
    expect(entries.map((e) => [e.action, e.outcome, e.detail])).toEqual(
      expect.arrayContaining([
        ['order.start', 'ok', `order ${id}: marked in progress`],
        ['order.deliver', 'ok', `order ${id}: delivered pdf file "review.pdf"`],
      ]),
    );
  });

  it('tells ADMIN_NOTIFY_EMAIL of a paid order, once however often Stripe reports it', async () => {
    const { id, intentId } = await paidOrder();
    await webhook(paymentIntentEvent('payment_intent.succeeded', stripe.intents.get(intentId)!));
    const notice = await eventually(
      () =>
        smtp.messages.filter(
          (m) => m.to === OPERATOR_NOTIFY_EMAIL && m.subject.startsWith(`Paid order ${id}:`),
        ),
      (found) => found.length > 0,
    );
    expect(notice[0].subject).toBe(`Paid order ${id}: $49.99`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.subject.startsWith(`Paid order ${id}:`))).toHaveLength(1);
  });

  it('delivers a review written in the page; the student downloads it as text', async () => {
    const { student, id } = await paidOrder();
    await request(running.url)
      .post(`/api/admin/orders/${id}/deliver`)
      .set('cookie', operator.cookie)
      .field('version', '0')
      .field('text', 'Ground 2 is your strongest: lead with it.')
      .expect(200);
    const download = await request(running.url)
      .get(`/api/orders/${id}/review`)
      .set('cookie', student.cookie)
      .expect(200);
    expect(download.text).toBe('Ground 2 is your strongest: lead with it.');
  });

  it('refuses a delivery without a review, with both, or of another kind of file', async () => {
    const { id } = await paidOrder();
    const empty = await request(running.url)
      .post(`/api/admin/orders/${id}/deliver`)
      .set('cookie', operator.cookie)
      .field('version', '0')
      .expect(400);
    expect(empty.body.message).toBe(ORDER_ACTION_TEXT.deliveryEmpty);
    const both = await request(running.url)
      .post(`/api/admin/orders/${id}/deliver`)
      .set('cookie', operator.cookie)
      .field('version', '0')
      .field('text', 'x')
      .attach('review', PDF, 'review.pdf')
      .expect(400);
    expect(both.body.message).toBe(ORDER_ACTION_TEXT.deliveryBoth);
    const exe = await deliverFile(operator, id, 0, Buffer.from('MZ\x90\x00'), 'review.pdf').expect(
      400,
    );
    expect(exe.body).toMatchObject({
      message: ORDER_ACTION_TEXT.deliveryType,
      code: 'unsupported-type',
    });
    expect((await orders().findOneByOrFail({ id })).status).toBe('completed');
  });

  it('refunds in part, then the rest, through Stripe; then refuses to deliver the refunded order', async () => {
    const { id, intentId } = await paidOrder();
    const part = await act(operator, id, 'refund', { version: 0, amount: 1000 }).expect(200);
    expect(part.body).toMatchObject({ status: 'completed', refundedAmount: 1000, version: 1 });
    expect(stripe.refundedOf(intentId)).toBe(1000);
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(sent.params).toMatchObject({
      payment_intent: intentId,
      amount: '1000',
      'metadata[orderId]': String(id),
    });
    expect(sent.idempotencyKey).toBe(`redress-refund-${id}-1`);

    const tooMuch = await act(operator, id, 'refund', { version: 1, amount: 4000 }).expect(400);
    expect(tooMuch.body.message).toBe(ORDER_ACTION_TEXT.refundTooLarge('$39.99'));

    const rest = await act(operator, id, 'refund', { version: 1 }).expect(200);
    expect(rest.body).toMatchObject({
      status: 'refunded',
      refundedAmount: 4999,
      actions: ['note'],
    });
    expect(stripe.refundedOf(intentId)).toBe(4999);

    const refused = await deliverFile(operator, id, 2).expect(409);
    expect(refused.body).toMatchObject({
      code: 'refused',
      message: ORDER_ACTION_TEXT.deliverRefunded,
    });
    const entry = await audit().findOneByOrFail({ action: 'order.deliver', outcome: 'refused' });
    expect(entry.message).toBe(ORDER_ACTION_TEXT.deliverRefunded);
  });

  it('gives the claim back when Stripe refuses the refund', async () => {
    const { id, intentId } = await paidOrder();
    stripe.refuseNextRefund = { status: 400, message: 'Charge has been disputed' };
    await act(operator, id, 'refund', { version: 0 }).expect(502);
    const order = await orders().findOneByOrFail({ id });
    expect(order).toMatchObject({ status: 'completed', refundedAmount: 0 });
    expect(stripe.refundedOf(intentId)).toBe(0);
  });

  it('follows charge.refunded from Stripe, once however often it comes', async () => {
    const { id, intentId } = await paidOrder();
    const intent = stripe.intents.get(intentId)!;
    const partial = chargeRefundedEvent(intent, 500, `evt_refund_part_${id}`);
    await webhook(partial);
    await webhook(partial);
    expect(await orders().findOneByOrFail({ id })).toMatchObject({
      status: 'completed',
      refundedAmount: 500,
    });
    // An older event arriving late never lowers what is known.
    await webhook(chargeRefundedEvent(intent, 4999, `evt_refund_full_${id}`));
    await webhook(chargeRefundedEvent(intent, 500, `evt_refund_late_${id}`));
    expect(await orders().findOneByOrFail({ id })).toMatchObject({
      status: 'refunded',
      refundedAmount: 4999,
    });
  });

  it('lets one of two operators acting at once win; the other is told the order changed', async () => {
    const { id } = await paidOrder();
    const [a, b] = await Promise.all([
      act(operator, id, 'start', { version: 0 }),
      act(second, id, 'cancel', { version: 0 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ code: 'conflict', message: ORDER_ACTION_TEXT.conflict });
    const order = await orders().findOneByOrFail({ id });
    expect(order.version).toBe(1);
    expect(order.status).toBe(a.status === 200 ? 'in_progress' : 'cancelled');

    // Two deliveries at once: one file is kept, the other operator is told.
    const [c, d] = await Promise.all([deliverFile(operator, id, 1), deliverFile(second, id, 1)]);
    if (order.status === 'in_progress') {
      expect([c.status, d.status].sort()).toEqual([200, 409]);
    } else {
      expect([c.status, d.status]).toEqual([409, 409]);
    }
  });

  it('refuses what makes no sense: cancelling a delivered order, acting on an unpaid one', async () => {
    const { id } = await paidOrder();
    await deliverFile(operator, id, 0).expect(200);
    const cancel = await act(operator, id, 'cancel', { version: 1 }).expect(409);
    expect(cancel.body).toMatchObject({
      code: 'refused',
      message: ORDER_ACTION_TEXT.cancelDelivered,
    });

    const student = await signInNewUser(running.app, 'unpaid');
    const checkout = await request(running.url)
      .post('/api/create-payment-intent')
      .set('cookie', student.cookie)
      .send({ serviceId: 19 })
      .expect(200);
    const unpaid = await act(operator, checkout.body.orderId, 'start', { version: 0 }).expect(409);
    expect(unpaid.body.message).toBe(ORDER_ACTION_TEXT.notPaid);
  });

  it('keeps an internal note the student never sees', async () => {
    const { student, id } = await paidOrder();
    const noted = await act(operator, id, 'note', {
      version: 0,
      note: 'Wants it by Friday',
    }).expect(200);
    expect(noted.body).toMatchObject({ internalNote: 'Wants it by Friday', version: 1 });
    const mine = await request(running.url).get('/api/orders').set('cookie', student.cookie);
    expect(JSON.stringify(mine.body)).not.toContain('Friday');
  });

  it('is for operators only, and only from this site', async () => {
    const { student, id } = await paidOrder();
    await request(running.url)
      .post(`/api/admin/orders/${id}/start`)
      .send({ version: 0 })
      .expect(401);
    await request(running.url)
      .post(`/api/admin/orders/${id}/start`)
      .set('cookie', student.cookie)
      .send({ version: 0 })
      .expect(403);
    const crossSite = await act(operator, id, 'start', { version: 0 })
      .set('origin', 'https://evil.example')
      .expect(403);
    expect(crossSite.body).toMatchObject({ code: 'csrf' });
    await request(running.url)
      .get('/api/admin/orders/999999')
      .set('cookie', operator.cookie)
      .expect(404);
    expect((await orders().findOneByOrFail({ id })).status).toBe('completed');
  });
});

describe.each(DATABASES)('orders without Stripe keys on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    running = await startApp({ ...database.env });
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  it('offers no refund and refuses one with 503', async () => {
    const operator = await signInNewAdmin(running.app);
    const student = await signInNewUser(running.app, 'offline');
    const order = await running.app.get(DataSource).getRepository(ServiceOrder).save({
      userId: student.user.id,
      serviceId: 19,
      status: 'completed',
      amount: 4999,
      currency: 'USD',
      paymentId: 'pi_from_before',
    });
    const detail = await request(running.url)
      .get(`/api/admin/orders/${order.id}`)
      .set('cookie', operator.cookie)
      .expect(200);
    expect(detail.body.actions).toEqual(['start', 'deliver', 'note', 'cancel']);
    const refused = await request(running.url)
      .post(`/api/admin/orders/${order.id}/refund`)
      .set('cookie', operator.cookie)
      .send({ version: 0 })
      .expect(503);
    expect(refused.body.code).toBe('payments-not-configured');
  });
});
