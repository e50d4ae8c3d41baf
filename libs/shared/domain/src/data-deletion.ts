/**
 * The Data Deletion form (spec document 2, sections 2, 5, 8 and 9) and the account's own
 * "download my data" and "delete my account" actions. Shared by the page and the API so both
 * refuse the same input with the same sentence.
 */

import { FULL_NAME_MAX_LENGTH } from './auth';

export const DELETION_FULL_NAME_MAX_LENGTH = FULL_NAME_MAX_LENGTH;
export const DELETION_EMAIL_MAX_LENGTH = 254;
export const DELETION_REASON_MAX_LENGTH = 200;
export const DELETION_DETAILS_MAX_LENGTH = 2000;

/** Spec 2 §9: acknowledged within 48 hours, processed within 30 days. */
export const DELETION_ACKNOWLEDGE_HOURS = 48;
export const DELETION_PROCESSING_DAYS = 30;

export const DATA_DELETION_MESSAGES = {
  fullNameRequired: 'Please enter your full name.',
  fullNameTooLong: `Please keep your name under ${DELETION_FULL_NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  reasonTooLong: `Please keep the reason under ${DELETION_REASON_MAX_LENGTH} characters.`,
  detailsTooLong: 'Please keep the additional details under 2,000 characters.',
  /** Spec 2 §8: the toast after a successful submit. */
  submittedTitle: 'Request Submitted',
  submitted: 'Your data deletion request has been received. We will process it within 30 days.',
  failedTitle: 'Request Failed',
  failed: 'We could not send your request. Please try again, or email us instead.',
  rateLimited: 'Too many deletion requests. Please wait a while and try again.',
  confirmMismatch: 'Type the email address of your account exactly to confirm.',
  accountDeletedTitle: 'Account Deleted',
  accountDeleted: 'Your account and all its data have been deleted.',
  accountDeleteFailedTitle: 'Deletion Failed',
  accountDeleteFailed: 'We could not delete your account. Please try again.',
  exportFailedTitle: 'Download Failed',
  exportFailed: 'We could not prepare your data. Please try again.',
} as const;

export interface DataDeletionForm {
  fullName: string;
  email: string;
  reason: string;
  details: string;
}

export type DataDeletionField = keyof DataDeletionForm;
export type DataDeletionErrors = Partial<Record<DataDeletionField, string>>;

export const EMPTY_DATA_DELETION_FORM: DataDeletionForm = {
  fullName: '',
  email: '',
  reason: '',
  details: '',
};

/** The order the fields appear in, for focusing the first problem. */
export const DATA_DELETION_FIELDS: readonly DataDeletionField[] = [
  'fullName',
  'email',
  'reason',
  'details',
];

// The rule browsers apply to <input type="email"> (WHATWG HTML), so the form and the API agree.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function isDeletionEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= DELETION_EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** Every problem of the form, by field; empty when it can be sent. */
export function validateDataDeletionForm(form: DataDeletionForm): DataDeletionErrors {
  const errors: DataDeletionErrors = {};
  const fullName = form.fullName.trim();
  if (fullName === '') errors.fullName = DATA_DELETION_MESSAGES.fullNameRequired;
  else if (fullName.length > DELETION_FULL_NAME_MAX_LENGTH)
    errors.fullName = DATA_DELETION_MESSAGES.fullNameTooLong;
  const email = form.email.trim();
  if (email === '') errors.email = DATA_DELETION_MESSAGES.emailRequired;
  else if (!isDeletionEmail(email)) errors.email = DATA_DELETION_MESSAGES.emailInvalid;
  if (form.reason.trim().length > DELETION_REASON_MAX_LENGTH)
    errors.reason = DATA_DELETION_MESSAGES.reasonTooLong;
  if (form.details.trim().length > DELETION_DETAILS_MAX_LENGTH)
    errors.details = DATA_DELETION_MESSAGES.detailsTooLong;
  return errors;
}

/** What the page sends: trimmed, the address lower-cased, empty optional fields left out. */
export function dataDeletionPayload(form: DataDeletionForm): {
  fullName: string;
  email: string;
  reason?: string;
  details?: string;
} {
  const reason = form.reason.trim();
  const details = form.details.trim();
  return {
    fullName: form.fullName.trim(),
    email: form.email.trim().toLowerCase(),
    ...(reason ? { reason } : {}),
    ...(details ? { details } : {}),
  };
}

/** The account deletion goes ahead only when the typed address is the account's own. */
export function confirmsAccountEmail(typed: string, accountEmail: string): boolean {
  const value = typed.trim().toLowerCase();
  return value !== '' && value === accountEmail.trim().toLowerCase();
}
