import { BOOKING_ACTION_TEXT, BOOKING_MESSAGES } from '@redress/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminAuditEntry } from '../src/modules/admin/entities/admin-audit-entry.entity';
import { Booking } from '../src/modules/bookings/entities/booking.entity';
import { SignedInAdmin, signInNewAdmin } from './admin-fixture';
import { TestSmtpServer } from './auth-fixture';
import { OPERATOR_NOTIFY_EMAIL, PaidApp, startPaidApp } from './paid-app';
import { book, bookAndPay, calendarEvent, mailTo, slotSupply } from './booking-fixture';
import { DATABASES, RunningApp } from './harness';
import { SignedIn, signInNewUser } from './sign-in';
import { StripeStandIn } from './stripe-fixture';

describe.each(DATABASES)('the operator acts on booked calls on %s', (kind) => {
  let app: PaidApp;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let stripe: StripeStandIn;
  let operator: SignedInAdmin;
  let second: SignedInAdmin;
  const nextSlot = slotSupply();

  beforeAll(async () => {
    app = await startPaidApp(kind);
    ({ running, smtp, stripe } = app);
    operator = await signInNewAdmin(running.app);
    second = await signInNewAdmin(running.app);
  });

  afterAll(() => app?.close());

  const bookings = () => running.app.get(DataSource).getRepository(Booking);

  async function booked(): Promise<{ student: SignedIn; id: number; slot: string }> {
    const student = await signInNewUser(running.app, 'caller');
    const slot = nextSlot();
    const { id } = await bookAndPay(running, stripe, student, slot);
    return { student, id, slot };
  }

  function act(who: SignedInAdmin, id: number, action: string, body: Record<string, unknown>) {
    return request(running.url)
      .post(`/api/admin/bookings/${id}/${action}`)
      .set('cookie', who.cookie)
      .send(body);
  }

  it('adds a meeting link: the student sees it and gets the same invitation, one SEQUENCE higher', async () => {
    const { student, id } = await booked();
    const confirmation = await mailTo(smtp, student.user.email, /is booked/);
    const first = calendarEvent(confirmation, 'consultation.ics');

    const linked = await act(operator, id, 'link', {
      version: 0,
      meetingLink: 'https://meet.example.org/redress-call',
      note: 'Have your decision letter to hand.',
    }).expect(200);
    expect(linked.body).toMatchObject({
      meetingLink: 'https://meet.example.org/redress-call',
      notes: 'Have your decision letter to hand.',
      version: 1,
    });

    const mine = await request(running.url).get('/api/bookings').set('cookie', student.cookie);
    expect(mine.body.find((b: { id: number }) => b.id === id).meetingLink).toBe(
      'https://meet.example.org/redress-call',
    );

    const update = await mailTo(smtp, student.user.email, /your meeting link/);
    expect(update.text).toContain('Have your decision letter to hand.');
    const updated = calendarEvent(update, 'consultation.ics');
    expect(updated.uid).toBe(first.uid);
    expect(updated.sequence).toBe(first.sequence + 1);
    expect(updated.location).toBe('https://meet.example.org/redress-call');

    const entry = await running.app
      .get(DataSource)
      .getRepository(AdminAuditEntry)
      .findOneByOrFail({ action: 'booking.link', outcome: 'ok' });
    expect(entry.detail).toBe(
      `booking ${id}: meeting link set to https://meet.example.org/redress-call`,
    );
  });

  it('tells ADMIN_NOTIFY_EMAIL of every new, moved and cancelled call', async () => {
    const { id } = await booked();
    const booking = await mailTo(smtp, OPERATOR_NOTIFY_EMAIL, new RegExp(`^Call ${id} booked`));
    expect(booking.text).toContain('It has no meeting link yet.');
    await act(operator, id, 'move', { version: 0, appointmentDate: nextSlot() }).expect(200);
    await mailTo(smtp, OPERATOR_NOTIFY_EMAIL, new RegExp(`^Call ${id} moved by`));
    await act(operator, id, 'cancel', {
      version: 1,
      reason: 'Closed',
      settlement: 'credit',
    }).expect(200);
    await mailTo(smtp, OPERATOR_NOTIFY_EMAIL, new RegExp(`^Call ${id} cancelled by`));
  });

  it('refuses a link that is not https, and a link on a cancelled call', async () => {
    const { id } = await booked();
    const bad = await act(operator, id, 'link', {
      version: 0,
      meetingLink: 'javascript:alert(1)',
    }).expect(400);
    expect(bad.body.message).toBe(BOOKING_ACTION_TEXT.link);

    await act(operator, id, 'cancel', {
      version: 0,
      reason: 'The advisor is ill.',
      settlement: 'credit',
    }).expect(200);
    const refused = await act(operator, id, 'link', {
      version: 1,
      meetingLink: 'https://meet.example.org/x',
    }).expect(409);
    expect(refused.body).toMatchObject({ code: 'refused', message: BOOKING_ACTION_TEXT.cancelled });
  });

  it('moves a call to a free slot, never into a taken one', async () => {
    const { student, id } = await booked();
    const other = await booked();
    const taken = await act(operator, id, 'move', {
      version: 0,
      appointmentDate: other.slot,
    }).expect(409);
    expect(taken.body).toMatchObject({ code: 'slot-taken', message: BOOKING_MESSAGES.slotTaken });

    const free = nextSlot();
    const moved = await act(operator, id, 'move', { version: 0, appointmentDate: free }).expect(
      200,
    );
    expect(moved.body.appointmentDate).toBe(free);
    const mail = await mailTo(smtp, student.user.email, /a new time/);
    expect(calendarEvent(mail, 'consultation.ics').start).toBe(free);
  });

  it('cancels with a reason: the slot is free, the student told, the order that paid for the call refunded', async () => {
    const student = await signInNewUser(running.app, 'payer');
    // Two paid calls of one service: cancelling the second refunds its own order, not the first's.
    const first = await bookAndPay(running, stripe, student, nextSlot());
    const slot = nextSlot();
    const second = await bookAndPay(running, stripe, student, slot);
    expect(second.order.id).not.toBe(first.order.id);
    expect(await bookings().findOneByOrFail({ id: second.id })).toMatchObject({
      status: 'scheduled',
      orderId: second.order.id,
    });

    await act(operator, second.id, 'cancel', {
      version: 0,
      reason: 'The advisor is ill.',
      settlement: 'refund',
    }).expect(200);
    expect(await bookings().findOneByOrFail({ id: second.id })).toMatchObject({
      status: 'cancelled',
      slotKey: null,
      cancelReason: 'The advisor is ill.',
    });
    expect(stripe.refundedOf(second.intent.id)).toBe(second.intent.amount);
    expect(stripe.refundedOf(first.intent.id)).toBe(0);
    const mail = await mailTo(smtp, student.user.email, /is cancelled/);
    expect(mail.text).toContain('Why: The advisor is ill.');
    expect(mail.text).toContain('refunded to your card');
    expect(calendarEvent(mail, 'cancelled-consultation.ics').status).toBe('CANCELLED');

    // The slot is free again: another student holds it.
    const next = await signInNewUser(running.app, 'next');
    await book(running, next, slot).expect(201);
  });

  it('marks held or missed only once the call has started', async () => {
    const { id } = await booked();
    const early = await act(operator, id, 'outcome', { version: 0, outcome: 'held' }).expect(409);
    expect(early.body.message).toBe(BOOKING_ACTION_TEXT.notStarted);
    await bookings().update({ id }, { appointmentDate: new Date(Date.now() - 3600_000) });
    const held = await act(operator, id, 'outcome', { version: 0, outcome: 'missed' }).expect(200);
    expect(held.body.status).toBe('missed');
  });

  it('lets one of two operators acting at once win; the other is told the call changed', async () => {
    const { id } = await booked();
    const [a, b] = await Promise.all([
      act(operator, id, 'link', { version: 0, meetingLink: 'https://meet.example.org/a' }),
      act(second, id, 'cancel', { version: 0, reason: 'Double booked', settlement: 'credit' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.code).toBe('conflict');
    expect((await bookings().findOneByOrFail({ id })).version).toBe(1);
  });

  it('is for operators only', async () => {
    const { student, id } = await booked();
    await request(running.url)
      .post(`/api/admin/bookings/${id}/link`)
      .set('cookie', student.cookie)
      .send({ version: 0, meetingLink: 'https://meet.example.org/x' })
      .expect(403);
    const crossSite = await act(operator, id, 'link', {
      version: 0,
      meetingLink: 'https://meet.example.org/x',
    })
      .set('origin', 'https://evil.example')
      .expect(403);
    expect(crossSite.body.code).toBe('csrf');
  });
});
