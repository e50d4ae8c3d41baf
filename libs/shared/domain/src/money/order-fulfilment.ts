// What an operator may do with a paid order, and what each step leaves it in. The payment's own
// statuses (pending → failed → completed) are in payments.ts and move only by Stripe's word; once
// paid ('completed'), the order is the operator's: in progress, delivered, refunded or cancelled.

import { addCalendarDays, addWorkingDays, daysBetween } from '../dates/due-dates';
import { formatExactAmount } from './money';

/** Statuses an order reaches after payment, by the operator's hand or a full refund. */
export const FULFILMENT_STATUSES = ['in_progress', 'delivered', 'refunded', 'cancelled'] as const;

/** Every status an order can have, payment first. */
export const ALL_ORDER_STATUSES = [
  'pending',
  'failed',
  'completed',
  ...FULFILMENT_STATUSES,
] as const;

/** Paid and not yet delivered, refunded or cancelled: work the operator owes the student. */
export const AWAITING_DELIVERY_STATUSES = ['completed', 'in_progress'] as const;

/** How far ahead a call without a meeting link needs the operator, in hours. */
export const CALL_LINK_HORIZON_HOURS = 48;

export const ORDER_ACTIONS = ['start', 'deliver', 'note', 'refund', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Largest delivered review file, in bytes. */
export const DELIVERY_MAX_BYTES = 10 * 1024 * 1024;
/** Longest review written in the page, and longest internal note (both fit a MySQL TEXT). */
export const DELIVERY_TEXT_MAX_LENGTH = 20_000;
export const ORDER_NOTE_MAX_LENGTH = 4_000;

/** Statuses from which each action may be taken; a note may be added in any paid state. */
const ALLOWED_FROM: Readonly<Record<OrderAction, readonly string[]>> = {
  start: ['completed'],
  deliver: ['completed', 'in_progress'],
  note: ['completed', 'in_progress', 'delivered', 'refunded', 'cancelled'],
  // A delivered review can still be refunded (a complaint); a refunded one cannot be again.
  refund: ['completed', 'in_progress', 'delivered', 'cancelled'],
  cancel: ['completed', 'in_progress'],
};

export function orderStatusesFor(action: OrderAction): readonly string[] {
  return ALLOWED_FROM[action];
}

/** The refusals an operator reads; each names what is wrong and what is possible. */
export const ORDER_ACTION_TEXT = {
  notPaid: 'This order has not been paid: there is nothing to act on yet.',
  alreadyStarted: 'This order is already in progress or past it.',
  deliverRefunded: 'This order was refunded: a refunded order cannot be delivered.',
  deliverCancelled: 'This order was cancelled: a cancelled order cannot be delivered.',
  alreadyDelivered: 'This order has already been delivered.',
  alreadyRefunded: 'This order has already been refunded in full.',
  cancelDelivered: 'This order has been delivered: refund it instead of cancelling it.',
  alreadyCancelled: 'This order is already cancelled.',
  conflict:
    'Another operator changed this order a moment ago. Reload it to see what changed, then try again.',
  paymentsOff: 'Card payments are not configured on this server, so nothing can be refunded.',
  refundTooLarge: (left: string) => `At most ${left} is left to refund on this order.`,
  refundNotPositive: 'A refund must be more than zero.',
  deliveryEmpty: 'Attach the review (PDF or DOCX) or write it in the page.',
  deliveryBoth: 'Attach a file or write the review, not both.',
  deliveryType: 'The review must be a PDF or a Word (DOCX) document.',
  deliveryTooLarge: `The review file is larger than ${DELIVERY_MAX_BYTES / 1024 / 1024} MB.`,
  deliveryTooLong: `A written review is at most ${DELIVERY_TEXT_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
  noteTooLong: `A note is at most ${ORDER_NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
} as const;

/**
 * Why `action` makes no sense for an order in `status`, or null when it may go ahead. The
 * database repeats the check in its conditional update; this names the reason.
 */
export function orderActionRefusal(status: string, action: OrderAction): string | null {
  if (ALLOWED_FROM[action].includes(status)) return null;
  if (status === 'pending' || status === 'failed') return ORDER_ACTION_TEXT.notPaid;
  switch (action) {
    case 'start':
      return ORDER_ACTION_TEXT.alreadyStarted;
    case 'deliver':
      if (status === 'refunded') return ORDER_ACTION_TEXT.deliverRefunded;
      if (status === 'cancelled') return ORDER_ACTION_TEXT.deliverCancelled;
      return ORDER_ACTION_TEXT.alreadyDelivered;
    case 'refund':
      return ORDER_ACTION_TEXT.alreadyRefunded;
    case 'cancel':
      if (status === 'delivered') return ORDER_ACTION_TEXT.cancelDelivered;
      if (status === 'refunded') return ORDER_ACTION_TEXT.alreadyRefunded;
      return ORDER_ACTION_TEXT.alreadyCancelled;
    case 'note':
      return ORDER_ACTION_TEXT.notPaid;
  }
}

/** The status an action leaves an order in (a note, or a partial refund, changes none). */
export function statusAfter(
  status: string,
  action: OrderAction,
  refund?: { amount: number; refundedBefore: number; paid: number },
): string {
  switch (action) {
    case 'start':
      return 'in_progress';
    case 'deliver':
      return 'delivered';
    case 'cancel':
      return 'cancelled';
    case 'refund':
      return refund && refund.refundedBefore + refund.amount >= refund.paid ? 'refunded' : status;
    case 'note':
      return status;
  }
}

/**
 * Why a refund of `amount` (minor units) cannot be made on an order paid `paid` of which
 * `refundedBefore` was already refunded; null when it can. No amount means the rest in full.
 */
export function refundRefusal(
  amount: number,
  paid: number,
  refundedBefore: number,
  currency: string,
): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return ORDER_ACTION_TEXT.refundNotPositive;
  const left = Math.max(0, paid - refundedBefore);
  if (amount > left) return ORDER_ACTION_TEXT.refundTooLarge(formatExactAmount(left, currency));
  return null;
}

/** How the operator's listing and order page name a status. */
export function fulfilmentStatusLabel(status: string): string {
  switch (status) {
    case 'completed':
      return 'Paid';
    case 'in_progress':
      return 'In progress';
    case 'delivered':
      return 'Delivered';
    case 'refunded':
      return 'Refunded';
    case 'cancelled':
      return 'Cancelled';
    case 'pending':
      return 'Awaiting payment';
    case 'failed':
      return 'Payment failed';
    default:
      return status;
  }
}

/** A delivered review file's kind, by its first bytes (never its name): PDF or DOCX (a zip). */
export function deliveryFileKind(bytes: Uint8Array, fileName: string): 'pdf' | 'docx' | null {
  const starts = (prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  // A DOCX is a zip; the name tells it from other zips the operator might pick by mistake.
  if (starts([0x50, 0x4b, 0x03, 0x04]) && /\.docx$/i.test(fileName)) return 'docx';
  return null;
}

export const DELIVERY_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/**
 * Working days within which a service that is delivered in writing promises it (the catalogue's
 * words: a review "within 2–3 business days", the editor's report "within 3 business days").
 */
export const DELIVERY_PROMISE_WORKING_DAYS: Readonly<Record<string, number>> = {
  review: 3,
  editor: 3,
};

/** The day (YYYY-MM-DD, UTC) by which a paid order promises delivery; null when none is promised. */
export function promisedDeliveryDay(order: {
  createdAt: string;
  serviceType: string;
}): string | null {
  const days = DELIVERY_PROMISE_WORKING_DAYS[order.serviceType];
  if (!days) return null;
  return addWorkingDays(new Date(order.createdAt).toISOString().slice(0, 10), days);
}

/**
 * The moment a paid order is late: the end (UTC) of the day its service promises delivery by;
 * null when the service promises no delivery.
 */
export function deliveryDeadline(order: { createdAt: string; serviceType: string }): Date | null {
  const day = promisedDeliveryDay(order);
  return day ? new Date(`${addCalendarDays(day, 1)}T00:00:00Z`) : null;
}

/** Paid, not yet delivered (nor refunded or cancelled), and past the day its service promised. */
export function isDeliveryOverdue(
  order: { status: string; createdAt: string; serviceType: string },
  now: Date,
): boolean {
  if (!(AWAITING_DELIVERY_STATUSES as readonly string[]).includes(order.status)) return false;
  const deadline = deliveryDeadline(order);
  return deadline !== null && deadline.getTime() <= now.getTime();
}

/** The operator's e-mail about an order still undelivered past its promised day. */
export function overdueOrderNotice(
  order: { id: number; createdAt: string; serviceType: string; serviceName: string },
  now: Date,
): { subject: string; lines: string[] } {
  const promised = promisedDeliveryDay(order) ?? order.createdAt.slice(0, 10);
  const late = Math.max(1, daysBetween(promised, now.toISOString().slice(0, 10)));
  return {
    subject: `Order ${order.id} is overdue: ${order.serviceName} promised by ${formatShortDay(promised)}`,
    lines: [
      `Order ${order.id} (${order.serviceName}) was ordered on ${formatShortDay(order.createdAt)} and promised by ${formatShortDay(promised)}.`,
      `It has not been delivered, ${late} ${late === 1 ? 'day' : 'days'} after that. Deliver it, or write to the student.`,
    ],
  };
}

/** "Fri 27 Nov": a day as the dashboard names it. */
export function formatShortDay(value: string | Date, timeZone = 'UTC'): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** An order's state in the student's plain words, e.g. "Paid — your review will arrive by Fri 27 Nov". */
export function orderStateInWords(
  order: {
    status: string;
    serviceType: string;
    createdAt: string;
    amount: number;
    currency: string;
    refundedAmount?: number;
    deliveredAt?: string | null;
  },
  timeZone?: string,
): string {
  const promised = promisedDeliveryDay(order);
  const arrives = promised ? `your review will arrive by ${formatShortDay(promised)}` : null;
  const refunded = order.refundedAmount ?? 0;
  const partly =
    refunded > 0 && order.status !== 'refunded'
      ? ` (${formatExactAmount(refunded, order.currency)} refunded)`
      : '';
  switch (order.status) {
    case 'pending':
      return 'Payment pending';
    case 'failed':
      return 'Payment failed — you have not been charged';
    case 'completed':
      return `${arrives ? `Paid — ${arrives}` : 'Paid'}${partly}`;
    case 'in_progress':
      return `${arrives ? `In progress — ${arrives}` : 'In progress'}${partly}`;
    case 'delivered':
      return `${
        order.deliveredAt
          ? `Delivered on ${formatShortDay(order.deliveredAt, timeZone)}`
          : 'Delivered'
      }${partly}`;
    case 'refunded':
      return `Refunded — ${formatExactAmount(refunded || order.amount, order.currency)} back to your card`;
    case 'cancelled':
      return `Cancelled${partly}`;
    default:
      return order.status;
  }
}
