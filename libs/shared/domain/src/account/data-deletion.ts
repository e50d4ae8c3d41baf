/**
 * The Data Deletion form (spec document 2, sections 2, 5, 8 and 9) and the account's own
 * "download my data" and "delete my account" actions. Shared by the page and the API so both
 * refuse the same input with the same sentence.
 */

import { FULL_NAME_MAX_LENGTH } from './auth';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email';
import { STUDENT_ROUTES } from '../site/routes';

export const DELETION_FULL_NAME_MAX_LENGTH = FULL_NAME_MAX_LENGTH;
export const DELETION_REASON_MAX_LENGTH = 200;
export const DELETION_DETAILS_MAX_LENGTH = 2000;

/** Spec 2 §9: acknowledged within 48 hours, processed within 30 days. */
export const DELETION_ACKNOWLEDGE_HOURS = 48;
export const DELETION_PROCESSING_DAYS = 30;

/**
 * A request not made while signed in as its address waits for the address's owner to follow an
 * e-mailed link; the link works once, for this long. Whoever holds the mailbox can sign in with
 * it anyway, so a week costs no safety and spares a student who reads mail rarely.
 */
export const DELETION_CONFIRM_LINK_TTL_DAYS = 7;

/** The query parameter of the confirmation link (`/data-deletion/confirm?token=...`). */
export const DELETION_CONFIRM_TOKEN_PARAM = 'token';

export const DATA_DELETION_MESSAGES = {
  fullNameRequired: 'Please enter your full name.',
  fullNameTooLong: `Please keep your name under ${DELETION_FULL_NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: INVALID_EMAIL_MESSAGE,
  reasonTooLong: `Please keep the reason under ${DELETION_REASON_MAX_LENGTH} characters.`,
  detailsTooLong: `Please keep the additional details under ${DELETION_DETAILS_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  /** Spec 2 §8: the toast after a successful submit. */
  submittedTitle: 'Request Submitted',
  submitted: 'Your data deletion request has been received. We will process it within 30 days.',
  failedTitle: 'Request Failed',
  failed: 'We could not send your request. Please try again, or email us instead.',
  /** The toast when the request waits for the address's owner to confirm it by e-mail. */
  submittedConfirmByEmail:
    'Your data deletion request has been received. We have emailed a confirmation link to that address: nothing is deleted until the link is followed.',
  rateLimited: 'Too many deletion requests. Please wait a while and try again.',
  confirmedTitle: 'Request Confirmed',
  confirmed: `Your data deletion request is confirmed. We will process it within ${DELETION_PROCESSING_DAYS} days and email you when it is done.`,
  alreadyConfirmed:
    'This data deletion request is already confirmed. There is nothing more to do: we will email you when it is done.',
  confirmLinkUnknown:
    'This confirmation link is not valid. Open the whole link from the email, or send a new request from the Data Deletion page.',
  confirmLinkExpired: `This confirmation link has expired: links work for ${DELETION_CONFIRM_LINK_TTL_DAYS} days. Please send a new request from the Data Deletion page.`,
  confirmFailedTitle: 'Confirmation Failed',
  confirmFailed: 'We could not confirm your request. Please try again.',
  /** The operator's side: why an unconfirmed request cannot be completed yet. */
  awaitingConfirmation:
    'Waiting for the owner of the address to confirm this request with the emailed link. It cannot be completed before that.',
  confirmMismatch: 'Type the email address of your account exactly to confirm.',
  accountDeletedTitle: 'Account Deleted',
  accountDeleted: 'Your account and all its data have been deleted.',
  accountDeleteFailedTitle: 'Deletion Failed',
  accountDeleteFailed: 'We could not delete your account. Please try again.',
  exportFailedTitle: 'Download Failed',
  exportFailed: 'We could not prepare your data. Please try again.',
} as const;

/**
 * How a request came to be confirmed by the owner of its address: made while signed in as that
 * address, or confirmed with the e-mailed link.
 */
export const DELETION_CONFIRMATION_METHODS = ['signed-in', 'email-link'] as const;
export type DeletionConfirmationMethod = (typeof DELETION_CONFIRMATION_METHODS)[number];

/** The e-mailed link that confirms a request; `origin` like `https://redress.example`. */
export function deletionConfirmLink(origin: string, token: string): string {
  const query = new URLSearchParams({ [DELETION_CONFIRM_TOKEN_PARAM]: token });
  return `${origin}${STUDENT_ROUTES.dataDeletionConfirm}?${query.toString()}`;
}

/** The operator refusing to complete a request its address's owner has not confirmed. */
export function deletionRequestNotConfirmedMessage(requestId: number): string {
  return `Data deletion request ${requestId} has not been confirmed by the owner of its email address, so it cannot be completed. It can once they follow the link we emailed them.`;
}

/** The admin listing's Confirmed cell. */
export function deletionConfirmationLabel(
  confirmedBy: DeletionConfirmationMethod | null | undefined,
): string {
  if (confirmedBy === 'signed-in') return 'Yes (sent while signed in)';
  if (confirmedBy === 'email-link') return 'Yes (emailed link)';
  return 'Not confirmed';
}

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

/** Every problem of the form, by field; empty when it can be sent. */
export function validateDataDeletionForm(form: DataDeletionForm): DataDeletionErrors {
  const errors: DataDeletionErrors = {};
  const fullName = form.fullName.trim();
  if (fullName === '') errors.fullName = DATA_DELETION_MESSAGES.fullNameRequired;
  else if (fullName.length > DELETION_FULL_NAME_MAX_LENGTH)
    errors.fullName = DATA_DELETION_MESSAGES.fullNameTooLong;
  const email = form.email.trim();
  if (email === '') errors.email = DATA_DELETION_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = DATA_DELETION_MESSAGES.emailInvalid;
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
