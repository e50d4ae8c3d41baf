// A call's state as the student reads it on the dashboard, in their own time zone: "Call on
// Mon 30 Nov, 10:00 your time — the link will follow by e-mail". The payment line beside it
// (awaiting, paid, to be paid later) is BOOKING_PAYMENT_TEXT's.
import { AWAITING_PAYMENT_STATUS, HOLD_EXPIRED_STATUS } from './booking-payment';
import { formatShortDay } from '../money/order-fulfilment';

export interface BookingForWords {
  status: string;
  appointmentDate: string;
  duration: number;
  meetingLink: string | null;
  cancelReason: string | null;
  holdExpiresAt: string | null;
}

/** "10:00": a time of day on the 24-hour clock, in `timeZone`. */
export function formatClock(value: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(value));
}

/** "Mon 30 Nov, 10:00": a moment as the dashboard names it, in `timeZone`. */
export function formatShortDayTime(value: string | Date, timeZone: string): string {
  return `${formatShortDay(new Date(value), timeZone)}, ${formatClock(value, timeZone)}`;
}

export const BOOKING_STATE_TEXT = {
  linkToFollow: 'the link will follow by e-mail',
  linkBelow: 'join with the link below',
} as const;

/** The call's state in plain words, times in the student's `timeZone`, as of `now`. */
export function bookingStateInWords(booking: BookingForWords, timeZone: string, now: Date): string {
  const start = new Date(booking.appointmentDate);
  const end = new Date(start.getTime() + booking.duration * 60_000);
  const when = `${formatShortDayTime(start, timeZone)} your time`;
  const day = formatShortDay(start, timeZone);
  const link = booking.meetingLink ? BOOKING_STATE_TEXT.linkBelow : BOOKING_STATE_TEXT.linkToFollow;
  switch (booking.status) {
    case AWAITING_PAYMENT_STATUS:
      return booking.holdExpiresAt
        ? `Time held for you until ${formatClock(booking.holdExpiresAt, timeZone)} — pay to book the call on ${when}`
        : `Time held for you — pay to book the call on ${when}`;
    case HOLD_EXPIRED_STATUS:
      return `Not booked — the time on ${when} was released because it was not paid in time`;
    case 'scheduled':
      if (now >= end) return `Call on ${when} — over`;
      if (now >= start) return `Call now, until ${formatClock(end, timeZone)} your time — ${link}`;
      return `Call on ${when} — ${link}`;
    case 'cancelled':
      return booking.cancelReason
        ? `Cancelled by us: ${booking.cancelReason} — the call on ${when} will not take place`
        : `Cancelled — the call on ${when} will not take place`;
    case 'held':
      return `Call held on ${day}`;
    case 'missed':
      return `Missed — the call on ${when} did not take place`;
    default:
      return `Call on ${when}`;
  }
}

/**
 * Which of a student's bookings the dashboard lists: calls still ahead (booked, or held while
 * paid for), and calls an operator cancelled whose time has not yet come, so the student
 * learns of it and why where they look for the call.
 */
export function isDashboardBooking(
  booking: {
    status: string;
    appointmentDate: string;
    duration: number;
    cancelReason: string | null;
  },
  now: Date,
): boolean {
  const end = Date.parse(booking.appointmentDate) + booking.duration * 60_000;
  if (Number.isNaN(end) || end <= now.getTime()) return false;
  if (booking.status === 'scheduled' || booking.status === AWAITING_PAYMENT_STATUS) return true;
  return booking.status === 'cancelled' && Boolean(booking.cancelReason);
}
