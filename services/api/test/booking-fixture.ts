// Booking helpers shared by the tests of students' and operators' bookings.
import {
  addCalendarDays,
  bookingDates,
  bookingToday,
  DEFAULT_BOOKING_TIME_ZONE,
  isBookingWeekday,
  openSlotsOn,
  slotStart,
} from '@redress/domain';
import ICAL from 'ical.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { Service } from '../src/modules/catalogue/entities/service.entity';
import { ReceivedMail, TestSmtpServer } from './auth-fixture';
import { RunningApp } from './harness';
import { eventually } from './queue-fixture';
import { SignedIn } from './sign-in';
import { StandInIntent, StripeStandIn, paymentIntentEvent, signWebhook } from './stripe-fixture';

export const ZONE = DEFAULT_BOOKING_TIME_ZONE;
export const HOUR = 3600_000;
export const MEETING_TEMPLATE = 'https://meet.example.com/redress-{id}';

/**
 * Free slots starting more than 25 hours from now (each gets a reminder), soonest first. Every
 * suite has a database of its own, so each takes slots from this list in turn.
 */
export function slotSupply(): () => string {
  const now = new Date();
  const slots = bookingDates(now, ZONE)
    .flatMap((date) => openSlotsOn(date, now, ZONE))
    .map((slot) => slot.start)
    .filter((start) => Date.parse(start) > now.getTime() + 25 * HOUR);
  let next = 0;
  return () => {
    const slot = slots[next++];
    if (!slot) throw new Error('The booking window has run out of slots for the tests');
    return slot;
  };
}

/** The 09:00 slot of the first booking weekday `from` days after today (negative: before). */
export function weekdaySlotAround(fromDays: number, step: 1 | -1): string {
  const today = bookingToday(new Date(), ZONE);
  for (let offset = fromDays; Math.abs(offset) < Math.abs(fromDays) + 7; offset += step) {
    const date = addCalendarDays(today, offset);
    if (isBookingWeekday(date)) return slotStart(date, 9, ZONE)!.toISOString();
  }
  throw new Error('No booking weekday found');
}

export const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export function bookingBody(student: SignedIn, appointmentDate: string, extra: object = {}) {
  return {
    userId: student.user.id,
    serviceId: 20,
    description: 'My appeal was refused; I would like to plan the next step.',
    appointmentDate,
    email: student.user.email,
    title: 'Consultation Appointment',
    ...extra,
  };
}

export function book(running: RunningApp, student: SignedIn, appointmentDate: string, extra = {}) {
  return request(running.url)
    .post('/api/bookings')
    .set('cookie', student.cookie)
    .send(bookingBody(student, appointmentDate, extra));
}

/** The single event of an iCalendar attachment, read back by ical.js (Mozilla's parser). */
export function calendarEvent(mail: ReceivedMail, filename: string) {
  const attachment = mail.attachments.find((file) => file.filename === filename);
  if (!attachment) throw new Error(`No ${filename} in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    contentType: attachment.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    summary: event.summary,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    location: event.location,
    status: vevent.getFirstPropertyValue('status'),
    sequence: event.sequence,
    description: event.description,
  };
}

export async function mailTo(smtp: TestSmtpServer, address: string, subject: RegExp) {
  const messages = await eventually(
    () => smtp.to(address).filter((mail) => subject.test(mail.subject)),
    (found) => found.length > 0,
    20_000,
  );
  return messages[0];
}

/**
 * The operator's setting of a service, straight in the database: suites about something else
 * book the video consultation as payable later, so they need no payment first.
 */
export async function setPayableLater(running: RunningApp, serviceId: number, payableLater = true) {
  await running.app
    .get(DataSource)
    .getRepository(Service)
    .update({ id: serviceId }, { payableLater });
}

/** Stripe's signed event delivered to the webhook. */
export function deliverWebhook(running: RunningApp, payload: string) {
  return request(running.url)
    .post('/api/stripe/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', signWebhook(payload))
    .send(payload);
}

/** Checkout of a held (or pay-later) booking: its order and the intent at the stand-in. */
export async function checkoutBooking(
  running: RunningApp,
  stripe: StripeStandIn,
  student: SignedIn,
  booking: { id: number; serviceId: number },
): Promise<{ order: ServiceOrder; intent: StandInIntent }> {
  const checkout = await request(running.url)
    .post('/api/create-payment-intent')
    .set('cookie', student.cookie)
    .send({ serviceId: booking.serviceId, bookingId: booking.id })
    .expect(200);
  const order = await running.app
    .get(DataSource)
    .getRepository(ServiceOrder)
    .findOneByOrFail({ id: checkout.body.orderId });
  return { order, intent: stripe.intents.get(order.paymentId!)! };
}

/** A paid call booked the way a student books one: slot held, checkout, payment confirmed. */
export async function bookAndPay(
  running: RunningApp,
  stripe: StripeStandIn,
  student: SignedIn,
  slot: string,
): Promise<{ id: number; order: ServiceOrder; intent: StandInIntent }> {
  const held = await book(running, student, slot).expect(201);
  const { order, intent } = await checkoutBooking(running, stripe, student, held.body);
  await deliverWebhook(running, paymentIntentEvent('payment_intent.succeeded', intent)).expect(200);
  return { id: held.body.id, order, intent };
}
