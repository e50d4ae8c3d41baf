import { apiClient, apiError, type Schemas } from '@redress/api-client';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../document/useHydrated';

/** What the operator configured for the public pages (GET /api/site-config). */
export type SiteConfig = Schemas['SiteConfigDto'];

export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const;

/** Reads the site settings. */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  const { data, error, response } = await apiClient.GET('/api/site-config');
  if (data) return data;
  throw apiError(`Failed to fetch the site settings (${response.status})`, response, error);
}

/**
 * The site's settings, once read: they change only with a deploy, so they are read once per
 * visit and shared by every page. A prerendered page was rendered without them, so while React
 * takes such a page over they are withheld even if already read (the analytics set-up may have
 * read them first): the first render matches the HTML, and the next one adds the address,
 * profiles or video.
 */
export function useSiteConfig(): SiteConfig | undefined {
  const hydrated = useHydrated();
  const { data } = useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: fetchSiteConfig,
    staleTime: Infinity,
    retry: 1,
  });
  return hydrated ? data : undefined;
}
