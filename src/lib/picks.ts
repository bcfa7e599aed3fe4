import type { PickedEvent } from '@/types/api.gen';
import { pickOf, type Pick } from './betslip';

/** The fixed pick of an event of a quick tip or a generated smart bet. */
export const pickOfPickedEvent = (event: PickedEvent): Pick =>
  pickOf(event, event.market, event.bet);

/** The earliest kick-off of some events (ms since epoch), or NaN when there is none. */
export function earliestStart(events: readonly { starts: string }[]): number {
  const times = events.map((e) => Date.parse(e.starts)).filter((t) => Number.isFinite(t));
  return times.length ? Math.min(...times) : Number.NaN;
}
