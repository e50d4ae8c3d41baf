import {
  CASE_FILE_MESSAGES,
  LETTER_MAX_LENGTH,
  STEP_DATE_MESSAGES,
  STEP_REFERENCE_MAX_LENGTH,
  stepDateProblem,
} from './case-file';

describe('case file limits', () => {
  it('name their limits in the words the API answers with', () => {
    expect(LETTER_MAX_LENGTH).toBe(50_000);
    expect(STEP_REFERENCE_MAX_LENGTH).toBe(100);
    expect(CASE_FILE_MESSAGES).toEqual({
      letterTooLong: 'Please keep the letter under 50,000 characters.',
      referenceTooLong: 'Please keep the reference under 100 characters.',
    });
  });
});

describe('stepDateProblem', () => {
  it('accepts a real day up to the latest one', () => {
    expect(stepDateProblem('date', '2026-11-24', '2026-11-24')).toBeUndefined();
    expect(stepDateProblem('decisionReceivedOn', '2025-01-31', '2026-11-24')).toBeUndefined();
  });

  it.each(['2026-11-25', '2026-02-30', '20/11/2026'])(
    'refuses %p in the words of the field',
    (value) => {
      expect(stepDateProblem('date', value, '2026-11-24')).toBe(
        'Please enter the day it happened (it cannot be in the future).',
      );
      expect(stepDateProblem('decisionReceivedOn', value, '2026-11-24')).toBe(
        STEP_DATE_MESSAGES.decisionReceivedOn,
      );
    },
  );
});
