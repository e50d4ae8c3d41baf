import { QueryClient } from '@tanstack/react-query';

/** Data-fetching defaults of the specification (document 1, section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: true,
        staleTime: 60_000,
        refetchOnMount: 'always',
      },
    },
  });
}
