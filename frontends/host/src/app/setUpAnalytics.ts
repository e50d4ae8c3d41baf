import type { QueryClient } from '@tanstack/react-query';
import {
  configureAnalytics,
  createEventsAdapter,
  fetchSiteConfig,
  SITE_CONFIG_QUERY_KEY,
} from '@redress/web-ui';

/**
 * Sends page views where the operator configured (ANALYTICS_EVENTS_URL, read from the site
 * settings); views reported before the answer wait for it. Without settings, or when they cannot
 * be read, nothing is sent.
 */
export async function setUpAnalytics(queryClient: QueryClient): Promise<void> {
  try {
    // Through the shared cache: the footer and the home page read the same answer.
    const settings = await queryClient.fetchQuery({
      queryKey: SITE_CONFIG_QUERY_KEY,
      queryFn: fetchSiteConfig,
      staleTime: Infinity,
    });
    configureAnalytics(settings.analytics ? createEventsAdapter(settings.analytics) : null);
  } catch {
    configureAnalytics(null);
  }
}
