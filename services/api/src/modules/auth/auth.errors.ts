import {
  SIGN_IN_LINK_ERROR_MESSAGES,
  SIGN_IN_LINK_LIMIT_MESSAGES,
  SIGN_IN_MESSAGES,
} from '@redress/domain';
import { AppError } from '../../common/app-error';

/** Messages the sign-in screens show as they are (spec 1 §8). */
export const AUTH_MESSAGES = {
  linkSent: SIGN_IN_MESSAGES.linkSent,
  invalidEmail: SIGN_IN_LINK_ERROR_MESSAGES['invalid-email'],
  expired: SIGN_IN_LINK_ERROR_MESSAGES['expired-action-code'],
  invalid: SIGN_IN_LINK_ERROR_MESSAGES['invalid-action-code'],
  rateLimited: SIGN_IN_LINK_LIMIT_MESSAGES.tooMany,
  unauthenticated: 'You need to sign in.',
  googleFailed: SIGN_IN_MESSAGES.connectionProblem,
  providerDisabled: 'Google sign-in is not available.',
  csrf: 'Cross-site requests are not allowed.',
} as const;

export class InvalidEmailError extends AppError {
  readonly statusCode = 400;
  constructor() {
    super(AUTH_MESSAGES.invalidEmail, 'invalid-email');
  }
}

export class ExpiredActionCodeError extends AppError {
  readonly statusCode = 401;
  constructor() {
    super(AUTH_MESSAGES.expired, 'expired-action-code');
  }
}

/** Unknown, already used, or issued to another address: deliberately one answer for all three. */
export class InvalidActionCodeError extends AppError {
  readonly statusCode = 401;
  constructor() {
    super(AUTH_MESSAGES.invalid, 'invalid-action-code');
  }
}

export class SignInRateLimitedError extends AppError {
  readonly statusCode = 429;
  constructor(retryAfterSeconds: number, message: string = AUTH_MESSAGES.rateLimited) {
    super(message, 'rate-limited');
    this.headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

export class UnauthenticatedError extends AppError {
  readonly statusCode = 401;
  constructor(message: string = AUTH_MESSAGES.unauthenticated) {
    super(message, 'unauthenticated');
  }
}

export class ProviderDisabledError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super(AUTH_MESSAGES.providerDisabled, 'provider-disabled');
  }
}

/** A name the student cannot sign letters with (empty, too long, control characters). */
export class InvalidFullNameError extends AppError {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message, 'invalid-full-name');
  }
}
