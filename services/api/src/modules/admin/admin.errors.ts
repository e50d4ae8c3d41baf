import { AppError } from '../../common/app-error';

export class InvalidAdminCredentialsError extends AppError {
  readonly statusCode = 401;
  constructor() {
    super('Invalid username or password.', 'invalid-credentials');
  }
}

export class TooManyAdminLoginAttemptsError extends AppError {
  readonly statusCode = 429;
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      'too-many-attempts',
    );
    this.headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

export class AdminUnauthenticatedError extends AppError {
  readonly statusCode = 401;
  constructor() {
    super('You need to sign in as an administrator.', 'unauthenticated');
  }
}

/** Signed in, but as a student: the admin area is not theirs. */
export class AdminOnlyError extends AppError {
  readonly statusCode = 403;
  constructor() {
    super('This area is for administrators only.', 'forbidden');
  }
}

export class WeakAdminPasswordError extends Error {
  constructor(minimum: number) {
    super(`The password must be at least ${minimum} characters long.`);
    this.name = 'WeakAdminPasswordError';
  }
}
