import type { RuntimeCompliance } from './runtime-brand';

/**
 * The room of a market's bar at the top of the page (Sweden's, src/features/how-to-play/market-bar.tsx):
 * the page holds it from its first paint, so that nothing moves when the bar's code arrives. The
 * page (scripts/build/bar-room.ts) has an empty `#market-bar` first in its body, and a small
 * script in its head that puts `data-market-bar` on <html> where the host's licence has a bar;
 * the page's style gives the room its height then. The bar renders into that room.
 */
export const BAR_ROOM_ID = 'market-bar';
export const BAR_ATTRIBUTE = 'data-market-bar';
/** The bar's height, its border included. */
export const BAR_HEIGHT = 44;

/**
 * Which hosts show a bar, as the page picks its licence (src/config/page-licence.ts): the
 * licence naming the host, else the brand's first (`otherwise`). None when no licence of the
 * brand has a bar.
 */
export function barHosts(
  compliance: RuntimeCompliance | undefined,
): { hosts: Record<string, boolean>; otherwise: boolean } | undefined {
  const licences = compliance?.licences ?? [];
  if (!licences.some((l) => l.layout === 'stickyBar')) return undefined;
  const hosts: Record<string, boolean> = {};
  for (const licence of licences)
    for (const host of licence.hosts ?? [])
      hosts[host.toLowerCase()] ??= licence.layout === 'stickyBar';
  return { hosts, otherwise: licences[0]?.layout === 'stickyBar' };
}
