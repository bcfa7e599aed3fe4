/**
 * The page's preloads of a screen opened after the first: the build leaves out Vite's
 * preload helper and its lists of each lazy chunk's imports (1.1 KB gzipped of every first load,
 * scripts/vite/no-preload-helper.ts), and the page's inline script, which holds every route's
 * files for the player's language to preload the first screen's (src/boot/screen-preloads.ts),
 * keeps a function that preloads a route's: a screen's code and its imports then come at once,
 * not one after another as the browser finds them.
 */

/**
 * The parts of every page the app loads after its first screen, by module (as the build manifest
 * names them), with their message groups: the page's table holds their files too, so that
 * their imports and texts come with them rather than one after another.
 */
export const MARKET_SLOT_PART = 'src/features/how-to-play/market-slot.tsx';
export const ERROR_VIEW_PART = 'src/components/error-view-body.tsx';
export const LATER_PARTS = [
  { module: MARKET_SLOT_PART, messages: 'how-to-play' },
  { module: ERROR_VIEW_PART, messages: 'errors' },
] as const;

/** The global the page's script keeps the function in. */
export const SCREEN_FILES = 'betdeckScreenFiles';

/**
 * Has the browser fetch the files of the route `pattern` (src/app/route-table.ts), or of a part
 * of LATER_PARTS by its module, if the page can.
 */
export function preloadScreenFiles(pattern: string): void {
  const preload = (globalThis as Record<string, unknown>)[SCREEN_FILES];
  if (typeof preload === 'function') (preload as (pattern: string) => void)(pattern);
}
