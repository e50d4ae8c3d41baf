import {
  apiFetch,
  configureAnalytics,
  createEventsAdapter,
  type EventsEndpoint,
} from '@redress/web-ui';

/**
 * Sends page views where the operator configured (ANALYTICS_EVENTS_URL, read from the site
 * settings); views reported before the answer wait for it. Without settings, or when they cannot
 * be read, nothing is sent.
 */
export async function setUpAnalytics(): Promise<void> {
  try {
    const response = await apiFetch('/api/site-config');
    const settings = response.ok
      ? ((await response.json()) as { analytics?: EventsEndpoint | null })
      : {};
    configureAnalytics(settings.analytics ? createEventsAdapter(settings.analytics) : null);
  } catch {
    configureAnalytics(null);
  }
}
