import { parseNumber } from './number-words';
import { dayUnitDefinedBy, findTimeExpressions } from './time-expressions';

describe('parseNumber', () => {
  it.each([
    ['10', 10],
    ['ten', 10],
    ['twenty-one', 21],
    ['one hundred and eighty', 180],
    ['a', 1],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('returns null for words that are not numbers', () => {
    expect(parseNumber('several')).toBeNull();
  });
});

describe('findTimeExpressions', () => {
  const find = (text: string, bare: 'calendar_days' | 'working_days' = 'calendar_days') =>
    findTimeExpressions(text, bare).map((e) => [e.amount, e.unit]);

  it('reads digits, words and the digit in brackets', () => {
    expect(find('within ten (10) working days')).toEqual([[10, 'working_days']]);
    expect(find('within fifteen (15) business days')).toEqual([[15, 'working_days']]);
    expect(find('within 48 hours')).toEqual([[48, 'hours']]);
  });

  it('keeps weeks and months as written and turns years and fortnights into months and weeks', () => {
    expect(find('no later than two weeks after')).toEqual([[2, 'weeks']]);
    expect(find('within one calendar month of')).toEqual([[1, 'months']]);
    expect(find('within a month')).toEqual([[1, 'months']]);
    expect(find('within one year of the decision')).toEqual([[12, 'months']]);
    expect(find('within a fortnight')).toEqual([[2, 'weeks']]);
  });

  it('counts bare days the way the policy defines them', () => {
    expect(find('within 14 days', 'working_days')).toEqual([[14, 'working_days']]);
    expect(find('within 14 calendar days', 'working_days')).toEqual([[14, 'calendar_days']]);
  });
});

describe('dayUnitDefinedBy', () => {
  it('follows an explicit definition of days', () => {
    expect(
      dayUnitDefinedBy(
        '2.3 "Days", where used without further qualification, means calendar days.',
      ),
    ).toBe('calendar_days');
    expect(dayUnitDefinedBy('In this procedure, "days" means working days.')).toBe('working_days');
    expect(dayUnitDefinedBy('All references to days are to working days.')).toBe('working_days');
  });

  it('ignores definitions of working days themselves and defaults to calendar days', () => {
    expect(dayUnitDefinedBy('"Working day" means any day from Monday to Friday.')).toBe(
      'calendar_days',
    );
    expect(dayUnitDefinedBy('No definitions here.')).toBe('calendar_days');
  });
});

describe('ordinal days and definitions of a day', () => {
  it('marks a day named by its position as an ordinal', () => {
    const [expression] = findTimeExpressions('by the seventh working day after', 'calendar_days');
    expect(expression).toMatchObject({ amount: 7, unit: 'working_days', ordinal: true });
    expect(findTimeExpressions('within 7 days', 'calendar_days')[0].ordinal).toBe(false);
  });

  it('reads a definition of days given in words', () => {
    expect(
      dayUnitDefinedBy('(b) "Days" means days on which the College is open for business.'),
    ).toBe('working_days');
    expect(dayUnitDefinedBy('"Days" means Monday to Friday, excluding public holidays.')).toBe(
      'working_days',
    );
    expect(dayUnitDefinedBy('"Days" means every day of the week, including weekends.')).toBe(
      'calendar_days',
    );
  });

  it.each([
    '(a) "day" means any day from Monday to Friday on which the University is open',
    '"day" means any day other than a Saturday, a Sunday, a bank or public holiday in Northern Ireland',
    'In this Statute "day" means any day except a Saturday, a Sunday, a public holiday',
    '1.1 "Day" means a business day: Monday through Friday, excluding University holidays',
    '2.1 "Day" or "days" means a working day: Monday to Friday, excluding English bank holidays',
  ])('reads a day defined in the singular as a working day: %s', (definition) => {
    expect(dayUnitDefinedBy(definition)).toBe('working_days');
  });

  it('reads "Day" means a calendar day as calendar days', () => {
    expect(dayUnitDefinedBy('"Day" means a calendar day, including weekends.')).toBe(
      'calendar_days',
    );
  });

  it('does not take a definition of working days for a definition of days', () => {
    expect(dayUnitDefinedBy('"Working days" means Monday to Friday when the office is open.')).toBe(
      'calendar_days',
    );
  });
});
