import { monthOf, monthTitle, monthWeeks, shiftMonth } from './calendarMonth';

describe('the month grid of the date picker (Monday first)', () => {
  it('lays out November 2026 from Sunday the 1st', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[4]).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it.each([
    [2026, 2, 5, 28],
    [2028, 2, 5, 29],
    [2027, 2, 4, 28],
    [2026, 6, 5, 30],
  ])('%d-%d has %d weeks and %d days', (year, month, weeks, days) => {
    const grid = monthWeeks(year, month);
    expect(grid).toHaveLength(weeks);
    expect(grid.flat().filter(Boolean)).toHaveLength(days);
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });

  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
  ])('%s shifted by %d is %s', (month, count, expected) => {
    expect(shiftMonth(month, count)).toBe(expected);
  });

  it('names months and finds the month of a date', () => {
    expect(monthTitle('2026-12')).toBe('December 2026');
    expect(monthOf('2026-12-23')).toBe('2026-12');
  });
});
