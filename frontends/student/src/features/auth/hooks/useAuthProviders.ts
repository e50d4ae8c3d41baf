import { useQuery } from '@tanstack/react-query';
import { fetchAuthProviders } from '../api/authApi';

export const AUTH_PROVIDERS_QUERY_KEY = ['auth', 'providers'] as const;

/** Which sign-in methods the server offers besides the e-mail link. */
export function useAuthProviders() {
  const query = useQuery({
    queryKey: AUTH_PROVIDERS_QUERY_KEY,
    queryFn: fetchAuthProviders,
    // Server configuration, not user data: it does not change while the page is open.
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
  return { google: query.data?.google === true };
}
