import { atom, storedAtom } from './state';

/**
 * A ticket placed from this browser, listed by the history as placed on this device (a player's
 * tickets from any device come from GET /api/history: docs/behaviour.md#history).
 */
export interface PlacedTicket {
  code: string;
  /** Its family's id (src/lib/families.ts). */
  family: string;
  /** The published ticket it was built from, e.g. its title. */
  title?: string;
  /** ms since epoch */
  placedAt: number;
}

const MAX_KEPT = 50;

const placedTicketsStorageAtom = storedAtom<PlacedTicket[]>('betdeck.placed-tickets', [], {
  getOnInit: true,
});

/** Tickets placed from this browser, newest first. */
export const placedTicketsAtom = atom((get) => get(placedTicketsStorageAtom));

/** Records a placed ticket (once per code), keeping the newest 50. */
export const recordPlacedTicketAtom = atom(null, (get, set, ticket: PlacedTicket) => {
  const rest = get(placedTicketsStorageAtom).filter((t) => t.code !== ticket.code);
  set(placedTicketsStorageAtom, [ticket, ...rest].slice(0, MAX_KEPT));
});

/** Records a ticket confirmed here unless this browser already has it (keeping its title). */
export const notePlacedTicketAtom = atom(null, (get, set, ticket: PlacedTicket) => {
  if (!get(placedTicketsStorageAtom).some((t) => t.code === ticket.code)) {
    set(recordPlacedTicketAtom, ticket);
  }
});
