import { formatDateTimeWithZone, formatDisplayDate } from './dates';

describe('formatDisplayDate', () => {
  it('writes en-US dates with a short month, the day and the year', () => {
    expect(formatDisplayDate('2026-11-22T10:00:00.000Z', 'UTC')).toBe('Nov 22, 2026');
    expect(formatDisplayDate('2027-01-05T00:00:00.000Z', 'UTC')).toBe('Jan 5, 2027');
  });

  it('accepts Date objects and timestamps', () => {
    const date = new Date(Date.UTC(2026, 4, 1, 12));
    expect(formatDisplayDate(date, 'UTC')).toBe('May 1, 2026');
    expect(formatDisplayDate(date.getTime(), 'UTC')).toBe('May 1, 2026');
  });

  it("uses the reader's time zone for the calendar day", () => {
    const lateEvening = '2026-11-22T23:30:00.000Z';
    expect(formatDisplayDate(lateEvening, 'UTC')).toBe('Nov 22, 2026');
    expect(formatDisplayDate(lateEvening, 'Asia/Tokyo')).toBe('Nov 23, 2026');
    expect(formatDisplayDate(lateEvening, 'America/New_York')).toBe('Nov 22, 2026');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(Number.NaN)).toBe('');
  });
});

describe('formatDateTimeWithZone', () => {
  it('gives the time with its zone', () => {
    expect(formatDateTimeWithZone('2026-11-27T08:00:00Z', 'Europe/Rome')).toBe(
      'Nov 27, 2026, 9:00 AM GMT+1',
    );
    expect(formatDateTimeWithZone('2026-11-27T08:00:00Z', 'UTC')).toBe('Nov 27, 2026, 8:00 AM UTC');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDateTimeWithZone('not a date')).toBe('');
  });
});
