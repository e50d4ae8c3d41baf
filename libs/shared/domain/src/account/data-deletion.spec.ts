import {
  DATA_DELETION_MESSAGES,
  DELETION_CONFIRM_LINK_TTL_DAYS,
  confirmsAccountEmail,
  dataDeletionPayload,
  deletionConfirmLink,
  deletionConfirmationLabel,
  deletionRequestNotConfirmedMessage,
  validateDataDeletionForm,
  type DataDeletionForm,
} from './data-deletion';
import { INVALID_EMAIL_MESSAGE } from './email';

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

  it.each(['ada@@example.edu', 'a,b@example.edu', `${'a'.repeat(250)}@b.co`])(
    'refuses %j with the one invalid-address message',
    (email) => {
      expect(validateDataDeletionForm({ ...valid, email }).email).toBe(INVALID_EMAIL_MESSAGE);
    },
  );
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

describe('confirming a request by its address’s owner', () => {
  it('links to the confirmation page with the token as its only parameter', () => {
    const link = deletionConfirmLink('https://redress.example', 'a-b_C9');
    expect(link).toBe('https://redress.example/data-deletion/confirm?token=a-b_C9');
    expect(new URL(link).searchParams.get('token')).toBe('a-b_C9');
  });

  it('says how a request was confirmed, or that it was not', () => {
    expect(deletionConfirmationLabel('signed-in')).toBe('Yes (sent while signed in)');
    expect(deletionConfirmationLabel('email-link')).toBe('Yes (emailed link)');
    expect(deletionConfirmationLabel(null)).toBe('Not confirmed');
    expect(deletionConfirmationLabel(undefined)).toBe('Not confirmed');
  });

  it('tells the operator which request is unconfirmed and what would make it completable', () => {
    expect(deletionRequestNotConfirmedMessage(12)).toBe(
      'Data deletion request 12 has not been confirmed by the owner of its email address, so it cannot be completed. It can once they follow the link we emailed them.',
    );
  });

  it('names the link’s lifetime in the expired-link message', () => {
    expect(DATA_DELETION_MESSAGES.confirmLinkExpired).toContain(
      `links work for ${DELETION_CONFIRM_LINK_TTL_DAYS} days`,
    );
    // Spec 2 §8's toast title stays, with words for a request that still needs its link.
    expect(DATA_DELETION_MESSAGES.submittedConfirmByEmail).toMatch(/nothing is deleted until/);
  });
});
