import { DATA_DELETION_MESSAGES, deletionRequestNotConfirmedMessage } from '@redress/domain';
import { AppError } from '../../common/app-error';

export class DeletionRequestRateLimitedError extends AppError {
  readonly statusCode = 429;
  constructor(retryAfterSeconds: number) {
    super(DATA_DELETION_MESSAGES.rateLimited, 'rate-limited');
    this.headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/** Deleting an account needs its own address typed back, so it never happens by accident. */
export class AccountDeletionNotConfirmedError extends AppError {
  readonly statusCode = 400;
  constructor() {
    super(DATA_DELETION_MESSAGES.confirmMismatch, 'confirmation-mismatch');
  }
}

/** The operator named a request that does not exist (or an id that is no id at all). */
export class DeletionRequestNotFoundError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super('There is no data deletion request with this id.', 'not-found');
  }
}

/** Completed already, by an operator or by the owner deleting the account: nothing is left to do. */
export class DeletionRequestAlreadyCompletedError extends AppError {
  readonly statusCode = 409;
  constructor(requestId: number) {
    super(
      `Data deletion request ${requestId} has already been completed: there is nothing left to delete.`,
      'already-completed',
    );
  }
}

/**
 * Nobody has shown they own the request's address yet (made signed out, or for another
 * address, and the e-mailed link not followed): the operator may not delete anything for it.
 */
export class DeletionRequestNotConfirmedError extends AppError {
  readonly statusCode = 409;
  constructor(requestId: number) {
    super(deletionRequestNotConfirmedMessage(requestId), 'not-confirmed');
  }
}

/** A confirmation token that is malformed or that no request was sent with. */
export class DeletionConfirmationLinkUnknownError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super(DATA_DELETION_MESSAGES.confirmLinkUnknown, 'confirmation-link-unknown');
  }
}

/** The link was right, but followed too late; a new request sends a new one. */
export class DeletionConfirmationLinkExpiredError extends AppError {
  readonly statusCode = 410;
  constructor() {
    super(DATA_DELETION_MESSAGES.confirmLinkExpired, 'confirmation-link-expired');
  }
}

/** The link was used already (a second click): the request stays confirmed, nothing changes. */
export class DeletionRequestAlreadyConfirmedError extends AppError {
  readonly statusCode = 409;
  constructor() {
    super(DATA_DELETION_MESSAGES.alreadyConfirmed, 'already-confirmed');
  }
}
