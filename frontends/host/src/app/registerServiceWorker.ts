import { STUDENT_ROUTES, routePath } from '@redress/domain';
import { preloadOutlet } from '../remotes/RemoteOutlet';

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

/**
 * The pages kept for reading offline: the Help Center and its articles. Their code is fetched
 * once the worker is in charge, whatever page the visitor opened: a link followed before the
 * app had arrived (the prerendered pages load it after they have painted) left none of it
 * loaded, and the Help Center then failed to open offline.
 */
const OFFLINE_PAGES = [
  STUDENT_ROUTES.help,
  routePath(STUDENT_ROUTES.helpArticle, { slug: 'any-article' }),
];

function warmCache(worker: ServiceWorker | null): void {
  if (!worker) return;
  const message: CacheUrlsMessage = {
    type: 'CACHE_URLS',
    payload: { urlsToCache: loadedResources() },
  };
  worker.postMessage(message);
}

function whenLoaded(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Offline support is an enhancement: a failed registration is reported, never fatal. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // After the page has loaded, so the worker's downloads never compete with the page's own. A
  // prerendered page fetches this code only after it has painted, when it has loaded already.
  whenLoaded(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(async (registration) => {
        await Promise.all(OFFLINE_PAGES.map((page) => preloadOutlet(page).catch(() => undefined)));
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
