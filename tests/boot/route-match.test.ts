// The page's scripts before the app pick an address's route as the app's router does
// (src/boot/route-match.ts, docs/architecture.md#the-page-before-the-app).
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { rankedRoutes, routeTable } from '@/app/route-table';
import { matchRoute } from '@/boot/route-match';

const ranked = rankedRoutes(routeTable());
const patterns = ranked.map((r) => r.path);

describe('matchRoute', () => {
  it.each([
    '/',
    '/quickbetx/QBX-101',
    '/quickbetx/QBX-101/',
    '/quickbetx/otp',
    '/quickbetx/tracking/T-OPEN-1',
    '/quicktip/QT-201',
    '/jackpot/JP-601',
    '/track/T-WON-1',
    '/history',
    '/booking/ABC234',
    '/how-to-play/quickbetx',
    '/no/such/page',
    '/quickbetx',
  ])('picks the route React Router renders at %s', (pathname) => {
    const router = matchRoutes(
      routeTable().map((r) => ({ path: r.path })),
      pathname,
    );
    const theirs = router?.at(-1)?.route.path;
    const found = matchRoute(patterns, pathname);
    expect(found && patterns[found.index]).toBe(theirs);
    expect(found?.id).toBe(router?.at(-1)?.params.id);
  });

  it('reads the :id segment and nothing past a pattern', () => {
    expect(matchRoute(['/a/:id'], '/a/X%20Y')).toEqual({ index: 0, id: 'X%20Y' });
    expect(matchRoute(['/a/:id'], '/a/X/extra')).toBeUndefined();
    expect(matchRoute(['/a/:id', '*'], '/a/X/extra')).toEqual({ index: 1 });
    expect(matchRoute(['/a'], '/')).toBeUndefined();
  });
});
