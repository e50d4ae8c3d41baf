/**
 * Consultation slots (spec document 2, sections 2, 5 and 9): Monday, Wednesday and Friday, from
 * today up to 30 days ahead, hourly at 09:00-12:00 and 17:00-20:00, 60 minutes each.
 *
 * The slots are wall-clock times in the business time zone (BOOKING_TIMEZONE, Europe/Rome by
 * default), where the advisors work; an appointment is stored as the UTC instant it starts.
 * Zone arithmetic goes through luxon, so 09:00 in Rome is 08:00 UTC in winter and 07:00 UTC in
 * summer, and a week that crosses a daylight-saving change gets each slot right. The screen uses
 * these rules to build the picker; the API uses the same ones to re-check every booking.
 */
import { DateTime, Info } from 'luxon';

export const DEFAULT_BOOKING_TIME_ZONE = 'Europe/Rome';
/** ISO weekdays (Monday 1 ... Sunday 7) that take bookings. */
export const BOOKING_WEEKDAYS: readonly number[] = [1, 3, 5];
/** The start hours of the slots, the same on every bookable day. */
export const BOOKING_SLOT_HOURS: readonly number[] = [9, 10, 11, 12, 17, 18, 19, 20];
/** Bookable days run from today through this many days ahead. */
export const BOOKING_WINDOW_DAYS = 30;
export const BOOKING_DURATION_MINUTES = 60;
export const BOOKING_TITLE = 'Consultation Appointment';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// An IANA name (Area/Location, possibly deeper) or UTC: fixed offsets such as "+01:00" and
// abbreviations such as "CET" are refused, because they do not follow daylight saving.
const IANA_NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)+|UTC)$/;

/** True for a time zone name of the IANA database that this runtime knows (e.g. Europe/Rome). */
export function isValidTimeZone(name: string): boolean {
  return IANA_NAME.test(name) && Info.isValidIANAZone(name);
}

export interface BookingSlot {
  /** The business date of the slot (YYYY-MM-DD in the business time zone). */
  date: string;
  /** The start hour in the business time zone. */
  hour: number;
  /** The start instant in UTC, ISO 8601 (e.g. 2026-11-23T08:00:00.000Z). */
  start: string;
}

function inZone(instant: Date, zone: string): DateTime {
  return DateTime.fromJSDate(instant, { zone });
}

function dateAt(date: string, zone: string): DateTime | null {
  if (!ISO_DATE.test(date)) return null;
  const day = DateTime.fromISO(date, { zone });
  return day.isValid ? day : null;
}

/** Today's date in the business time zone. */
export function bookingToday(now: Date, zone: string): string {
  return inZone(now, zone).toISODate() as string;
}

/** The first and last bookable dates: today and 30 days later, in the business time zone. */
export function bookingWindow(now: Date, zone: string): { first: string; last: string } {
  const today = inZone(now, zone).startOf('day');
  return {
    first: today.toISODate() as string,
    last: today.plus({ days: BOOKING_WINDOW_DAYS }).toISODate() as string,
  };
}

/** True when `date` is a Monday, Wednesday or Friday. */
export function isBookingWeekday(date: string): boolean {
  const day = dateAt(date, 'UTC');
  return day !== null && BOOKING_WEEKDAYS.includes(day.weekday);
}

/**
 * The start of the slot at `hour` on `date` in the business zone, or null when `hour` is not a
 * slot hour or that wall-clock time does not exist that day (a daylight-saving gap).
 */
export function slotStart(date: string, hour: number, zone: string): Date | null {
  if (!BOOKING_SLOT_HOURS.includes(hour)) return null;
  const day = dateAt(date, zone);
  if (!day) return null;
  const start = day.set({ hour, minute: 0, second: 0, millisecond: 0 });
  // luxon moves a time inside a gap forward; such a slot does not exist that day.
  if (start.hour !== hour || start.toISODate() !== date) return null;
  return start.toJSDate();
}

/** Every slot of a date (past ones included); none on a day that is not a booking weekday. */
export function slotsOn(date: string, zone: string): BookingSlot[] {
  if (!isBookingWeekday(date)) return [];
  return BOOKING_SLOT_HOURS.flatMap((hour) => {
    const start = slotStart(date, hour, zone);
    return start ? [{ date, hour, start: start.toISOString() }] : [];
  });
}

/** The slots of a date that can still be booked: inside the window and starting after `now`. */
export function openSlotsOn(date: string, now: Date, zone: string): BookingSlot[] {
  const { first, last } = bookingWindow(now, zone);
  if (date < first || date > last) return [];
  return slotsOn(date, zone).filter((slot) => Date.parse(slot.start) > now.getTime());
}

/** The dates a student can pick: booking weekdays in the window with a slot still ahead. */
export function bookingDates(now: Date, zone: string): string[] {
  const { first } = bookingWindow(now, zone);
  const start = DateTime.fromISO(first, { zone: 'UTC' });
  const dates: string[] = [];
  for (let offset = 0; offset <= BOOKING_WINDOW_DAYS; offset++) {
    const date = start.plus({ days: offset }).toISODate() as string;
    if (openSlotsOn(date, now, zone).length > 0) dates.push(date);
  }
  return dates;
}

export type SlotRefusal = 'not-a-slot' | 'outside-window' | 'past';

export type SlotCheck = { ok: true; slot: BookingSlot } | { ok: false; reason: SlotRefusal };

/**
 * Whether an appointment instant may be booked at `now`: it must start exactly on a slot (a
 * booking weekday, a slot hour, on the hour) in the business zone, lie in the future, and fall
 * on a date inside the window.
 */
export function checkBookingSlot(appointment: Date, now: Date, zone: string): SlotCheck {
  if (Number.isNaN(appointment.getTime())) return { ok: false, reason: 'not-a-slot' };
  const local = inZone(appointment, zone);
  const date = local.toISODate() as string;
  const start = slotStart(date, local.hour, zone);
  if (!start || !isBookingWeekday(date) || start.getTime() !== appointment.getTime())
    return { ok: false, reason: 'not-a-slot' };
  if (appointment.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  const { first, last } = bookingWindow(now, zone);
  if (date < first || date > last) return { ok: false, reason: 'outside-window' };
  return { ok: true, slot: { date, hour: local.hour, start: appointment.toISOString() } };
}

/**
 * The key that makes a slot unique among active bookings: the start instant in UTC, always in
 * the same 24-character form, so equal instants give equal keys and keys sort in time order.
 */
export function slotKeyOf(appointment: Date): string {
  return appointment.toISOString();
}

// ISO 8601 with a date, a time and an explicit offset or Z: "2026-11-23T09:00" alone would mean
// a different instant on every machine that reads it.
const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant of an appointmentDate as sent (ISO 8601 with offset, or a Date), else null. */
export function parseAppointmentDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !ISO_INSTANT.test(value.trim())) return null;
  const parsed = DateTime.fromISO(value.trim(), { setZone: true });
  return parsed.isValid ? parsed.toJSDate() : null;
}

/** "Rome" for Europe/Rome, "New York" for America/New_York, "UTC" for UTC. */
export function timeZoneCity(zone: string): string {
  const last = zone.split('/').pop() ?? zone;
  return last.replace(/_/g, ' ');
}

/** The short name of a zone at an instant, as the reader's locale writes it (EST, GMT+1, ...). */
export function timeZoneAbbreviation(instant: Date, zone: string, locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

function clock(instant: Date, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

function dayLabel(instant: Date, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant);
}

export interface SlotLabel {
  /** The time in the student's zone with the zone named, e.g. "3:00 AM EST". */
  local: string;
  /** The student's date when it differs from the business date, e.g. "Tue, Nov 24"; else null. */
  localDay: string | null;
  /** The time in the business zone, e.g. "9:00 AM in Rome". */
  business: string;
  /** All of it in one line for a dropdown option. */
  text: string;
}

/**
 * How a slot reads for a student in `studentZone`: their own time with the zone named, and the
 * business time beside it.
 */
export function slotLabel(
  start: Date,
  studentZone: string,
  businessZone: string,
  locale = 'en-US',
): SlotLabel {
  const local = `${clock(start, studentZone, locale)} ${timeZoneAbbreviation(start, studentZone, locale)}`;
  const studentDate = inZone(start, studentZone).toISODate();
  const businessDate = inZone(start, businessZone).toISODate();
  const localDay = studentDate === businessDate ? null : dayLabel(start, studentZone, locale);
  const business = `${clock(start, businessZone, locale)} in ${timeZoneCity(businessZone)}`;
  const text = `${localDay ? `${localDay}, ` : ''}${local} (${business})`;
  return { local, localDay, business, text };
}

/** "Monday, November 23, 2026" for a business date. */
export function formatBookingDate(date: string, locale = 'en-US'): string {
  const day = dateAt(date, 'UTC');
  if (!day) return date;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(day.toJSDate());
}

/** An appointment as a student reads it in their own zone: "Mon, Nov 23, 2026, 3:00 AM EST". */
export function formatAppointment(start: Date, zone: string, locale = 'en-US'): string {
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(start);
  return `${when} ${timeZoneAbbreviation(start, zone, locale)}`;
}

/** The slot hours as ranges of wall-clock time: 9AM-1PM and 5PM-9PM. */
const BOOKING_HOUR_RANGES: readonly [start: number, end: number][] = [
  [9, 13],
  [17, 21],
];

function shortClock(time: DateTime): string {
  return time.toFormat(time.minute === 0 ? 'ha' : 'h:mma');
}

/**
 * The booking hours with whose time they are, and the reader's own when it differs (on the day
 * `now`, so daylight saving is right): "Available: 9AM-1PM and 5PM-9PM Rome time (3AM-7AM and
 * 11AM-3PM your time)".
 */
export function bookingHoursHelp(now: Date, businessZone: string, studentZone: string): string {
  const day = inZone(now, businessZone).startOf('day');
  const ranges = (zone: string) =>
    BOOKING_HOUR_RANGES.map(
      ([start, end]) =>
        `${shortClock(day.set({ hour: start }).setZone(zone))}-${shortClock(day.set({ hour: end }).setZone(zone))}`,
    ).join(' and ');
  const business = `Available: ${ranges(businessZone)} ${timeZoneCity(businessZone)} time`;
  const sameClock =
    day.set({ hour: 9 }).setZone(studentZone).toFormat('HH:mm') ===
    day.set({ hour: 9 }).toFormat('HH:mm');
  return sameClock ? business : `${business} (${ranges(studentZone)} your time)`;
}
