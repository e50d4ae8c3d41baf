import { isValidEmail, normalizeSignInEmail } from '@redress/domain';
import { InvalidEmailError } from './auth.errors';

/** Trimmed and lower-cased, as the sign-in form sends it; throws InvalidEmailError otherwise. */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== 'string') throw new InvalidEmailError();
  const email = normalizeSignInEmail(value);
  if (!isValidEmail(email)) throw new InvalidEmailError();
  return email;
}
