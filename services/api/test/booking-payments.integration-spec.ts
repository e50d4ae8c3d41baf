import { BOOKING_ACTION_TEXT, BOOKING_HOLD_MINUTES, BOOKING_PAYMENT_TEXT } from '@redress/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { AdminAuditEntry } from '../src/modules/admin/entities/admin-audit-entry.entity';
import { BookingHolds } from '../src/modules/bookings/booking-holds';
import { Booking } from '../src/modules/bookings/entities/booking.entity';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { JobQueue } from '../src/modules/queue/queue.types';
import { SignedInAdmin, signInNewAdmin } from './admin-fixture';
import { TestSmtpServer } from './auth-fixture';
import {
  book,
  checkoutBooking,
  deliverWebhook,
  mailTo,
  setPayableLater,
  slotSupply,
} from './booking-fixture';
import {
  DATABASES,
  DatabaseKind,
  RunningApp,
  TestDatabase,
  createTestDatabase,
  startApp,
} from './harness';
import { OPERATOR_NOTIFY_EMAIL, PaidApp, startPaidApp } from './paid-app';
import { SignedIn, signInNewUser } from './sign-in';
import { StripeStandIn, paymentIntentEvent } from './stripe-fixture';

const MINUTE = 60_000;
const VIDEO_CONSULTATION = 20;

describe.each(DATABASES)('paying for a call on %s', (kind: DatabaseKind) => {
  let app: PaidApp;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let stripe: StripeStandIn;
  let operator: SignedInAdmin;
  let viewer: SignedIn;
  const nextSlot = slotSupply();

  beforeAll(async () => {
    app = await startPaidApp(kind);
    ({ running, smtp, stripe } = app);
    operator = await signInNewAdmin(running.app);
    viewer = await signInNewUser(running.app, 'viewer');
  });

  afterAll(() => app?.close());

  afterEach(() => jest.restoreAllMocks());

  const bookings = () => running.app.get(DataSource).getRepository(Booking);
  const taken = async () =>
    (
      await request(running.url)
        .get('/api/bookings/availability')
        .set('cookie', viewer.cookie)
        .expect(200)
    ).body.taken as string[];
  const mine = async (student: SignedIn, id: number) =>
    (
      await request(running.url).get('/api/bookings').set('cookie', student.cookie).expect(200)
    ).body.find((booking: { id: number }) => booking.id === id);

  /** Checkout of a booking: the answer, for the cases it is refused. */
  function checkoutFor(student: SignedIn, bookingId: number, serviceId = VIDEO_CONSULTATION) {
    return request(running.url)
      .post('/api/create-payment-intent')
      .set('cookie', student.cookie)
      .send({ serviceId, bookingId });
  }

  function setPayment(serviceId: number, payableLater: unknown, cookie = operator.cookie) {
    return request(running.url)
      .post(`/api/admin/services/${serviceId}/payment`)
      .set('cookie', cookie)
      .send({ payableLater });
  }

  it('holds the slot while the student pays, and books the call only once the payment is confirmed', async () => {
    const student = await signInNewUser(running.app, 'payfirst');
    const slot = nextSlot();
    const before = Date.now();
    const held = await book(running, student, slot).expect(201);
    expect(held.body).toMatchObject({
      status: 'awaiting-payment',
      payment: 'awaiting',
      orderId: null,
      serviceId: VIDEO_CONSULTATION,
      meetingLink: null,
    });
    const expires = Date.parse(held.body.holdExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + BOOKING_HOLD_MINUTES * MINUTE);
    expect(expires).toBeLessThan(Date.now() + BOOKING_HOLD_MINUTES * MINUTE + 1000);

    // Held: nobody else can take it, and nothing is confirmed yet.
    expect(await taken()).toContain(slot);
    const rival = await signInNewUser(running.app, 'rival');
    const refused = await book(running, rival, slot).expect(409);
    expect(refused.body.code).toBe('slot-taken');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(student.user.email).filter((mail) => /is booked/.test(mail.subject))).toEqual(
      [],
    );

    // Not booked yet: the operator cannot change it either.
    const early = await request(running.url)
      .post(`/api/admin/bookings/${held.body.id}/link`)
      .set('cookie', operator.cookie)
      .send({ version: 0, meetingLink: 'https://meet.example.org/early' })
      .expect(409);
    expect(early.body).toMatchObject({
      code: 'refused',
      message: BOOKING_ACTION_TEXT.awaitingPayment,
    });

    const { order, intent } = await checkoutBooking(running, stripe, student, held.body);
    expect(intent.metadata).toMatchObject({
      bookingId: String(held.body.id),
      orderId: String(order.id),
    });
    expect(order).toMatchObject({ serviceId: VIDEO_CONSULTATION, amount: 7999, status: 'pending' });
    expect(await bookings().findOneByOrFail({ id: held.body.id })).toMatchObject({
      orderId: order.id,
      status: 'awaiting-payment',
    });
    // Checkout opened again continues the same order and payment.
    const again = await checkoutBooking(running, stripe, student, held.body);
    expect(again.order.id).toBe(order.id);

    await deliverWebhook(running, paymentIntentEvent('payment_intent.succeeded', intent)).expect(
      200,
    );
    expect(await mine(student, held.body.id)).toMatchObject({
      status: 'scheduled',
      payment: 'paid',
      orderId: order.id,
      holdExpiresAt: null,
    });
    const confirmation = await mailTo(smtp, student.user.email, /is booked/);
    expect(confirmation.text).toContain('Payment: Paid');
    // What /payment-success shows: the order, and the call it booked.
    const byPayment = await request(running.url)
      .get(`/api/orders/payment/${intent.id}`)
      .set('cookie', student.cookie)
      .expect(200);
    expect(byPayment.body).toMatchObject({
      status: 'completed',
      booking: { id: held.body.id, appointmentDate: slot, status: 'scheduled' },
    });
    await mailTo(smtp, OPERATOR_NOTIFY_EMAIL, new RegExp(`^Call ${held.body.id} booked`));

    // Paid: checkout for it again is refused, and the slot stays taken.
    const paidAgain = await checkoutFor(student, held.body.id).expect(409);
    expect(paidAgain.body).toMatchObject({
      code: 'already-paid',
      message: BOOKING_PAYMENT_TEXT.alreadyPaid,
    });
    expect(await taken()).toContain(slot);
  });

  it('a call paid for beforehand (at /services, or kept as credit) is booked without paying again', async () => {
    const student = await signInNewUser(running.app, 'prepaid');
    const checkout = await request(running.url)
      .post('/api/create-payment-intent')
      .set('cookie', student.cookie)
      .send({ serviceId: VIDEO_CONSULTATION })
      .expect(200);
    const intent = stripe.intents.get(
      (
        await running.app.get(DataSource).getRepository(ServiceOrder).findOneByOrFail({
          id: checkout.body.orderId,
        })
      ).paymentId!,
    )!;
    await deliverWebhook(running, paymentIntentEvent('payment_intent.succeeded', intent)).expect(
      200,
    );

    const first = await book(running, student, nextSlot()).expect(201);
    expect(first.body).toMatchObject({
      status: 'scheduled',
      payment: 'paid',
      orderId: checkout.body.orderId,
    });
    // That payment is used: the next call is paid first.
    const second = await book(running, student, nextSlot()).expect(201);
    expect(second.body).toMatchObject({ status: 'awaiting-payment', orderId: null });
    await request(running.url)
      .post(`/api/bookings/${second.body.id}/cancel`)
      .set('cookie', student.cookie)
      .send({})
      .expect(200);

    // The operator cancels the paid call and keeps the payment as credit: it books the next one.
    await request(running.url)
      .post(`/api/admin/bookings/${first.body.id}/cancel`)
      .set('cookie', operator.cookie)
      .send({ version: 0, reason: 'The advisor is ill.', settlement: 'credit' })
      .expect(200);
    const rebooked = await book(running, student, nextSlot()).expect(201);
    expect(rebooked.body).toMatchObject({
      status: 'scheduled',
      payment: 'paid',
      orderId: checkout.body.orderId,
    });
  });

  it("refuses checkout for someone else's booking or for another service", async () => {
    const student = await signInNewUser(running.app, 'owner');
    const held = await book(running, student, nextSlot()).expect(201);
    const stranger = await signInNewUser(running.app, 'stranger');
    await checkoutFor(stranger, held.body.id).expect(404);
    await checkoutFor(student, held.body.id, 19).expect(400);
  });

  it('releases the slot at once when the payment fails', async () => {
    const student = await signInNewUser(running.app, 'declined');
    const slot = nextSlot();
    const held = await book(running, student, slot).expect(201);
    const { intent } = await checkoutBooking(running, stripe, student, held.body);
    await deliverWebhook(
      running,
      paymentIntentEvent('payment_intent.payment_failed', intent),
    ).expect(200);

    expect(await mine(student, held.body.id)).toMatchObject({
      status: 'expired',
      payment: 'lapsed',
    });
    expect(await taken()).not.toContain(slot);
    const next = await signInNewUser(running.app, 'next');
    await book(running, next, slot).expect(201);
  });

  it('shows a lapsed hold as expired and its slot as free without writing; its queued release then frees it', async () => {
    const student = await signInNewUser(running.app, 'lapsed');
    const slot = nextSlot();
    const held = await book(running, student, slot).expect(201);
    const later = new Date(Date.now() + (BOOKING_HOLD_MINUTES + 1) * MINUTE);
    jest.spyOn(running.app.get(Clock), 'now').mockReturnValue(later);

    expect(await taken()).not.toContain(slot);
    expect(await mine(student, held.body.id)).toMatchObject({
      status: 'expired',
      payment: 'lapsed',
    });
    // Reading changed nothing stored.
    expect(await bookings().findOneByOrFail({ id: held.body.id })).toMatchObject({
      status: 'awaiting-payment',
      slotKey: slot,
    });

    // The release job was queued for the moment the hold lapses.
    const queue = running.app.get(JobQueue);
    expect(await queue.state(`booking-hold-${held.body.id}`)).toBe('waiting');
    await running.app.get(BookingHolds).releaseLapsed();
    expect(await bookings().findOneByOrFail({ id: held.body.id })).toMatchObject({
      status: 'expired',
      slotKey: null,
    });
    expect(await mine(student, held.body.id)).toMatchObject({ status: 'expired' });
  });

  it('releases a hold that is not paid in time; a payment that arrives after someone took the slot is left to the operator', async () => {
    const late = await signInNewUser(running.app, 'late');
    const slot = nextSlot();
    const held = await book(running, late, slot).expect(201);
    const { intent } = await checkoutBooking(running, stripe, late, held.body);

    const clock = running.app.get(Clock);
    const later = new Date(Date.now() + (BOOKING_HOLD_MINUTES + 1) * MINUTE);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    expect(await taken()).not.toContain(slot);
    expect(await mine(late, held.body.id)).toMatchObject({ status: 'expired', payment: 'lapsed' });
    const expired = await checkoutFor(late, held.body.id).expect(409);
    expect(expired.body).toMatchObject({
      code: 'hold-expired',
      message: BOOKING_PAYMENT_TEXT.holdExpired,
    });
    const quick = await signInNewUser(running.app, 'quick');
    const taker = await book(running, quick, slot).expect(201);
    jest.restoreAllMocks();

    // The late payment still goes through at the card provider: the operator must act.
    await deliverWebhook(running, paymentIntentEvent('payment_intent.succeeded', intent)).expect(
      200,
    );
    const notice = await mailTo(
      smtp,
      OPERATOR_NOTIFY_EMAIL,
      new RegExp(`^Paid call ${held.body.id} lost its time`),
    );
    expect(notice.text).toContain(late.user.email);
    expect(await bookings().findOneByOrFail({ id: held.body.id })).toMatchObject({
      status: 'expired',
      slotKey: null,
    });
    expect(await bookings().findOneByOrFail({ id: taker.body.id })).toMatchObject({
      slotKey: slot,
    });
    const lost = async () =>
      (
        await request(running.url)
          .get('/api/admin/needs-action')
          .set('cookie', operator.cookie)
          .expect(200)
      ).body.paidCallsWithoutTime as { id: number; orderId: number }[];
    expect(await lost()).toContainEqual(
      expect.objectContaining({ id: held.body.id, studentEmail: late.user.email }),
    );

    // The student books another time: that payment books it, and the operator has nothing to do.
    const rebooked = await book(running, late, nextSlot()).expect(201);
    expect(rebooked.body).toMatchObject({ status: 'scheduled', payment: 'paid' });
    expect((await lost()).map((call) => call.id)).not.toContain(held.body.id);
  });

  it('a late payment whose slot is still free books the call', async () => {
    const student = await signInNewUser(running.app, 'slow');
    const slot = nextSlot();
    const held = await book(running, student, slot).expect(201);
    const { intent } = await checkoutBooking(running, stripe, student, held.body);
    await bookings().update({ id: held.body.id }, { holdExpiresAt: new Date(Date.now() - MINUTE) });
    expect(await taken()).not.toContain(slot);

    await deliverWebhook(running, paymentIntentEvent('payment_intent.succeeded', intent)).expect(
      200,
    );
    expect(await mine(student, held.body.id)).toMatchObject({
      status: 'scheduled',
      payment: 'paid',
    });
    expect(await taken()).toContain(slot);
  });

  it('the operator marks a service payable later: its calls are booked at once, marked to be paid later, until paid', async () => {
    const refused = await setPayment(VIDEO_CONSULTATION, 'yes').expect(400);
    expect(refused.body.message).toContain('payableLater');
    await setPayment(999_999, true).expect(404);
    const set = await setPayment(VIDEO_CONSULTATION, true).expect(200);
    expect(set.body).toMatchObject({ id: VIDEO_CONSULTATION, payableLater: true });
    const audit = await running.app
      .get(DataSource)
      .getRepository(AdminAuditEntry)
      .findOneByOrFail({ action: 'service.payment' });
    expect(audit).toMatchObject({
      outcome: 'ok',
      detail: 'service 20 (Video Consultation): payable later',
    });
    const catalogue = await request(running.url).get('/api/services').expect(200);
    expect(
      catalogue.body.find((service: { id: number }) => service.id === VIDEO_CONSULTATION),
    ).toMatchObject({ payableLater: true });

    try {
      const student = await signInNewUser(running.app, 'paylater');
      const booked = await book(running, student, nextSlot()).expect(201);
      expect(booked.body).toMatchObject({
        status: 'scheduled',
        payment: 'later',
        holdExpiresAt: null,
        orderId: null,
      });
      const confirmation = await mailTo(smtp, student.user.email, /is booked/);
      expect(confirmation.text).toContain('Payment: To be paid later. Pay for it here: http');
      expect(confirmation.text).toContain(`/checkout?serviceId=20&bookingId=${booked.body.id}`);
      const notice = await mailTo(
        smtp,
        OPERATOR_NOTIFY_EMAIL,
        new RegExp(`^Call ${booked.body.id} booked`),
      );
      expect(notice.text).toContain('It is to be paid later');

      const row = async () =>
        (
          await request(running.url)
            .get(`/api/admin/bookings?q=${booked.body.id}`)
            .set('cookie', operator.cookie)
            .expect(200)
        ).body.find((booking: { id: number }) => booking.id === booked.body.id);
      expect(await row()).toMatchObject({ payment: 'later', orderId: null });
      const toBePaid = async () =>
        (
          await request(running.url)
            .get('/api/admin/needs-action')
            .set('cookie', operator.cookie)
            .expect(200)
        ).body.callsToBePaid.map((call: { id: number }) => call.id);
      expect(await toBePaid()).toContain(booked.body.id);

      // The student pays later, from the link: the call is the same, now paid.
      const { order, intent } = await checkoutBooking(running, stripe, student, booked.body);
      await deliverWebhook(running, paymentIntentEvent('payment_intent.succeeded', intent)).expect(
        200,
      );
      expect(await mine(student, booked.body.id)).toMatchObject({
        status: 'scheduled',
        payment: 'paid',
        orderId: order.id,
      });
      expect(await row()).toMatchObject({ payment: 'paid', orderId: order.id });
      expect(await toBePaid()).not.toContain(booked.body.id);
    } finally {
      await setPayment(VIDEO_CONSULTATION, false).expect(200);
    }
    const student = await signInNewUser(running.app, 'payfirstagain');
    const held = await book(running, student, nextSlot()).expect(201);
    expect(held.body.status).toBe('awaiting-payment');
  });

  it('only an administrator changes the setting', async () => {
    const student = await signInNewUser(running.app, 'sneaky');
    await setPayment(VIDEO_CONSULTATION, true, '').expect(401);
    await setPayment(VIDEO_CONSULTATION, true, student.cookie).expect(403);
    const service = await request(running.url).get('/api/services?currency=EUR').expect(200);
    expect(
      service.body.find((entry: { id: number }) => entry.id === VIDEO_CONSULTATION).payableLater,
    ).toBe(false);
  });
});

describe.each(DATABASES)('booking a paid call with card payments off on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  const nextSlot = slotSupply();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await new TestSmtpServer().start();
    running = await startApp({ ...database.env, SMTP_URL: smtp.url });
  });

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await database?.drop();
  });

  it('refuses a call that must be paid first, in words a student understands, and books one payable later', async () => {
    const student = await signInNewUser(running.app, 'nopay');
    const slot = nextSlot();
    const refused = await book(running, student, slot).expect(409);
    expect(refused.body).toMatchObject({
      code: 'payment-unavailable',
      message: BOOKING_PAYMENT_TEXT.unavailableHint,
    });
    expect(refused.body.message).not.toMatch(/server|configur/i);
    expect(await running.app.get(DataSource).getRepository(Booking).count()).toBe(0);

    await setPayableLater(running, VIDEO_CONSULTATION);
    const booked = await book(running, student, slot).expect(201);
    expect(booked.body).toMatchObject({ status: 'scheduled', payment: 'later' });
  });
});
