import { useQuery } from '@tanstack/react-query';
import { fetchSiteConfig } from '../api/siteConfigApi';

/** The site's settings change only with a deploy: read once per visit. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: fetchSiteConfig,
    staleTime: Infinity,
    retry: 1,
  });
}
