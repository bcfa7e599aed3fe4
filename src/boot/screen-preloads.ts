import { pageLanguage, type Language } from '@/lib/languages';
import { SCREEN_FILES } from '@/lib/screen-files';
import { TOUR_DONE_KEY } from './page-ids';
import { matchRoute } from './route-match';

/** A route's or a later part's files (indices in `files`), and its tour's (a route that shows one). */
export type PreloadRow = [files: number[], tour: number[]];

/**
 * What the page preloads besides the entry (scripts/build/preloads.ts makes it from the build's
 * manifest), for each language the page can show: the core messages (`always`), and a row per
 * route (best-ranked first, as `routes` lists their patterns) and then per later part (as
 * `parts` lists their modules).
 */
export interface ScreenPreloadsConfig {
  /** The assets' URL, a folder: every file is fetched from it. */
  base: string;
  files: readonly string[];
  routes: readonly string[];
  parts: readonly string[];
  table: Readonly<Record<string, [always: number[], rows: PreloadRow[]]>>;
  languages: readonly Language[];
}

/**
 * Has the browser fetch, with the entry, the core messages of the language the page will show
 * and the screen of the address with its imports and its messages in that language, and, until
 * the player has seen it (TOUR_DONE_KEY; storage blocked: not), the tour that opens over a swipe
 * screen's first card. Keeps `window[SCREEN_FILES]` (src/lib/screen-files.ts): the app asks it
 * for a route's files when it opens a screen later, or a later part's by its module. Each file is
 * asked for once.
 */
export function run({ base, files, routes, parts, table, languages }: ScreenPreloadsConfig): void {
  const asked = new Set<number>();
  const add = (n: number) => {
    if (asked.has(n)) return;
    asked.add(n);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = base + files[n];
    document.head.appendChild(link);
  };
  const [always, rows] = table[pageLanguage(languages)] ?? table[languages[0]!]!;
  always.forEach(add);
  const names = [...routes, ...parts];
  (window as unknown as Record<string, unknown>)[SCREEN_FILES] = (name: string) => {
    const index = names.indexOf(name);
    if (index >= 0) rows[index]![0].forEach(add);
  };
  const found = matchRoute(routes, location.pathname);
  if (!found) return;
  const [screen, tour] = rows[found.index]!;
  screen.forEach(add);
  try {
    if (localStorage.getItem(TOUR_DONE_KEY) !== 'true') tour.forEach(add);
  } catch {
    // Storage blocked: the tour comes when the screen asks for it.
  }
}
