import { CASE_FILE_MESSAGES, LETTER_MAX_LENGTH, STEP_REFERENCE_MAX_LENGTH } from './case-file';

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
