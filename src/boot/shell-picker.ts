import { pageLanguage, type Language } from '@/lib/languages';
import {
  BAR_PAINTED_ATTRIBUTE,
  BAR_ROOM_ID,
  SHELL_ATTRIBUTE,
  SHELL_ELEMENT_ID,
  TOUR_DONE_ATTRIBUTE,
  TOUR_DONE_KEY,
} from './page-ids';
import { matchRoute } from './route-match';

/**
 * The page's shells (scripts/build/shells.ts): each route pattern, best-ranked first, with the
 * shell its screen shows ('' none); the languages the shells are in, the first the fallback;
 * whether the brand shows the swipe tour; on a brand with a market's bar, the licence of each
 * host (an index; licenceHosts, src/config/bar-room.ts).
 */
export interface ShellPickerConfig {
  /** The route patterns, best-ranked first... */
  routes: readonly string[];
  /** ...and the shell each shows ('' none). */
  shells: readonly string[];
  languages: readonly Language[];
  tour: boolean;
  bars?: Readonly<Record<string, number>>;
}

/** The id of a shell's <template>: its screen and language. */
export const shellTemplateId = (name: string, language: string) =>
  `${SHELL_ELEMENT_ID}-${name}-${language}`;
/** The id of a bar's <template>: its licence (an index) and language. */
export const barTemplateId = (licence: number, language: string) =>
  `${BAR_ROOM_ID}-${licence}-${language}`;

/** The template of `id(language)`, else of the first language's. */
function template(id: (language: string) => string, language: string, first: string) {
  return (document.getElementById(id(language)) ??
    document.getElementById(id(first))) as HTMLTemplateElement | null;
}

/** Whether the player has seen the swipe tour, as the app reads it (tourDoneAtom: truthy JSON). */
function tourDone(): boolean {
  try {
    return !!JSON.parse(localStorage.getItem(TOUR_DONE_KEY) ?? 'false');
  } catch {
    return false;
  }
}

/** The bar of the host's licence, in `language`, painted into the bar's room for the app's to replace. */
function paintBar(bars: Readonly<Record<string, number>>, language: string, first: string) {
  const host = location.hostname.toLowerCase();
  const licence = Object.prototype.hasOwnProperty.call(bars, host) ? bars[host]! : 0;
  const room = document.getElementById(BAR_ROOM_ID);
  const bar = room && template((l) => barTemplateId(licence, l), language, first);
  if (!room || !bar) return;
  room.appendChild(bar.content.cloneNode(true));
  room.lastElementChild?.setAttribute(BAR_PAINTED_ATTRIBUTE, '');
}

/** The shell an address shows: its route's, none for a lobby framed by a partner (?mode=iframe). */
export function shellOf(
  { routes, shells }: Pick<ShellPickerConfig, 'routes' | 'shells'>,
  pathname: string,
  search: string,
): string {
  if (new URLSearchParams(search).get('mode') === 'iframe') return '';
  const found = matchRoute(routes, pathname);
  return found ? shells[found.index]! : '';
}

/**
 * Shows the shell of the address in the language the app will show before the app's scripts
 * have arrived, and sets <html lang> to its locale; an address without one keeps the brand's
 * spinner (the empty #shell goes). Before that, marks <html> (TOUR_DONE_ATTRIBUTE) on a brand
 * that shows the swipe tour once the player has seen it, before the server's screen
 * (scripts/server/page-answers.ts), which carries the tour's first step, is read; and paints the
 * host's market's bar.
 */
export function run({ routes, shells, languages, tour, bars }: ShellPickerConfig): void {
  const root = document.documentElement;
  if (tour && tourDone()) root.setAttribute(TOUR_DONE_ATTRIBUTE, '');
  const language = pageLanguage(languages);
  const first = languages[0]!;
  if (bars) paintBar(bars, language, first);
  const shell = document.getElementById(SHELL_ELEMENT_ID);
  if (!shell) return;
  const name = shellOf({ routes, shells }, location.pathname, location.search);
  const chosen = name ? template((l) => shellTemplateId(name, l), language, first) : null;
  if (!chosen) {
    shell.remove();
    return;
  }
  shell.appendChild(chosen.content.cloneNode(true));
  root.lang = chosen.dataset.locale ?? root.lang;
  root.setAttribute(SHELL_ATTRIBUTE, '');
}
