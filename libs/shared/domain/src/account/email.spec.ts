import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'a@b.edu',
    'ada@example.edu',
    'first.last+appeal@student.uni.ac.uk',
    "o'brien@example.ie",
    '  Ada.Lovelace+uni@Example.AC.uk ',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'student',
    'student@',
    '@example.edu',
    'student@example',
    'ada@localhost',
    'a b@example.edu',
    'a@b@c.edu',
    'a@example..edu',
    'ada@exa_mple.edu',
    'a@-uni.edu',
    // Nothing that could change a mail header's meaning.
    'a,b@uni.edu',
    'x <y@uni.edu>',
    '"Ada" <ada@example.edu>',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it(`accepts ${EMAIL_MAX_LENGTH} characters and no more`, () => {
    const domain = '@example.edu';
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });
});
