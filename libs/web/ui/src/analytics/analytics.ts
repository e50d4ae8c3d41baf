// Page views go through one adapter so the analytics vendor is a deployment choice. Until an
// adapter is configured nothing leaves the browser.

export interface PageView {
  /** Path and query string of the page. */
  path: string;
}

export interface AnalyticsAdapter {
  pageView(view: PageView): void;
}

const noopAdapter: AnalyticsAdapter = { pageView: () => undefined };

let adapter: AnalyticsAdapter = noopAdapter;

export function configureAnalytics(next: AnalyticsAdapter | null): void {
  adapter = next ?? noopAdapter;
}

export function reportPageView(view: PageView): void {
  try {
    adapter.pageView(view);
  } catch (error) {
    // A broken analytics vendor must never break navigation.
    console.warn('Page view report failed', error);
  }
}

/** Adapter for a tag manager that reads a `dataLayer` array (the operator adds its snippet). */
export function createDataLayerAdapter(dataLayer: unknown[]): AnalyticsAdapter {
  return {
    pageView: ({ path }) => dataLayer.push({ event: 'page_view', page_path: path }),
  };
}
