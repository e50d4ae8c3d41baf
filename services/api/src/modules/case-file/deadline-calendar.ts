import { addCalendarDays } from '@redress/domain';

export interface CalendarDueDate {
  /** The time limit's place in the report: the event's identity across updates. */
  index: number;
  description: string;
  dueOn: string | null;
  quote: string;
}

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/** Content lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (isoDate: string) => isoDate.replace(/-/g, '');

/**
 * An iCalendar file with one all-day event per open due date. Each time limit keeps its UID and
 * the SEQUENCE rises with every recorded step, so a calendar that imports the file again moves
 * the date; a date a step has met is sent as cancelled, so it leaves the calendar.
 */
export function deadlinesCalendar(input: {
  caseId: number;
  caseTitle: string;
  open: CalendarDueDate[];
  met: CalendarDueDate[];
  /** How many steps the case has: the events' SEQUENCE. */
  revision: number;
  now: Date;
  host: string;
}): string {
  const stamp = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Redress//Case deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`Redress: ${input.caseTitle}`)}`,
  ];
  const events = [
    ...input.open.map((due) => ({ due, status: 'CONFIRMED' })),
    ...input.met.map((due) => ({ due, status: 'CANCELLED' })),
  ];
  for (const { due, status } of events) {
    if (!due.dueOn) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:case-${input.caseId}-deadline-${due.index}@${input.host}`,
      `SEQUENCE:${input.revision}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(due.dueOn)}`,
      `DTEND;VALUE=DATE:${compact(addCalendarDays(due.dueOn, 1))}`,
      `SUMMARY:${escapeIcsText(`Deadline: ${due.description}`)}`,
      `DESCRIPTION:${escapeIcsText(`${input.caseTitle}\n\nPolicy wording: “${due.quote}”`)}`,
      `STATUS:${status}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
