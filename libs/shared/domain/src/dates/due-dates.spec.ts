import {
  isDayNotAfter,
  addCalendarDays,
  addMonths,
  addWorkingDays,
  daysBetween,
  dueDateOf,
  parseIsoDate,
  type TimeLimitUnit,
} from './due-dates';

describe('addWorkingDays (Saturdays and Sundays skipped)', () => {
  it.each([
    // 2026-11-23 is a Monday.
    ['2026-11-23', 0, '2026-11-23', 'zero days is the same day'],
    ['2026-11-23', 1, '2026-11-24', 'Monday + 1 = Tuesday'],
    ['2026-11-23', 4, '2026-11-27', 'Monday + 4 = Friday'],
    ['2026-11-23', 5, '2026-11-30', 'Monday + 5 skips the weekend'],
    ['2026-11-27', 1, '2026-11-30', 'Friday + 1 = Monday'],
    ['2026-11-28', 1, '2026-11-30', 'from a Saturday, the first working day is Monday'],
    ['2026-11-29', 1, '2026-11-30', 'from a Sunday, the first working day is Monday'],
    ['2026-11-23', 10, '2026-12-07', 'two full weeks'],
    ['2026-12-28', 5, '2027-01-04', 'across a year end'],
    ['2026-11-23', 1.2, '2026-11-25', 'a fraction rounds up, never earlier'],
  ])('%s + %d working days = %s (%s)', (start, days, expected) => {
    expect(addWorkingDays(start, days)).toBe(expected);
  });
});

describe('addMonths (end-of-month clamping)', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-05-31', 12, '2027-05-31'],
  ])('%s + %d months = %s', (start, months, expected) => {
    expect(addMonths(start, months)).toBe(expected);
  });
});

describe('dueDateOf', () => {
  it.each<[string, number, TimeLimitUnit, string]>([
    ['2026-11-23', 24, 'hours', '2026-11-24'],
    ['2026-11-23', 48, 'hours', '2026-11-25'],
    ['2026-11-23', 36, 'hours', '2026-11-25'],
    ['2026-11-23', 10, 'working_days', '2026-12-07'],
    ['2026-11-23', 14, 'calendar_days', '2026-12-07'],
    ['2026-02-20', 10, 'calendar_days', '2026-03-02'],
    ['2026-11-23', 2, 'weeks', '2026-12-07'],
    ['2026-08-31', 6, 'months', '2027-02-28'],
    ['2026-11-23', 12, 'months', '2027-11-23'],
  ])('%s + %d %s = %s', (start, amount, unit, expected) => {
    expect(dueDateOf(start, amount, unit)).toBe(expected);
  });

  it.each([
    ['2026-03-02', -3, '2026-02-27'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('addCalendarDays(%s, %d) = %s', (start, days, expected) => {
    expect(addCalendarDays(start, days)).toBe(expected);
  });

  it('refuses a start that is not a date', () => {
    expect(() => dueDateOf('2026-02-30', 1, 'weeks')).toThrow(RangeError);
    expect(() => addCalendarDays('23/11/2026', 1)).toThrow(RangeError);
  });
});

describe('parseIsoDate and daysBetween', () => {
  it.each([
    ['2026-11-23', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s is a real date: %s', (text, valid) => {
    expect(parseIsoDate(text) !== null).toBe(valid);
  });

  it('counts whole days either way', () => {
    expect(daysBetween('2026-11-23', '2026-11-26')).toBe(3);
    expect(daysBetween('2026-11-26', '2026-11-23')).toBe(-3);
  });
});

describe('isDayNotAfter', () => {
  it.each([
    ['2026-11-24', true],
    ['2026-11-23', true],
    ['2026-11-25', false],
    ['2026-02-30', false],
    ['24/11/2026', false],
    ['', false],
  ])('%p, latest 2026-11-24: %p', (value, expected) => {
    expect(isDayNotAfter(value, '2026-11-24')).toBe(expected);
  });
});
