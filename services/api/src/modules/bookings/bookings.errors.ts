import { BOOKING_ACTION_TEXT, BOOKING_MESSAGES, BOOKING_PAYMENT_TEXT } from '@redress/domain';
import { AppError } from '../../common/app-error';

/** A booking the rules refuse: not a slot, outside the window, past, an unknown service, ... */
export class InvalidBookingError extends AppError {
  readonly statusCode = 400;
  constructor(message: string, code = 'invalid-booking') {
    super(message, code);
  }
}

/** A paid call that must be paid first while card payments are off: it cannot be booked now. */
export class PaymentsOffBookingError extends AppError {
  readonly statusCode = 409;
  constructor() {
    super(BOOKING_PAYMENT_TEXT.unavailableHint, 'payment-unavailable');
  }
}

/** Another active booking holds the slot: the database's unique key said so. */
export class SlotTakenError extends AppError {
  readonly statusCode = 409;
  constructor() {
    super(BOOKING_MESSAGES.slotTaken, 'slot-taken');
  }
}

/** The student already holds MAX_UPCOMING_BOOKINGS upcoming consultations. */
export class TooManyBookingsError extends AppError {
  readonly statusCode = 409;
  constructor() {
    super(BOOKING_MESSAGES.tooManyUpcoming, 'booking-limit');
  }
}

/** The payload names a user other than the one signed in. */
export class ForeignBookingUserError extends AppError {
  readonly statusCode = 403;
  constructor() {
    super(BOOKING_MESSAGES.foreignUser, 'forbidden');
  }
}

/** Unknown, or someone else's: one answer for both, so ids reveal nothing. */
export class BookingNotFoundError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super(BOOKING_MESSAGES.notFound, 'not-found');
  }
}

/** Cancelled already, or already started. */
export class BookingNotCancellableError extends AppError {
  readonly statusCode = 409;
  constructor(reason: 'cancelled' | 'started') {
    super(
      reason === 'cancelled' ? BOOKING_MESSAGES.alreadyCancelled : BOOKING_MESSAGES.alreadyStarted,
      reason === 'cancelled' ? 'already-cancelled' : 'already-started',
    );
  }
}

/** MAX_BOOKING_CHANGES_PER_DAY bookings and cancellations today: each one sends e-mail. */
export class BookingChangesLimitedError extends AppError {
  readonly statusCode = 429;
  constructor(retryAfterSeconds: number) {
    super(BOOKING_MESSAGES.tooManyChanges, 'booking-changes-limited');
    this.headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/** An operator action that makes no sense for the call as it is (a link on a cancelled call). */
export class BookingActionRefusedError extends AppError {
  readonly statusCode = 409;
  constructor(message: string) {
    super(message, 'refused');
  }
}

/** Another operator changed the call since this one loaded it; nothing was changed. */
export class BookingChangedError extends AppError {
  readonly statusCode = 409;
  constructor() {
    super(BOOKING_ACTION_TEXT.conflict, 'conflict');
  }
}
