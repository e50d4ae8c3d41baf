/** Messages the Workbox worker understands: cache these URLs by the worker's own routes. */
interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/**
 * What this page fetched from the site before the worker controlled it (the remote manifest,
 * the student remote's entry and chunks). The worker caches each by its routes, so the pages
 * seen on the very first visit can be read offline afterwards.
 */
function loadedResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      try {
        return new URL(url).origin === window.location.origin;
      } catch {
        return false;
      }
    });
}

function warmCache(worker: ServiceWorker | null): void {
  if (!worker) return;
  const message: CacheUrlsMessage = {
    type: 'CACHE_URLS',
    payload: { urlsToCache: loadedResources() },
  };
  worker.postMessage(message);
}

/** Offline support is an enhancement: a failed registration is reported, never fatal. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        warmCache(registration.active);
        // A worker that has just taken over missed what loaded in between: tell it again.
        navigator.serviceWorker.addEventListener('controllerchange', () =>
          warmCache(navigator.serviceWorker.controller),
        );
      })
      .catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
  });
}
