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
