import { AUTH_QUERY_KEY, type AuthUser } from '@redress/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Brings the cached session up to date once the server has signed someone in. With the user
 * in hand it is stored at once, so a guarded page opened next does not see the old signed-out
 * state and bounce back to /login; either way the session is then confirmed by the server.
 * Resolves to the signed-in user, or null when the server does not know of a session.
 */
export function useCompleteSignIn(): (user?: AuthUser) => Promise<AuthUser | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (user?: AuthUser) => {
      // Nothing fetched for whoever used this browser before may be shown to the new user.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_QUERY_KEY[0] });
      if (user) {
        queryClient.setQueryData(AUTH_QUERY_KEY, user);
        void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
        return user;
      }
      await queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY }, { throwOnError: false });
      return queryClient.getQueryData<AuthUser | null>(AUTH_QUERY_KEY) ?? null;
    },
    [queryClient],
  );
}
