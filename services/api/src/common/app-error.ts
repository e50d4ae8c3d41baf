/**
 * Base of every error a module throws on purpose. The message is written for the person who
 * made the request; the global filter sends it as is, with the status the subclass names.
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  /** Extra answer headers, e.g. Retry-After. */
  readonly headers: Record<string, string> = {};
  /** A stable, machine-readable reason the client maps to its own text (e.g. 'expired-action-code'). */
  readonly code?: string;

  constructor(message: string, code?: string) {
    super(message);
    this.name = new.target.name;
    if (code) this.code = code;
  }
}
