import { InvalidEmailError } from './auth.errors';

// The rule browsers apply to <input type="email"> (WHATWG HTML), so the form and the API agree.
// It also keeps quotes, commas and angle brackets out of addresses that end up in mail headers.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Trimmed and lower-cased, as the sign-in form sends it; throws InvalidEmailError otherwise. */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== 'string') throw new InvalidEmailError();
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw new InvalidEmailError();
  return email;
}
