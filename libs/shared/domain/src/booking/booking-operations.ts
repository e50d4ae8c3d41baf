// What an operator may do with a booked call: give or change its meeting link and note, move it
// to a free slot, cancel it with a reason, or record that it was held or missed.

export const BOOKING_OPERATOR_ACTIONS = ['link', 'move', 'cancel', 'held', 'missed'] as const;
export type BookingOperatorAction = (typeof BOOKING_OPERATOR_ACTIONS)[number];

/** A paid call the operator cancels: its money goes back, or stays as credit for another call. */
export const CANCELLED_CALL_SETTLEMENTS = ['refund', 'credit'] as const;
export type CancelledCallSettlement = (typeof CANCELLED_CALL_SETTLEMENTS)[number];

export const BOOKING_REASON_MAX_LENGTH = 1_000;
export const BOOKING_NOTE_MAX_LENGTH = 2_000;

export const BOOKING_ACTION_TEXT = {
  conflict:
    'Another operator changed this call a moment ago. Reload it to see what changed, then try again.',
  cancelled: 'This call is cancelled: it can no longer be changed.',
  closed: 'This call is already marked held or missed.',
  awaitingPayment:
    'This call is not booked yet: its time is held while the student pays. It can be changed once it is paid.',
  unpaid: 'This call was never booked: it was not paid in time, and its time was released.',
  notStarted: 'The call has not started yet: mark it held or missed once its time has come.',
  started: 'This call has already started: it can no longer be moved or cancelled.',
  reasonRequired: 'Say why the call is cancelled: the student reads it.',
  link: 'The meeting link must be a web address starting with https://',
} as const;

/**
 * Why `action` makes no sense for a call in `status` that has (or has not) started; null when it
 * may go ahead. The database repeats the status check in its conditional update.
 */
export function bookingActionRefusal(
  status: string,
  action: BookingOperatorAction,
  started: boolean,
): string | null {
  if (status === 'cancelled') return BOOKING_ACTION_TEXT.cancelled;
  if (status === 'awaiting-payment') return BOOKING_ACTION_TEXT.awaitingPayment;
  if (status === 'expired') return BOOKING_ACTION_TEXT.unpaid;
  if (status !== 'scheduled') return BOOKING_ACTION_TEXT.closed;
  if ((action === 'held' || action === 'missed') && !started) return BOOKING_ACTION_TEXT.notStarted;
  if ((action === 'move' || action === 'cancel') && started) return BOOKING_ACTION_TEXT.started;
  return null;
}

/** The longest meeting link an operator may send, in characters. */
export const MEETING_LINK_MAX_LENGTH = 2048;

/** A meeting link an operator may send a student: an https address, nothing else. */
export function isMeetingLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && value.trim().length <= MEETING_LINK_MAX_LENGTH;
  } catch {
    return false;
  }
}
