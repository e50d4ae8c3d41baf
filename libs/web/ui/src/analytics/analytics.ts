// Page views go through one adapter so the analytics provider is a deployment choice
// (ANALYTICS_EVENTS_URL). Until the site settings say which, views wait in a short list; when
// none is configured, nothing leaves the browser.

export interface PageView {
  /** The page's path, never its query string: that can carry a sign-in token. */
  path: string;
}

export interface AnalyticsAdapter {
  pageView(view: PageView): void;
}

/** Views kept while the settings load; a visitor rarely moves faster than this. */
const MAX_PENDING = 20;

let adapter: AnalyticsAdapter | null = null;
let configured = false;
let pending: PageView[] = [];

/**
 * Sets where page views go (null: nowhere). The first call also settles the views reported
 * before it: sent through the new adapter, or dropped.
 */
export function configureAnalytics(next: AnalyticsAdapter | null): void {
  adapter = next;
  configured = true;
  const waiting = pending;
  pending = [];
  for (const view of waiting) send(view);
}

export function reportPageView(view: PageView): void {
  if (!configured) {
    if (pending.length < MAX_PENDING) pending.push(view);
    return;
  }
  send(view);
}

function send(view: PageView): void {
  if (!adapter) return;
  try {
    adapter.pageView(view);
  } catch (error) {
    // A broken analytics provider must never break navigation.
    console.warn('Page view report failed', error);
  }
}

export interface EventsEndpoint {
  /** e.g. https://plausible.io/api/event, or a self-hosted instance's. */
  eventsUrl: string;
  /** The site's name at the provider. */
  domain: string;
}

/**
 * The Plausible events API (also served by self-hosted Plausible and compatible collectors): a
 * cookie-free `pageview` event per page. Sent as text/plain so the browser needs no preflight,
 * with keepalive so a view reported just before leaving is not lost.
 */
export function createEventsAdapter(
  endpoint: EventsEndpoint,
  page: {
    post?: typeof fetch;
    origin?: () => string;
    referrer?: () => string;
  } = {},
): AnalyticsAdapter {
  const post = page.post ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const origin = page.origin ?? (() => window.location.origin);
  const referrer = page.referrer ?? (() => document.referrer);
  return {
    pageView: ({ path }) => {
      const body = JSON.stringify({
        name: 'pageview',
        url: new URL(path, origin()).toString(),
        domain: endpoint.domain,
        referrer: referrer() || null,
      });
      void post(endpoint.eventsUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body,
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined);
    },
  };
}

/** For tests: back to the state of a fresh page. */
export function resetAnalyticsForTests(): void {
  adapter = null;
  configured = false;
  pending = [];
}
