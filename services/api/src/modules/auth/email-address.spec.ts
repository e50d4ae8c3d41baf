import { InvalidEmailError } from './auth.errors';
import { normalizeEmail } from './email-address';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Student.Name+appeal@Uni.Example.EDU ')).toBe(
      'student.name+appeal@uni.example.edu',
    );
  });

  it.each([
    '',
    'plain',
    'a@b',
    'a@@b.edu',
    'a b@uni.edu',
    'x <y@uni.edu>',
    'a,b@uni.edu',
    'a@-uni.edu',
    null,
    7,
  ])('refuses %p with the invalid-email code', (value) => {
    expect(() => normalizeEmail(value)).toThrow(InvalidEmailError);
    try {
      normalizeEmail(value);
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 400,
        code: 'invalid-email',
        message: 'The email address is invalid.',
      });
    }
  });

  it('refuses addresses longer than SMTP allows', () => {
    expect(() => normalizeEmail(`${'a'.repeat(250)}@uni.edu`)).toThrow(InvalidEmailError);
  });
});
