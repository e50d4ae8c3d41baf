// The sign-in calls of the API contract. Errors carry the API's `code` as well as its message,
// because the sign-in screens choose their words by code (spec document 1, section 8).
import { apiClient, apiError, apiUrl, type ApiError } from '@redress/api-client';
import { type AuthUser } from '@redress/web-ui';

function signInError(response: Response, body: unknown): ApiError {
  return apiError(`Request failed with status ${response.status}`, response, body, {
    preferServerMessage: true,
  });
}

/** Asks for a sign-in link; `next` is where the link should lead once it has signed the user in. */
export async function requestSignInLink(email: string, next?: string | null): Promise<void> {
  const { error, response } = await apiClient.POST('/api/auth/magic-link', {
    body: next ? { email, next } : { email },
  });
  if (!response.ok) throw signInError(response, error);
}

export interface VerifiedSignIn {
  user: AuthUser;
  next?: string | null;
}

/** Exchanges the link's token for a session cookie. */
export async function verifySignInLink(email: string, token: string): Promise<VerifiedSignIn> {
  const { data, error, response } = await apiClient.POST('/api/auth/magic-link/verify', {
    body: { email, token },
  });
  if (!data) throw signInError(response, error);
  return data;
}

export interface AuthProviders {
  google: boolean;
}

export async function fetchAuthProviders(): Promise<AuthProviders> {
  const { data } = await apiClient.GET('/api/auth/providers');
  // Without an answer the page offers what always works: the e-mail link.
  return { google: data?.google === true };
}

/** Where the Google popup starts; the API redirects on to Google from there. */
export function googleSignInUrl(next?: string | null): string {
  return apiUrl('/api/auth/google', { query: { next: next || null } });
}
