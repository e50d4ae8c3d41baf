/**
 * A failed API call: the caller's own wording for the toast, the status, and what the server
 * said in its `{ statusCode, error, message, requestId, code?, details?, fields? }` answer. Each feature
 * names its own subclass, so a page can tell its failures apart.
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
    /** Every validation problem of a 400 answer. */
    readonly details: readonly string[] = [],
    /** The first problem of each refused field, by the field's name. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The error of a failed call, as `ErrorClass`, with what the server said. */
export function apiRequestError<E extends ApiRequestError>(
  ErrorClass: new (...args: ConstructorParameters<typeof ApiRequestError>) => E,
  fallback: string,
  response: Response,
  body: unknown,
): E {
  const fields = (body && typeof body === 'object' ? body : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
    fields?: unknown;
  };
  const fieldProblems =
    fields.fields && typeof fields.fields === 'object' && !Array.isArray(fields.fields)
      ? Object.fromEntries(
          Object.entries(fields.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return new ErrorClass(
    fallback,
    response.status,
    typeof fields.code === 'string' ? fields.code : undefined,
    typeof fields.message === 'string' && fields.message.trim() ? fields.message : undefined,
    Array.isArray(fields.details)
      ? fields.details.filter((detail): detail is string => typeof detail === 'string')
      : [],
    fieldProblems,
  );
}
