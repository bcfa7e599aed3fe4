import type { MessageDescriptor } from 'react-intl';
import { FAMILY_LIST } from './family-list';

/**
 * The ticket families, described once: everything that differs between quick tips, smart bets,
 * super bets, quick bets, jackpots and quick bets X. The routes (src/app/route-table.ts), the
 * lobby, placing, tracking, history, how to play, the build's preloads and the demo API all read
 * this list; adding a family is one entry in src/lib/family-list.ts plus its screen and texts. See docs/behaviour.md#ticket-families.
 */

/** A screen module of the app (a chunk of its own) and the component it exports. */
export interface ScreenRef {
  /** Relative to the project root, e.g. src/features/quicktips/quicktip-screen.tsx. */
  module: string;
  export: string;
}

/** A route that opens one of the family's tickets. */
export interface TicketRoute {
  /** A React Router path pattern, e.g. /quickbet-swipe/:id. */
  path: string;
  screen: ScreenRef;
  /** For the ticket builder: the deck or the list of every event. */
  view?: 'swipe' | 'list';
  /** Whether the route shows a ticket of the family's card endpoint (its data is preloaded). */
  showsCard?: boolean;
  /** A query parameter with which the route shows another kind of ticket (not its card). */
  unlessParam?: string;
}

/** How a ticket of the family looks in the lobby. */
export type LobbyTile = 'quicktip' | 'image' | 'superbet' | 'count';

export interface Family {
  /**
   * The family's one name: route segment, API card family (GET /api/{id}_cards), the brand's
   * lobby card id, the ticket type of its tickets.
   */
  id: string;
  /** Its lobby `type` code (1 to 6). */
  typeCode: number;
  /** The player-facing name: the lobby heading, the ticket type in tracking and history. */
  name: MessageDescriptor;
  tile: LobbyTile;
  /** Where a ticket opens from the lobby (first), and its other views. */
  routes: readonly TicketRoute[];
  /** Its OTP screen after a phone reserve. */
  otpPath: string;
  /** Its tracking screen: `${trackingPath}/{code}`. */
  trackingPath: string;
  /** POST /api/{reserve}/reserve places its tickets paid by mobile money or bank. */
  reserve: string;
  /** POST /api/{create}/create places its tickets paid from a player's wallet. */
  create: string;
  /** POST /api/{pickBets}/pick-bets?mode= fills a ticket (Lucky Dip, Favourites, Quick Picks). */
  pickBets?: string;
  /**
   * The API ticket types of the family (its id first; a generated smart bet is a quicktipx), each
   * with the first letters of the codes the demo API gives its placed tickets.
   */
  ticketTypes: Readonly<Record<string, string>>;
}

/** The families in the lobby's order (their `type` codes): src/lib/family-list.ts. */
export const FAMILIES: readonly Family[] = FAMILY_LIST;

/** The family of that id, or undefined. */
export const familyById = (id: string | null | undefined, families = FAMILIES) =>
  families.find((f) => f.id === id);

/** The family a ticket of the API belongs to (a generated smart bet, quicktipx, is a smart bet). */
export const familyOfTicketType = (type: string, families = FAMILIES) =>
  families.find((f) => Object.hasOwn(f.ticketTypes, type));

/** The player-facing name of a family or API ticket type; null for a type this version does not know. */
export const ticketTypeName = (type: string): MessageDescriptor | null =>
  familyOfTicketType(type)?.name ?? null;

const enc = encodeURIComponent;
const fill = (pattern: string, code: string) => pattern.replace(/:[^/]+/, enc(code));

/** Where a ticket of the family opens (the lobby's link). */
export const ticketPath = (family: Family, code: string) => fill(family.routes[0]!.path, code);

/**
 * The ticket in the given view of the builder: its route of that view, else its first route with
 * `?view=click` (a quick bet X lists its events in click mode on its own address).
 */
export function viewPath(family: Family, code: string, view: 'swipe' | 'list'): string {
  const route = family.routes.find((r) => r.view === view && r.showsCard);
  return route ? fill(route.path, code) : `${ticketPath(family, code)}?view=click`;
}

export const trackingPath = (family: Family, code: string) => `${family.trackingPath}/${enc(code)}`;

/** The public tracking page of any ticket (what is shared, and where bank payments land). */
export const trackPath = (code: string) => `/track/${enc(code)}`;

/** The tracking screen of a ticket of that family or API ticket type (else the public one). */
export function trackingPathOf(familyOrType: string, code: string): string {
  const family = familyOfTicketType(familyOrType);
  return family ? trackingPath(family, code) : trackPath(code);
}

/**
 * The navigation state of a ticket's page opened by its confirmed SMS code: the page's heading
 * takes the focus (the form that had it is gone).
 */
export const OTP_CONFIRMED_STATE = { otpConfirmed: true } as const;
export const isOtpConfirmedState = (state: unknown): boolean =>
  (state as { otpConfirmed?: unknown } | null)?.otpConfirmed === true;

/** What every screen is given by its route (src/app/route-table.ts). */
export interface ScreenProps {
  /** The id of the family the route serves. */
  family?: string;
  /** For the ticket builder: the deck or the list. */
  view?: 'swipe' | 'list';
}

/**
 * What the OTP screen is given in navigation state after a reserve (style, ticket code and
 * operator; plus the phone the code was sent to and the family, to confirm and move on).
 */
export interface OtpNavigationState {
  ticketCode: string;
  operator: string;
  style: string;
  msisdn: string;
  family: string;
}
