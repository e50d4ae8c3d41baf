import { DATA_DELETION_MESSAGES } from '@redress/domain';
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
