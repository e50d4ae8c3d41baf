#!/usr/bin/env node
// Runs after the host's production build: Workbox writes dist/frontends/host/sw.js, which the
// API serves at /sw.js. The worker precaches the host (the app shell: index.html and its
// bundles) and caches at runtime what the pages load from the student remote, so a help
// article opened once can be read again offline. The remote is cached as it is used rather
// than precached, because it is built and deployed on its own: a new remote never needs a new
// host build or worker.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hostDist = path.join(workspaceRoot, 'dist/frontends/host');
if (!existsSync(path.join(hostDist, 'index.html'))) {
  console.error(`No host build in ${hostDist}: build the host first.`);
  process.exit(1);
}

const DAY = 24 * 3600;

const { count, size, warnings } = await generateSW({
  globDirectory: hostDist,
  globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2}'],
  // The prerendered pages are answered by the network: each is its own page, not the shell.
  globIgnores: ['sw.js', 'workbox-*.js', '**/*.map', 'pages/**'],
  swDest: path.join(hostDist, 'sw.js'),
  mode: 'production',
  sourcemap: false,
  // One file at /sw.js: nothing else to serve or to cache-bust.
  inlineWorkboxRuntime: true,
  // A new worker takes over at once, so the pages of this visit already go through it.
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  cacheId: 'redress',
  // Hashed names never change; only index.html needs a revision.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(?:js|css)$/,
  // Every page of the app is the same shell, so any navigation can be answered offline.
  navigateFallback: '/index.html',
  navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/remotes/, /\/[^/?]+\.[^/?]+$/],
  runtimeCaching: [
    {
      // Where the remotes live (/remotes.json, then each remote's manifest, on this origin or
      // its own): fresh when online, the last known copy offline.
      urlPattern: ({ url }) =>
        url.pathname === '/remotes.json' || url.pathname.endsWith('/mf-manifest.json'),
      handler: 'NetworkFirst',
      options: { cacheName: 'redress-manifests', networkTimeoutSeconds: 5 },
    },
    {
      // The remotes' entries and chunks carry content hashes: cache once, keep. Served from
      // this origin (/remotes/student/) or from a remote's own (loaded as CORS requests, so
      // their answers can be kept; see crossOriginLoading in frontends/rspack.common.mjs).
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin
          ? /^\/remotes\/student\/.+\.(?:js|css)$/.test(url.pathname)
          : /\.[0-9a-f]{8}\.(?:js|css)$/.test(url.pathname),
      handler: 'CacheFirst',
      options: {
        cacheName: 'redress-remotes',
        expiration: { maxEntries: 250, maxAgeSeconds: 30 * DAY },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // The public site settings (the home page's video): the same for everyone.
      urlPattern: /\/api\/site-config$/,
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'redress-site', cacheableResponse: { statuses: [200] } },
    },
  ],
});

for (const warning of warnings) console.warn(`Workbox: ${warning}`);
console.log(
  `Service worker written: dist/frontends/host/sw.js (${count} files precached, ${(size / 1024).toFixed(0)} KB).`,
);
