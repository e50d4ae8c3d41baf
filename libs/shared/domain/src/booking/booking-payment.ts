// How a call is paid for. A call service with a price is paid at checkout before it is booked:
// the slot is held while the student pays. An operator may mark a service "payable later"; its
// calls are booked at once and paid afterwards. Free calls (and a booking naming no service) need
// no payment.
import { STUDENT_ROUTES } from '../site/routes';

/** How long a chosen slot is held for a student who is paying for it, in minutes. */
export const BOOKING_HOLD_MINUTES = 30;

/** Booking statuses of the paid flow: a held slot awaiting payment, and a hold that lapsed. */
export const AWAITING_PAYMENT_STATUS = 'awaiting-payment';
export const HOLD_EXPIRED_STATUS = 'expired';

/**
 * Bookings that use up the order paying for them. A cancelled call, or a hold released unpaid,
 * leaves a payment that arrived as credit for the student's next call of the service.
 */
export const STATUSES_USING_PAYMENT: readonly string[] = [
  'scheduled',
  AWAITING_PAYMENT_STATUS,
  'held',
  'missed',
];

/** What booking a call of a service takes. */
export type BookingPaymentPlan = 'free' | 'pay-first' | 'pay-later' | 'unavailable';

export function bookingPaymentPlan(
  service: { price: number; payableLater: boolean } | null,
  paymentsOn: boolean,
): BookingPaymentPlan {
  if (!service || service.price <= 0) return 'free';
  if (service.payableLater) return 'pay-later';
  return paymentsOn ? 'pay-first' : 'unavailable';
}

/** Where a booking stands with its payment, as the student and the operator are shown it. */
export const BOOKING_PAYMENTS = ['none', 'awaiting', 'paid', 'later', 'lapsed'] as const;
export type BookingPayment = (typeof BOOKING_PAYMENTS)[number];

/** Order statuses in which the call's money has been received (and not all given back). */
const PAID_ORDER_STATUSES: ReadonlySet<string> = new Set(['completed', 'in_progress', 'delivered']);

export function bookingPaymentOf(booking: {
  status: string;
  payLater: boolean;
  orderStatus: string | null;
}): BookingPayment {
  if (booking.orderStatus && PAID_ORDER_STATUSES.has(booking.orderStatus)) return 'paid';
  if (booking.status === AWAITING_PAYMENT_STATUS) return 'awaiting';
  if (booking.status === HOLD_EXPIRED_STATUS) return 'lapsed';
  if (booking.payLater) return 'later';
  return 'none';
}

/** Whether the student can (still) pay for this booking at checkout. */
export function isBookingPayable(booking: { status: string; payment: BookingPayment }): boolean {
  return (
    booking.payment === 'awaiting' ||
    (booking.payment === 'later' && booking.status === 'scheduled')
  );
}

/** The checkout of a booking's service, which pays for that booking. */
export function bookingCheckoutPath(booking: { id: number; serviceId: number | null }): string {
  return `${STUDENT_ROUTES.checkout}?serviceId=${booking.serviceId ?? 0}&bookingId=${booking.id}`;
}

export const BOOKING_PAYMENT_TEXT = {
  /** Labels beside a booking (dashboard, admin table, Needs action). */
  labels: {
    none: '',
    awaiting: 'Awaiting payment',
    paid: 'Paid',
    later: 'To be paid later',
    lapsed: 'Not paid: time released',
  } satisfies Record<BookingPayment, string>,
  chooseHint:
    'A paid call is paid at checkout before it is booked, unless it is marked "pay later".',
  payFirstHint: `You pay at checkout next. We hold your time for ${BOOKING_HOLD_MINUTES} minutes while you pay; the call is booked once your payment goes through. If you have already paid for this call and not used it, it is booked straight away.`,
  payLaterHint:
    'This call is booked straight away and paid later: the payment link is in your confirmation e-mail and on your dashboard.',
  freeHint: 'This call is free.',
  unavailableHint:
    'Card payments are not available at the moment, so this call cannot be booked yet. Please choose a call marked "pay later", or start with the free analysis.',
  unavailableOption: 'not available right now',
  noCallsTitle: 'Calls cannot be booked online right now',
  noCalls:
    'Our calls are paid by card when you book them, and card payments are not available at the moment. The free analysis works as usual: it looks at your case and your institution’s policy and tells you the deadlines and next steps.',
  payLaterOption: 'pay later',
  continueToPayment: 'Continue to Payment',
  heldTitle: 'Your time is held',
  held: (until: string) =>
    `We hold this time for you until ${until}. Pay now and the call is booked; if you do not, the time is released for others.`,
  holdExpired:
    'The time we held for you has been released because it was not paid in time. Please pick a time again.',
  alreadyPaid: 'This booking is already paid.',
  notPayable: 'This booking cannot be paid for: it is cancelled or already over.',
  payLaterCreated:
    'Your appointment is booked. It is to be paid later: the payment link is in your confirmation e-mail and on your dashboard.',
  bookedAfterPayment: 'Your call is booked',
  awaitingConfirmation:
    'Your call will be booked as soon as the card provider confirms your payment. This usually takes a few seconds, and this page updates by itself.',
  paidSlotLost:
    'Your payment is received, but the time you chose was released before it arrived and has since been booked by someone else. We will e-mail you to agree a new time, or refund you in full.',
  paymentFailedReleased:
    'Your payment did not go through and you have not been charged, so the time we held for you has been released. Please pick a time again.',
  payNow: 'Pay now',
  pickAnotherTime: 'Pick another time',
} as const;
