// The sign-in calls of the API contract. Errors carry the API's `code` as well as its message,
// because the sign-in screens choose their words by code (spec document 1, section 8).
import { apiFetch, apiPost, type AuthUser } from '@redress/web-ui';

export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

async function toAuthRequestError(response: Response): Promise<AuthRequestError> {
  let code: string | undefined;
  let message: string | undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const fields = body as { code?: unknown; message?: unknown };
      if (typeof fields.code === 'string') code = fields.code;
      if (typeof fields.message === 'string' && fields.message.trim()) message = fields.message;
      if (Array.isArray(fields.message)) {
        message = fields.message.filter((m) => typeof m === 'string').join(' ') || undefined;
      }
    }
  } catch {
    // Not JSON (a proxy's error page): the screen falls back to its own words.
  }
  return new AuthRequestError(
    message ?? `Request failed with status ${response.status}`,
    response.status,
    code,
    message,
  );
}

/** Asks for a sign-in link; `next` is where the link should lead once it has signed the user in. */
export async function requestSignInLink(email: string, next?: string | null): Promise<void> {
  const response = await apiPost('/api/auth/magic-link', next ? { email, next } : { email });
  if (!response.ok) throw await toAuthRequestError(response);
}

export interface VerifiedSignIn {
  user: AuthUser;
  next?: string | null;
}

/** Exchanges the link's token for a session cookie. */
export async function verifySignInLink(email: string, token: string): Promise<VerifiedSignIn> {
  const response = await apiPost('/api/auth/magic-link/verify', { email, token });
  if (!response.ok) throw await toAuthRequestError(response);
  return (await response.json()) as VerifiedSignIn;
}

export interface AuthProviders {
  google: boolean;
}

export async function fetchAuthProviders(): Promise<AuthProviders> {
  const response = await apiFetch('/api/auth/providers');
  // Without an answer the page offers what always works: the e-mail link.
  if (!response.ok) return { google: false };
  const body = (await response.json()) as Partial<AuthProviders>;
  return { google: body.google === true };
}

/** Where the Google popup starts; the API redirects on to Google from there. */
export function googleSignInUrl(next?: string | null): string {
  return next ? `/api/auth/google?next=${encodeURIComponent(next)}` : '/api/auth/google';
}
