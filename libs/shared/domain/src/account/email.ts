/**
 * What an e-mail address must look like, the same for every form that asks for one and for the
 * API that receives it: sign-in, the booking form, the Data Deletion form and the admin's e-mail
 * test.
 */

/** The longest address mail can be sent to (RFC 5321: a 256-octet path, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

// The rule browsers apply to <input type="email"> (WHATWG HTML), so a form and the API agree. It
// also keeps quotes, commas and angle brackets out of an address that goes into mail headers.
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** What every form that asks for an address says when it does not look like one (spec 1 §8). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** True for an address mail can be sent to; surrounding spaces are ignored. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
