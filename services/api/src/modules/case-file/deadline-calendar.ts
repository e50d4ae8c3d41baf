import { addCalendarDays } from '@redress/domain';

export interface CalendarDueDate {
  description: string;
  dueOn: string;
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

/** An iCalendar file with one all-day event per due date. */
export function deadlinesCalendar(input: {
  caseId: number;
  caseTitle: string;
  dueDates: CalendarDueDate[];
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
  input.dueDates.forEach((due, index) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:case-${input.caseId}-deadline-${index}-${compact(due.dueOn)}@${input.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(due.dueOn)}`,
      `DTEND;VALUE=DATE:${compact(addCalendarDays(due.dueOn, 1))}`,
      `SUMMARY:${escapeIcsText(`Deadline: ${due.description}`)}`,
      `DESCRIPTION:${escapeIcsText(`${input.caseTitle}\n\nPolicy wording: “${due.quote}”`)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
