import { matchRoute } from '../boot/route-match';
import { FAMILIES, type Family, type ScreenRef } from '../lib/families';

/**
 * Every route of the app as plain data: its path, the screen module it opens (each a chunk of
 * its own), that screen's message group and the family it serves. The router (routes.tsx) and the
 * page's scripts before the app (src/boot/, through scripts/build/preloads.ts) both read this table; nothing parses source code.
 */
export interface RouteEntry {
  /** A React Router path pattern ('/' for the lobby, '*' for the catch-all). */
  path: string;
  screen: ScreenRef;
  /** The screen's texts: its feature folder (src/features/<group>/), else 'core'. */
  messages: string;
  /** The family whose screen this is, passed to the screen. */
  family?: string;
  /** For the ticket builder: the deck or the list. */
  view?: 'swipe' | 'list';
  /** The API call the screen waits on, with :id as the ticket's code (preloaded with the page). */
  data?: string;
  /** A query parameter that makes the screen show another ticket (then `data` is not preloaded). */
  dataUnless?: string;
}

const app = (file: string, name: string): ScreenRef => ({
  module: `src/app/screens/${file}.tsx`,
  export: name,
});
const feature = (folder: string, file: string, name: string): ScreenRef => ({
  module: `src/features/${folder}/${file}.tsx`,
  export: name,
});

export const SCREENS = {
  lobby: feature('lobby', 'lobby-screen', 'LobbyScreen'),
  otp: feature('otp', 'otp-screen', 'OtpScreen'),
  tracking: feature('tracking', 'tracking-screen', 'TrackingScreen'),
  history: feature('history', 'history-screen', 'HistoryScreen'),
  booking: feature('ticket-builder', 'booking-screen', 'BookingScreen'),
  howToPlay: feature('how-to-play', 'how-to-play-screen', 'HowToPlayScreen'),
  playResponsibly: feature('how-to-play', 'how-to-play-screen', 'PlayResponsiblyScreen'),
  notFound: app('not-found', 'NotFoundScreen'),
} as const satisfies Record<string, ScreenRef>;

/** GET /api/tickets/{code}: what a tracking screen shows. */
const TICKET_DATA = '/tickets/:id';

/**
 * A screen's message group: its feature folder, else core. The same as messageGroupOf
 * (src/lib/message-group.ts) for every screen (no screen is a composed module of its own group;
 * tests/app/family-registry.test.tsx holds them equal), without its table in every first load.
 */
const screenGroup = (module: string) => /^src\/features\/([^/]+)\//.exec(module)?.[1] ?? 'core';

const entry = (path: string, screen: ScreenRef, more: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  screen,
  messages: screenGroup(screen.module),
  ...more,
});

/** The routes of these families and the app's own screens, in the order they are declared. */
export function routeTable(families: readonly Family[] = FAMILIES): RouteEntry[] {
  return [
    entry('/', SCREENS.lobby),
    ...families.flatMap((f) => [
      ...f.routes.map((r) =>
        entry(r.path, r.screen, {
          family: f.id,
          ...(r.view ? { view: r.view } : {}),
          ...(r.showsCard ? { data: `/${f.id}_cards/:id` } : {}),
          ...(r.showsCard && r.unlessParam ? { dataUnless: r.unlessParam } : {}),
        }),
      ),
      entry(f.otpPath, SCREENS.otp, { family: f.id }),
      entry(`${f.trackingPath}/:id`, SCREENS.tracking, { family: f.id, data: TICKET_DATA }),
    ]),
    entry('/track/:id', SCREENS.tracking, { data: TICKET_DATA }),
    entry('/history', SCREENS.history),
    entry('/booking', SCREENS.booking),
    entry('/booking/:code', SCREENS.booking),
    entry('/how-to-play', SCREENS.howToPlay),
    entry('/how-to-play/:family', SCREENS.howToPlay),
    entry('/play-responsibly', SCREENS.playResponsibly),
    entry('*', SCREENS.notFound),
  ];
}

/** React Router's route score (its computeScore): among the routes a URL matches, the highest wins. */
export function routeScore(path: string): number {
  const segments = path.split('/').filter(Boolean);
  let score = segments.length + (path === '/' ? 2 : 0);
  if (segments.includes('*')) score -= 2;
  for (const s of segments) {
    if (s === '*') continue;
    score += s.startsWith(':') ? 3 : 10;
  }
  return score;
}

/** The table best-ranked first, as React Router picks among matches (ties: declaration order). */
export function rankedRoutes(routes: readonly RouteEntry[] = routeTable()): RouteEntry[] {
  return routes
    .map((r, order) => ({ r, order, score: routeScore(r.path) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ r }) => r);
}

/** The route that renders a path (without its query), as React Router would pick it. */
export function routeForPath(pathname: string, routes?: readonly RouteEntry[]): RouteEntry {
  const ranked = rankedRoutes(routes);
  const found = matchRoute(
    ranked.map((r) => r.path),
    pathname,
  );
  if (!found) throw new Error(`no route renders ${pathname}`);
  return ranked[found.index]!;
}
