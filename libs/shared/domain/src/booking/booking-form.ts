/**
 * The booking form and its words (spec document 2, sections 3, 4, 5 and 8), shared by the
 * booking page and the API so both refuse the same input with the same sentence.
 */
import { isValidEmail } from '../account/email';
import { BOOKING_TITLE, parseAppointmentDate } from './booking-slots';

export const BOOKING_DESCRIPTION_MAX_LENGTH = 5000;
export const BOOKING_TITLE_MAX_LENGTH = 255;

/**
 * Upcoming consultations one student may hold at once, so a single account cannot take the
 * calendar's few slots from everyone else.
 */
export const MAX_UPCOMING_BOOKINGS = 3;

/**
 * Bookings and cancellations one account may make a day: each sends e-mail, so a loop of
 * book-and-cancel must not become a way to send mail.
 */
export const MAX_BOOKING_CHANGES_PER_DAY = 10;

export const BOOKING_MESSAGES = {
  email: 'Please enter a valid email address',
  appointmentMissing: 'Please select an appointment date and time',
  service: 'Please select a service',
  invalidDateTitle: 'Invalid Date',
  invalidDate: 'Please select a valid appointment date and time.',
  descriptionTooLong: `Please keep the description under ${BOOKING_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  titleTooLong: `Please keep the title under ${BOOKING_TITLE_MAX_LENGTH} characters.`,
  serviceNotBookable:
    'This service is not a call, so it cannot be booked as an appointment. Please select another service.',
  notASlot:
    'Appointments start on the hour on Monday, Wednesday and Friday, 9AM-1PM and 5PM-9PM. Please pick one of the times shown.',
  outsideWindow: 'Appointments can be booked from today up to 30 days ahead.',
  past: 'This time has already passed. Please pick a later time.',
  slotTaken: 'This time slot has just been booked. Please pick another time.',
  emailNotYours:
    'Booking e-mails go to the address you signed in with. To use another address, sign in with it.',
  tooManyChanges: `You have booked or cancelled ${MAX_BOOKING_CHANGES_PER_DAY} times today. Please try again tomorrow, or contact support.`,
  tooManyUpcoming: `You already have ${MAX_UPCOMING_BOOKINGS} upcoming consultations. Cancel one from your dashboard to book another.`,
  foreignUser: 'You can only book appointments for your own account.',
  notFound: 'This booking does not exist, or it is not yours.',
  alreadyCancelled: 'This booking has already been cancelled.',
  alreadyStarted: 'This appointment has already started and can no longer be cancelled.',
  failedTitle: 'Booking Failed',
  failedFallback: 'Failed to create your booking. Please try again.',
  failedResponse: 'Failed to create booking',
  createdTitle: 'Booking Created',
  created:
    "Your appointment has been successfully scheduled. We'll send you a confirmation email shortly.",
  datesHelp: 'Available: Monday, Wednesday, Friday only',
} as const;

/** The form's fields (spec document 2, section 3): serviceId 0 means none chosen yet. */
export interface BookingForm {
  email: string;
  description: string;
  /** The chosen slot's start (ISO 8601 UTC), or '' until a date and a time are chosen. */
  appointmentDate: string;
  serviceId: number;
}

export type BookingFormField = keyof BookingForm;
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

/** The order the fields appear in, for focusing the first problem. */
export const BOOKING_FORM_FIELDS: readonly BookingFormField[] = [
  'serviceId',
  'email',
  'description',
  'appointmentDate',
];

/**
 * Booking mail goes only to the account's own address (proved by signing in): any other would
 * let a student's words be sent to anyone. Case and spaces aside, the two must be the same.
 */
export function isAccountEmail(value: string, accountEmail: string): boolean {
  return value.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}

/**
 * Every problem of the form, by field; empty when it can be sent. With the account's address,
 * an address other than it is refused too.
 */
export function validateBookingForm(form: BookingForm, accountEmail?: string): BookingFormErrors {
  const errors: BookingFormErrors = {};
  if (!Number.isInteger(form.serviceId) || form.serviceId < 1)
    errors.serviceId = BOOKING_MESSAGES.service;
  if (!isValidEmail(form.email)) errors.email = BOOKING_MESSAGES.email;
  else if (accountEmail && !isAccountEmail(form.email, accountEmail))
    errors.email = BOOKING_MESSAGES.emailNotYours;
  if (form.description.trim().length > BOOKING_DESCRIPTION_MAX_LENGTH)
    errors.description = BOOKING_MESSAGES.descriptionTooLong;
  if (form.appointmentDate.trim() === '')
    errors.appointmentDate = BOOKING_MESSAGES.appointmentMissing;
  return errors;
}

/** The payload the page sends (spec document 2, section 3), or null when the date is unusable. */
export function bookingPayload(
  form: BookingForm,
  userId: number | string,
): {
  userId: number | string;
  serviceId: number;
  description: string;
  appointmentDate: string;
  email: string;
  title: string;
} | null {
  const appointment = parseAppointmentDate(form.appointmentDate);
  if (!appointment) return null;
  return {
    userId,
    serviceId: form.serviceId,
    description: form.description.trim(),
    appointmentDate: appointment.toISOString(),
    email: form.email.trim(),
    title: BOOKING_TITLE,
  };
}

/**
 * The service types that are calls, and so can be booked as one: the video consultation, and the
 * Editor Support package's follow-up consultation. A written review, mediation (arranged by the
 * mediator by e-mail) and the free analysis are not calls.
 */
export const CALL_SERVICE_TYPES: ReadonlySet<string> = new Set(['consultation', 'editor']);

export function isCallService(service: { type: string }): boolean {
  return CALL_SERVICE_TYPES.has(service.type);
}

/** Services a student can book as a call, cheapest first. */
export function bookableServices<T extends { type: string; price: number; id: number }>(
  services: readonly T[],
): T[] {
  return services.filter(isCallService).sort((a, b) => a.price - b.price || a.id - b.id);
}

/** Whether a booking has begun (or its date is unreadable): from then on it cannot be cancelled. */
export function hasBookingStarted(booking: { appointmentDate: string | Date }, now: Date): boolean {
  const start = new Date(booking.appointmentDate).getTime();
  return Number.isNaN(start) || start <= now.getTime();
}
