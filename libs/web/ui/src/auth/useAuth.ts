import { apiClient, apiError } from '@redress/api-client';
import { sessionCheckOutcome } from '@redress/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

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

async function fetchCurrentUser(): Promise<AuthUser | null> {
  // No answer rejects with the browser's error. A visitor gets 200 with `user: null`; a refusal
  // (an older API that said 401) also means signed out. No answer or a server error means
  // nobody knows, and the page must say so.
  const { data, error, response } = await apiClient.GET('/api/auth/me');
  const outcome = sessionCheckOutcome(response.status);
  if (outcome === 'unavailable')
    throw apiError('The session could not be checked', response, error);
  if (outcome === 'signed-out') return null;
  return data?.user ?? null;
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
    const { error, response } = await apiClient.POST('/api/auth/logout');
    if (!response.ok) {
      throw apiError('Failed to sign out', response, error, { preferServerMessage: true });
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
