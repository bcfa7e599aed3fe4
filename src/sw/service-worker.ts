/**
 * The service worker of a brand's site (docs/behaviour.md#service-worker). Compiled once into
 * the shared app (scripts/build/service-worker.ts); each brand's `sw.js`, written by the stamp,
 * sets the brand's precache list and config and then loads this script, so a brand precaches
 * only its own files.
 *
 * - Precached (Workbox): the brand's page, manifest and images, and the shared app files its
 *   screens need. A repeat visit takes them from the device; a new release fetches only the
 *   files whose names (content hashes) or revisions changed.
 * - Navigations: the network, for a few seconds; else (offline, no answer in time) the
 *   precached page, so a reload offline shows the brand's page, never the browser's error page.
 * - Team and league images: from the cache first, at most MEDIA_CACHE.maxEntries, for
 *   MEDIA_CACHE.maxAgeSeconds.
 * - Everything else, the API above all (money, tickets, telemetry): no route, so the browser
 *   sends it as if there were no worker. Nothing of the API is ever answered from a cache.
 * - A new version waits (no skipWaiting at install): the page tells it to take over
 *   (SKIP_WAITING) when the player is not paying (src/app/service-worker.ts).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addRoute,
  cleanupOutdatedCaches,
  precache,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, Route } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { MEDIA_CACHE, NAVIGATION_TIMEOUT_S, type WorkerConfig } from './worker-config';

declare const self: ServiceWorkerGlobalScope & {
  /** The brand's precache list, set by its sw.js (MANIFEST_GLOBAL). */
  __WB_MANIFEST: (string | PrecacheEntry)[];
  /** The brand's WorkerConfig, set by its sw.js (CONFIG_GLOBAL). */
  __BETDECK_SW: WorkerConfig;
};

const config = self.__BETDECK_SW;
const origin = self.location.origin;
const API_PATH = /^\/(api|media)(\/|$)/;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The page of the site's documents (not frames: the bank widget's page is its own), never the
// API's addresses opened in a tab.
registerRoute(
  new Route(
    ({ request, url }) =>
      request.mode === 'navigate' &&
      request.destination === 'document' &&
      url.origin === origin &&
      !API_PATH.test(url.pathname),
    new NetworkOnly({
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: config.page })],
    }),
  ),
);

// The app's own files, from the precache.
addRoute();

const media = config.media.map((base) => new URL(base.replace(/\/*$/, '/'), origin).href);
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && media.some((base) => url.href.startsWith(base)),
  new CacheFirst({
    cacheName: MEDIA_CACHE.name,
    plugins: [
      new ExpirationPlugin({
        maxEntries: MEDIA_CACHE.maxEntries,
        maxAgeSeconds: MEDIA_CACHE.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The page is fetched while the worker starts (Workbox's strategies use the preloaded answer).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

// A new version takes over when the page says so (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
