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

/** A listing asked for something it cannot do (an unknown sort column, ...). */
export class InvalidListingQueryError extends AppError {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message, 'invalid-query');
  }
}

/** The SQL tool refused a statement before it reached the database. */
export class SqlRefusedError extends AppError {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message, 'sql-refused');
  }
}

/** The database refused or failed the statement; the message is the database's own. */
export class SqlFailedError extends AppError {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message, 'sql-error');
  }
}

export class SqlTimeoutError extends AppError {
  readonly statusCode = 400;
  constructor(seconds: number) {
    super(
      `The query was stopped after ${seconds} seconds. Narrow it down (a WHERE clause, a LIMIT) and try again.`,
      'sql-timeout',
    );
  }
}

export class SqlToolBusyError extends AppError {
  readonly statusCode = 429;
  constructor() {
    super('Other queries are still running. Try again when they have finished.', 'sql-busy');
    this.headers['Retry-After'] = '5';
  }
}

/** The SQL tool cannot reach its database at all (not a problem with the query). */
export class SqlToolUnavailableError extends AppError {
  readonly statusCode = 503;
  constructor() {
    super('The SQL tool cannot reach the database right now. Please try again in a moment.');
  }
}

export class UnknownQueueError extends AppError {
  readonly statusCode = 404;
  constructor(name: string) {
    super(`There is no queue named "${name}".`, 'unknown-queue');
  }
}

export class FailedJobNotFoundError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super('No failed job has this id: it may have been retried already.', 'no-failed-job');
  }
}
