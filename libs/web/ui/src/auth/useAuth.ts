import { sessionCheckOutcome } from '@redress/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, apiPost, ApiError, readErrorMessage } from '../http/apiFetch';

export interface AuthUser {
  id: number | string;
  email: string;
  [field: string]: unknown;
}

export interface AuthState {
  isAuthenticated: boolean;
  /** True until the first answer about the session has arrived. */
  isLoading: boolean;
  user: AuthUser | null;
  /**
   * True when the session could not be checked at all (no answer, or a server error) and no
   * earlier answer is known: the visitor is neither signed in nor signed out as far as we know.
   */
  isUnavailable: boolean;
  /** Asks the server again (the state is loading again meanwhile). */
  retry: () => void;
  /** Ends the server session; rejects when the server refuses. */
  logout: () => Promise<void>;
}

export const AUTH_QUERY_KEY = ['auth', 'me'] as const;

/** The session check got no answer that says whether anyone is signed in. */
class SessionUnavailableError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'No answer from the server' : `The server answered ${status}`);
    this.name = 'SessionUnavailableError';
  }
}

async function fetchCurrentUser(): Promise<AuthUser | null> {
  let response: Response;
  try {
    response = await apiFetch('/api/auth/me');
  } catch {
    throw new SessionUnavailableError(null);
  }
  // A visitor gets 200 with `user: null`; a refusal (an older API that said 401) also means
  // signed out. No answer or a server error means nobody knows, and the page must say so.
  const outcome = sessionCheckOutcome(response.status);
  if (outcome === 'unavailable') throw new SessionUnavailableError(response.status);
  if (outcome === 'signed-out') return null;
  const body = (await response.json()) as { user?: AuthUser | null };
  return body.user ?? null;
}

export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: fetchCurrentUser,
    // Every component that reads the session would otherwise ask again as it appears, and the
    // message (itself such a component) would replace itself with a spinner in a loop: after a
    // failed check only Retry, or coming back to the window, asks again.
    retryOnMount: false,
  });

  const logout = useCallback(async () => {
    const response = await apiPost('/api/auth/logout');
    if (!response.ok) {
      throw new ApiError(
        (await readErrorMessage(response)) ?? 'Failed to sign out',
        response.status,
      );
    }
    queryClient.setQueryData(AUTH_QUERY_KEY, null);
    // Anything fetched for the previous user must not be shown to the next one.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_QUERY_KEY[0] });
  }, [queryClient]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  const user = query.data ?? null;
  // A failed re-check of a session already known keeps what was known: a student signed in a
  // minute ago is not shown an error over the page they are reading.
  const isUnavailable = query.isError && query.data === undefined;
  return {
    isAuthenticated: user !== null,
    isLoading: query.isPending,
    user,
    isUnavailable,
    retry,
    logout,
  };
}
