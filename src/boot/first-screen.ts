import { matchRoute } from './route-match';

/**
 * What a first screen asks the API for, started with the page (docs/architecture.md#the-page-before-the-app):
 * the page's early asks (ask-early.ts) and the bundled server that sends the answers with the page
 * (scripts/server/page-answers.ts) read it from one table, built with the page
 * (scripts/build/preloads.ts, firstScreenTable).
 */

/**
 * The lists whose first tiles are in view when the lobby opens: their images load first (the
 * lobby's tiles), and the page asks for them as soon as their lists arrive.
 */
export const PRIORITY_LISTS = 2;
export const PRIORITY_TILES = 2;

/** Pictures the page fetches from an answer as soon as it comes: a list's tiles, a ticket's card. */
export type Pictures = 'image' | 'superbet' | 'card';

/** A lobby list the brand shows: its family's type code, its URL, the pictures of its tiles (0: none). */
export type ListRow = [code: number, url: string, tiles: 'image' | 'superbet' | 0];

/**
 * A route's first call: the call its screen waits on (`:id` the ticket's code; '' none), the
 * query parameter that makes the screen show another ticket ('' none), and 1 where its first
 * card's logos are in view first (the swipe and list views).
 */
export type CallRow = [data: string, unless: string, card: 0 | 1];

export interface FirstScreenTable {
  /** The API's base path, without a trailing slash. */
  api: string;
  /** The type codes of every family (`?type=` names them). */
  known: readonly number[];
  /** The brand's lobby lists, in the registry's order. */
  lists: readonly ListRow[];
  /** The route patterns, best-ranked first (rankedRoutes, src/app/route-table.ts)... */
  routes: readonly string[];
  /** ...and the first call of each. */
  calls: readonly CallRow[];
}

export interface FirstCall {
  url: string;
  pictures?: Pictures;
}

/**
 * The family type codes a lobby's `?type=` asks for (comma-separated, spaces allowed), of those
 * `known`; unknown entries are ignored, and none known means every family.
 */
export function typeCodes(search: string | URLSearchParams, known: readonly number[]): number[] {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return (query.get('type') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9]+$/.test(s))
    .map(Number)
    .filter((n) => known.includes(n));
}

/** The lobby's lists, narrowed by `?type=`: the first PRIORITY_LISTS with their tiles' pictures. */
function lobbyCalls(table: FirstScreenTable, search: string): FirstCall[] {
  const wanted = typeCodes(search, table.known);
  return table.lists
    .filter(([code]) => wanted.length === 0 || wanted.includes(code))
    .map(([, url, tiles], i) => (i < PRIORITY_LISTS && tiles ? { url, pictures: tiles } : { url }));
}

/** A ticket or tracking screen's ticket (the route's `data`), if its address names one. */
function ticketCall(table: FirstScreenTable, pathname: string, search: string): FirstCall[] {
  const found = matchRoute(table.routes, pathname);
  if (!found || found.id === undefined) return [];
  const [data, unless, card] = table.calls[found.index]!;
  if (!data || (unless && new URLSearchParams(search).has(unless))) return [];
  let code: string;
  try {
    code = encodeURIComponent(decodeURIComponent(found.id));
  } catch {
    // An address whose code cannot be decoded: the screen says so; nothing to ask for early.
    return [];
  }
  const url = table.api + data.replace(':id', code);
  return [card ? { url, pictures: 'card' } : { url }];
}

/**
 * The calls the first screen at `pathname` and `search` waits on, as the app will make them
 * (their URLs): /init, which every screen's header reads; on the lobby (/) its lists; on a
 * ticket or tracking screen its ticket.
 */
export function firstScreenCalls(
  table: FirstScreenTable,
  pathname: string,
  search: string,
): FirstCall[] {
  const init = { url: `${table.api}/init` };
  if (pathname === '/') return [init, ...lobbyCalls(table, search)];
  return [init, ...ticketCall(table, pathname, search)];
}
