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
  /** Ends the server session; rejects when the server refuses. */
  logout: () => Promise<void>;
}

export const AUTH_QUERY_KEY = ['auth', 'me'] as const;

async function fetchCurrentUser(): Promise<AuthUser | null> {
  const response = await apiFetch('/api/auth/me');
  // A visitor gets 200 with `user: null`; any other answer (a proxy error, an older API that
  // said 401) must not leave the header stuck on Loading..., so it also means signed out.
  if (response.status !== 200) return null;
  const body = (await response.json()) as { user?: AuthUser | null };
  return body.user ?? null;
}

export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: AUTH_QUERY_KEY, queryFn: fetchCurrentUser });

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

  const user = query.data ?? null;
  return { isAuthenticated: user !== null, isLoading: query.isPending, user, logout };
}
