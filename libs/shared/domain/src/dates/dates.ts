// Dates display in en-US with a short month, a numeric day and the year (spec document 1,
// section 9), e.g. 'Nov 22, 2026'.

const DISPLAY_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};

/**
 * A date as the product shows it. `timeZone` defaults to the reader's own, so a case submitted
 * late in the evening carries the date the student saw on their calendar. An unparseable value
 * gives an empty string rather than 'Invalid Date'.
 */
export function formatDisplayDate(value: string | number | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { ...DISPLAY_DATE_OPTIONS, timeZone }).format(date);
}

/**
 * A moment with its time and the zone it is in, e.g. 'Nov 27, 2026, 9:00 AM GMT+1': a time
 * without its zone is ambiguous to an operator and a student in different places.
 */
export function formatDateTimeWithZone(value: string | number | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    ...DISPLAY_DATE_OPTIONS,
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/** The day as the reader's own calendar shows it, `YYYY-MM-DD`. */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
