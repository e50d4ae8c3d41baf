import { AppError } from '../../common/app-error';

/** Redis (the queue) cannot take a job right now. The cause stays in the server's log. */
export class QueueUnavailableError extends AppError {
  readonly statusCode = 503;
  readonly reason: string;

  constructor(reason: string) {
    super('We cannot take this request right now. Please try again in a moment.');
    this.reason = reason;
    this.headers['retry-after'] = '30';
  }
}
