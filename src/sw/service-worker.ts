/**
 * The service worker of a brand's site (docs/behaviour.md#service-worker). Compiled once into
 * the shared app (scripts/build/service-worker.ts); each brand's `sw.js`, written by the stamp,
 * sets the brand's precache list and config and then loads this script, so a brand precaches
 * only its own files.
 *
 * - Precached (Workbox): the brand's page, manifest and images, and the shared app files its
 *   screens need. A repeat visit takes them from the device; a new release fetches only the
 *   files whose names (content hashes) or revisions changed.
 * - Navigations: the precached page, at once (the page is the same at every address: its
 *   script picks the screen's shell), so a repeat visit waits on the network for data only, and
 *   a reload offline shows the brand's page, never the browser's error page. A new page comes
 *   with a new release (its revision in the precache list), like the rest of the app. The
 *   brand's own pages (its terms, privacy...: `config.pages`) are not the app's: from the network.
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
  createHandlerBoundToURL,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, Route } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { MEDIA_CACHE, type WorkerConfig } from './worker-config';

declare const self: ServiceWorkerGlobalScope & {
  /** The brand's precache list, set by its sw.js (MANIFEST_GLOBAL). */
  __WB_MANIFEST: (string | PrecacheEntry)[];
  /** The brand's WorkerConfig, set by its sw.js (CONFIG_GLOBAL). */
  __BETDECK_SW: WorkerConfig;
};

const config = self.__BETDECK_SW;
const origin = self.location.origin;
// The demo operator's sign-in (scripts/server/demo-api/sign-in.ts) is a page of the server, not the app's.
const API_PATH = /^\/(api|media|demo-sign-in)(\/|$)/;
/** The brand's own pages (its terms, privacy...): not the app's page, from the network. */
const ownPages = new Set(config.pages ?? []);
const isOwnPage = (pathname: string) => ownPages.has(pathname.replace(/(.)\/+$/, '$1'));

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
      !API_PATH.test(url.pathname) &&
      !isOwnPage(url.pathname),
    createHandlerBoundToURL(config.page),
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

// No navigation preload: the page never comes from the network (a worker of an earlier release
// enabled it, and the setting outlives the worker).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.disable() ?? Promise.resolve());
});

// A new version takes over when the page says so (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
