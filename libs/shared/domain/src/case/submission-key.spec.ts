import { isSubmissionKey } from './submission-key';

describe('a submission key', () => {
  it('is 8 to 64 letters, digits, hyphens or underscores: a UUID is one', () => {
    expect(isSubmissionKey('6f1c2b9e-4d0a-4b8e-9a51-0c7d2e3f4a5b')).toBe(true);
    expect(isSubmissionKey('abc_DEF-12')).toBe(true);
    expect(isSubmissionKey('a'.repeat(64))).toBe(true);
  });

  it.each(['', 'short', 'a'.repeat(65), 'has space 123', 'quote"1234', 'dots.1234', 'ümlaut1234'])(
    'refuses %j',
    (value) => expect(isSubmissionKey(value)).toBe(false),
  );
});
