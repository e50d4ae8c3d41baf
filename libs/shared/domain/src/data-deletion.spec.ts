import {
  DATA_DELETION_MESSAGES,
  confirmsAccountEmail,
  dataDeletionPayload,
  isDeletionEmail,
  validateDataDeletionForm,
  type DataDeletionForm,
} from './data-deletion';

const valid: DataDeletionForm = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.edu',
  reason: '',
  details: '',
};

describe('validateDataDeletionForm (spec document 2, section 5)', () => {
  it('accepts full name and email alone: the other fields are optional', () => {
    expect(validateDataDeletionForm(valid)).toEqual({});
    expect(
      validateDataDeletionForm({ ...valid, reason: 'Finished', details: 'Only case 12' }),
    ).toEqual({});
  });

  it.each<[Partial<DataDeletionForm>, keyof DataDeletionForm, string]>([
    [{ fullName: '' }, 'fullName', 'Please enter your full name.'],
    [{ fullName: '   ' }, 'fullName', 'Please enter your full name.'],
    [{ fullName: 'x'.repeat(201) }, 'fullName', 'Please keep your name under 200 characters.'],
    [{ email: '' }, 'email', 'Please enter your email address.'],
    [{ email: '  ' }, 'email', 'Please enter your email address.'],
    [{ email: 'ada' }, 'email', 'Please enter a valid email address.'],
    [{ email: 'ada@' }, 'email', 'Please enter a valid email address.'],
    [{ email: 'ada@example' }, 'email', 'Please enter a valid email address.'],
    [{ email: 'ada example.edu' }, 'email', 'Please enter a valid email address.'],
    [{ email: '"Ada" <ada@example.edu>' }, 'email', 'Please enter a valid email address.'],
    [{ reason: 'x'.repeat(201) }, 'reason', 'Please keep the reason under 200 characters.'],
    [
      { details: 'x'.repeat(2001) },
      'details',
      'Please keep the additional details under 2,000 characters.',
    ],
  ])('%o → %s: %s', (change, field, message) => {
    expect(validateDataDeletionForm({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('reports every problem at once', () => {
    expect(validateDataDeletionForm({ fullName: '', email: '', reason: '', details: '' })).toEqual({
      fullName: DATA_DELETION_MESSAGES.fullNameRequired,
      email: DATA_DELETION_MESSAGES.emailRequired,
    });
  });

  it.each([
    ['ada@example.edu', true],
    [' Ada@Example.EDU ', true],
    ['a@b.co', true],
    [`${'a'.repeat(250)}@b.co`, false],
    ['ada@@example.edu', false],
  ])('isDeletionEmail(%p) is %p', (email, expected) => {
    expect(isDeletionEmail(email)).toBe(expected);
  });
});

describe('dataDeletionPayload', () => {
  it('trims, lower-cases the address and leaves out empty optional fields', () => {
    expect(
      dataDeletionPayload({ ...valid, fullName: ' Ada ', email: ' Ada@Example.EDU ' }),
    ).toEqual({ fullName: 'Ada', email: 'ada@example.edu' });
    expect(
      dataDeletionPayload({ ...valid, reason: ' Moving on ', details: ' All of it ' }),
    ).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.edu',
      reason: 'Moving on',
      details: 'All of it',
    });
  });
});

describe('confirmsAccountEmail', () => {
  it.each([
    ['ada@example.edu', 'ada@example.edu', true],
    ['  ADA@example.edu ', 'ada@example.edu', true],
    ['ada@example.ed', 'ada@example.edu', false],
    ['', 'ada@example.edu', false],
    ['', '', false],
  ])('%p against %p is %p', (typed, account, expected) => {
    expect(confirmsAccountEmail(typed, account)).toBe(expected);
  });
});

describe('the toast (spec document 2, section 8)', () => {
  it('has the spec’s words', () => {
    expect(DATA_DELETION_MESSAGES.submittedTitle).toBe('Request Submitted');
    expect(DATA_DELETION_MESSAGES.submitted).toBe(
      'Your data deletion request has been received. We will process it within 30 days.',
    );
  });
});
