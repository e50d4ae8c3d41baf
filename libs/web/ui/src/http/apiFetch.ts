// Minimal HTTP helper until the generated api-client covers a call. Every product request sends
// the session cookie and a JSON content type (spec document 1, section 7).

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  // FormData needs the browser-generated multipart boundary, so it keeps its own content type.
  if (!(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return fetch(path, { ...init, headers, credentials: 'include' });
}

/**
 * POST a JSON body. Without one it sends `{}`: every request but a GET carries a body (spec
 * document 1, section 7), and a JSON content type with an empty body is refused with a 400.
 */
export function apiPost(path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  return apiFetch(path, {
    ...init,
    method: 'POST',
    body: JSON.stringify(body ?? {}),
  });
}

/**
 * The human-readable message of a failed response. The API answers errors as
 * `{ statusCode, error, message, requestId }`, where `message` may be a list of validation messages.
 */
export async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.length > 0) return message;
      if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(' ');
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): the caller falls back to its own text.
  }
  return undefined;
}
