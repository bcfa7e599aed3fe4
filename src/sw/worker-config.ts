/**
 * What each brand's `sw.js` sets before it loads the service worker (scripts/build/service-worker.ts
 * writes it): the worker is compiled once into the shared app (src/sw/service-worker.ts), and a
 * brand's sw.js gives it that brand's precache list and config. Plain data, read by both.
 */

/** The worker's script, at the root of a brand's site (its scope is the whole site). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The global holding the precache list (Workbox's injectManifest name). */
export const MANIFEST_GLOBAL = '__WB_MANIFEST';
/** The global holding the brand's WorkerConfig. */
export const CONFIG_GLOBAL = '__BETDECK_SW';

export interface WorkerConfig {
  /** The page every navigation gets, from the precache. */
  page: string;
  /**
   * Where team and league images are (/media, and the brand's api.mediaBasePath): paths of the
   * site or absolute URLs, each a folder. They are cached, with a bound.
   */
  media: string[];
  /**
   * The paths the brand's own pages answer (its terms, privacy, responsible gambling...: files in
   * its folder, docs/operators.md#the-brands-own-pages), each with its language versions: a
   * navigation to one goes to the network, never to the app's page.
   */
  pages?: string[];
}

/** The bound of the cache of team and league images. */
export const MEDIA_CACHE = { name: 'betdeck-media', maxEntries: 300, maxAgeSeconds: 30 * 86_400 };
