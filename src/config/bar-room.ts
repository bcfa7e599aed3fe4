import type { RuntimeCompliance } from './runtime-brand';

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
