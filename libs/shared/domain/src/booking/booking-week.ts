// The operator's view of coming calls: each time in the operator's own zone, with the student's
// local time and zone beside it, and the seven days of a week as columns.

/** The statuses a week view shows: calls that are booked, or held while the student pays. */
export const WEEK_VIEW_STATUSES = ['scheduled', 'awaiting-payment'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function clock(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** Whether `timeZone` is a zone this runtime knows (a stored value may be old or mistyped). */
function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * '10:00 (student: 18:00 Asia/Tokyo)': the call's time in the operator's zone, and the student's
 * local time and zone beside it. Without a known student zone (calls booked before it was kept),
 * only the operator's time.
 */
export function operatorAndStudentTime(
  value: string | Date,
  studentTimeZone: string | null | undefined,
  operatorTimeZone?: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const own = clock(date, operatorTimeZone);
  const student = studentLocalTime(date, studentTimeZone);
  return student ? `${own} (${student})` : own;
}

/** 'student: 18:00 Asia/Tokyo', or '' when the student's zone is not known. */
export function studentLocalTime(
  value: string | Date,
  studentTimeZone: string | null | undefined,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()) || !studentTimeZone || !knownZone(studentTimeZone)) return '';
  return `student: ${clock(date, studentTimeZone)} ${studentTimeZone}`;
}

/** The calendar day of a moment in `timeZone`, `YYYY-MM-DD`. */
export function dayInZone(value: string | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

export interface WeekDay {
  /** `YYYY-MM-DD` in the operator's zone. */
  key: string;
  /** 'Mon 30 Nov' */
  label: string;
}

/**
 * Seven days from `from`'s day, `weeksAhead` weeks on (negative: back), as the operator's
 * calendar shows them. Stepping by whole days at noon keeps a daylight-saving change from
 * skipping or repeating a day.
 */
export function weekDays(from: Date, weeksAhead = 0, timeZone?: string): WeekDay[] {
  const [year, month, day] = dayInZone(from, timeZone).split('-').map(Number);
  const noon = Date.UTC(year, month - 1, day, 12);
  return Array.from({ length: 7 }, (_unused, index) => {
    const date = new Date(noon + (weeksAhead * 7 + index) * DAY_MS);
    return {
      key: date.toISOString().slice(0, 10),
      label: new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(date),
    };
  });
}

/** The calls of each day of `days`, in time order, for those whose status the week view shows. */
export function callsByDay<C extends { appointmentDate: string; status: string }>(
  calls: readonly C[],
  days: readonly WeekDay[],
  timeZone?: string,
): Map<string, C[]> {
  const byDay = new Map<string, C[]>(days.map((day) => [day.key, []]));
  const shown: readonly string[] = WEEK_VIEW_STATUSES;
  for (const call of [...calls].sort((a, b) =>
    a.appointmentDate.localeCompare(b.appointmentDate),
  )) {
    if (!shown.includes(call.status)) continue;
    byDay.get(dayInZone(call.appointmentDate, timeZone))?.push(call);
  }
  return byDay;
}
