/**
 * Turning a policy's time limit ("within 10 working days of the decision") into the date a
 * student must act by. Dates are calendar dates (`YYYY-MM-DD`) with no time zone: a decision
 * letter is dated, not timed, and a due date is a day.
 */

export const TIME_LIMIT_UNITS = [
  'hours',
  'working_days',
  'calendar_days',
  'weeks',
  'months',
] as const;
export type TimeLimitUnit = (typeof TIME_LIMIT_UNITS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

/** The date at UTC midnight, or null when the text is not a real `YYYY-MM-DD` date. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March: a date that changes is not a real date.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date;
}

/**
 * True for a real `YYYY-MM-DD` day no later than `latest` (also `YYYY-MM-DD`): the rule for a
 * day something already happened.
 */
export function isDayNotAfter(value: string, latest: string): boolean {
  return parseIsoDate(value) !== null && value <= latest;
}

export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function requireDate(text: string): Date {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`Not a date (YYYY-MM-DD): ${text}`);
  return date;
}

function wholeCount(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a time limit: ${amount}`);
  // "Within 1.5 weeks" is rare; rounding up never gives a date earlier than the policy's.
  return Math.ceil(amount);
}

export function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** Calendar days later, or earlier for a negative count. */
export function addCalendarDays(start: string, days: number): string {
  const count = days < 0 ? -wholeCount(-days) : wholeCount(days);
  return formatIsoDate(new Date(requireDate(start).getTime() + count * DAY_MS));
}

/**
 * The n-th working day after `start` (Saturdays and Sundays skipped; public holidays are not
 * known here, so a date that falls on one is a day early — the safe side).
 */
export function addWorkingDays(start: string, days: number): string {
  let date = requireDate(start);
  let left = wholeCount(days);
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (!isWeekend(date)) left -= 1;
  }
  return formatIsoDate(date);
}

/** Same day of the month n months later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(start: string, months: number): string {
  const date = requireDate(start);
  const count = wholeCount(months);
  const firstOfTarget = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return formatIsoDate(firstOfTarget);
}

/**
 * The day a time limit ends, counted from `start` (the day the decision was received).
 * Hours count from the start of that day and end on the day the last hour falls in
 * (48 hours → 2 days later).
 */
export function dueDateOf(start: string, amount: number, unit: TimeLimitUnit): string {
  switch (unit) {
    case 'hours':
      return addCalendarDays(start, Math.ceil(wholeCount(amount) / 24));
    case 'working_days':
      return addWorkingDays(start, amount);
    case 'calendar_days':
      return addCalendarDays(start, amount);
    case 'weeks':
      return addCalendarDays(start, wholeCount(amount) * 7);
    case 'months':
      return addMonths(start, amount);
  }
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((requireDate(to).getTime() - requireDate(from).getTime()) / DAY_MS);
}
