import type { RuntimeCompliance } from './runtime-brand';

/**
 * The room of a market's bar at the top of the page (Sweden's, src/features/how-to-play/market-bar.tsx):
 * the page holds it from its first paint, so that nothing moves when the bar's code arrives. The
 * page (scripts/build/bar-room.ts) has an empty `#market-bar` first in its body, and a small
 * script in its head that puts `data-market-bar` on <html> where the host's licence has a bar;
 * the page's style gives the room its height then. The page's shell script (scripts/build/shells.ts)
 * paints the bar of the host's licence into it, from the build's prerender, in the player's
 * language; the app's bar takes its place.
 */
export const BAR_ROOM_ID = 'market-bar';
export const BAR_ATTRIBUTE = 'data-market-bar';
/**
 * On the bar the page paints from its HTML before the app's code (scripts/build/shells.ts): the
 * app's bar takes its place.
 */
export const BAR_PAINTED_ATTRIBUTE = 'data-painted';
/**
 * The bar's height, its border included: the row of buttons (40 px) and the line of the time
 * played below it (17 px, src/features/how-to-play/play-time.tsx), so that the buttons' words are
 * whole on a 360 px phone.
 */
export const BAR_HEIGHT = 58;

/**
 * The licence each host of the brand's shows, by its index, as the page picks it
 * (src/config/page-licence.ts): the first licence naming the host. A host no licence names shows
 * the first.
 */
export function licenceHosts(compliance: RuntimeCompliance | undefined): Record<string, number> {
  const hosts: Record<string, number> = {};
  for (const [i, licence] of (compliance?.licences ?? []).entries())
    for (const host of licence.hosts ?? []) hosts[host.toLowerCase()] ??= i;
  return hosts;
}

/**
 * Which hosts show a bar, as the page picks its licence (licenceHosts): the licence naming the
 * host, else the brand's first (`otherwise`). None when no licence of the brand has a bar.
 */
export function barHosts(
  compliance: RuntimeCompliance | undefined,
): { hosts: Record<string, boolean>; otherwise: boolean } | undefined {
  const licences = compliance?.licences ?? [];
  if (!licences.some((l) => l.layout === 'stickyBar')) return undefined;
  const bar = (i: number) => licences[i]?.layout === 'stickyBar';
  const hosts = Object.fromEntries(
    Object.entries(licenceHosts(compliance)).map(([host, i]) => [host, bar(i)]),
  );
  return { hosts, otherwise: bar(0) };
}
