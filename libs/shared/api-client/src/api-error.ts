import type { components } from './generated/schema';

/** The error body every API failure answers with (`ErrorDto` of the OpenAPI document). */
export type ApiErrorBody = components['schemas']['ErrorDto'];

/**
 * A failed API call: the one error type of the front end. `message` holds the words the page
 * shows; beside them is what the API said in its `ErrorDto` answer, each field checked, and the
 * answer itself (`body`), so a property the document adds later reaches the page without a
 * change here. A call that got no answer at all rejects with the browser's own error instead.
 */
export class ApiError extends Error {
  /** A stable reason for the failure, when the API gives one. */
  readonly code?: string;
  /** The API's own message, when it sent one. */
  readonly serverMessage?: string;
  /** Every validation problem of a 400 answer. */
  readonly details: readonly string[];
  /** The first problem of each refused field, by the field's name (any 400 for bad input). */
  readonly fields: Readonly<Record<string, string>>;
  /** The id the API logged the request under. */
  readonly requestId?: string;

  constructor(
    message: string,
    readonly status: number,
    /** The answer as the API sent it (anything: a proxy may answer with a page of HTML). */
    readonly body: Partial<ApiErrorBody> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = nonEmptyText(body.code);
    this.serverMessage = serverMessageOf(body);
    this.details = Array.isArray(body.details)
      ? body.details.filter((detail): detail is string => typeof detail === 'string')
      : [];
    this.fields = fieldProblemsOf(body.fields);
    this.requestId = nonEmptyText(body.requestId);
  }
}

export interface ApiErrorOptions {
  /** Show the API's own message when it sent one, the caller's words only otherwise. */
  preferServerMessage?: boolean;
}

/**
 * The error of a failed call: `fallback` is the caller's words for it, `body` what the client
 * read from the answer (`error` of openapi-fetch's result, or nothing).
 */
export function apiError(
  fallback: string,
  response: Pick<Response, 'status'>,
  body?: unknown,
  options: ApiErrorOptions = {},
): ApiError {
  const answer = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody>;
  const message = (options.preferServerMessage && serverMessageOf(answer)) || fallback;
  return new ApiError(message, response.status, answer);
}

function fieldProblemsOf(fields: unknown): Readonly<Record<string, string>> {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The API's message; a list (as some validators answer) reads as one sentence after another. */
function serverMessageOf(body: Partial<ApiErrorBody>): string | undefined {
  const message: unknown = body.message;
  if (Array.isArray(message)) {
    return nonEmptyText(message.filter((part) => typeof part === 'string').join(' '));
  }
  return nonEmptyText(message);
}
