import { BAR_ATTRIBUTE } from './page-ids';

/**
 * Where the page has room for a market's bar (src/config/bar-room.ts): by host, whether its
 * licence has a bar, and what a host no licence names shows.
 */
export interface BarMarkConfig {
  hosts: Record<string, boolean>;
  otherwise: boolean;
}

/**
 * Before the body is painted, marks <html> (BAR_ATTRIBUTE) on a host whose licence has a bar: the
 * page's style then gives the bar's room its height (scripts/build/bar-room.ts).
 */
export function run({ hosts, otherwise }: BarMarkConfig): void {
  const host = location.hostname.toLowerCase();
  const bar = Object.prototype.hasOwnProperty.call(hosts, host) ? hosts[host] : otherwise;
  if (bar) document.documentElement.setAttribute(BAR_ATTRIBUTE, '');
}
