import type { Schemas } from '@redress/api-client';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../document/useHydrated';
import { apiFetch } from '../http/apiFetch';

/** What the operator configured for the public pages (GET /api/site-config). */
export type SiteConfig = Schemas['SiteConfigDto'];

export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const;

/**
 * Reads the site settings. Typed by the generated client's schema but fetched through web-ui's
 * helper, which every page already has: the client's runtime would be the home page's and the
 * footer's only reason to load it (their JavaScript budget is tight).
 */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  const response = await apiFetch('/api/site-config');
  if (!response.ok) throw new Error(`Failed to fetch the site settings (${response.status})`);
  return (await response.json()) as SiteConfig;
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
