// The name a client gives one case submission, so that sending it again (a lost answer, a
// proxy retrying on another API process, a second click) stores one case, not two.

/** The request header that carries it (the name Stripe and the IETF draft use). */
export const SUBMISSION_KEY_HEADER = 'Idempotency-Key';

/** A random UUID (what the web app sends) fits. */
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const SUBMISSION_KEY_MESSAGE =
  'The Idempotency-Key header must be 8 to 64 letters, digits, hyphens or underscores.';

export function isSubmissionKey(value: string): boolean {
  return SUBMISSION_KEY.test(value);
}
