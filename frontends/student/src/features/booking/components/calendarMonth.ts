// The layout of a month in the date picker: pure, so it is tested without a browser.
import { parseIsoDate } from '@redress/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** The weeks of a month (Monday first) as YYYY-MM-DD dates, null for the days around it. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leading = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array<string | null>(leading).fill(null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(`${year}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** YYYY-MM of a YYYY-MM-DD date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** "November 2026" */
export function monthTitle(month: string): string {
  const date = parseIsoDate(`${month}-01`);
  return date
    ? new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        date,
      )
    : month;
}

/** The month `count` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 + count, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}
