import type { Brand, TicketKind } from '@/types/brand.gen';

/** The lobby's ticket kinds in the product's order, with their `type` codes (1 to 6). */
export const KIND_ORDER: readonly TicketKind[] = [
  'quicktips',
  'smartbets',
  'superbets',
  'quickbets',
  'jackpots',
  'quickbetsx',
];

export const DEFAULT_STYLE = 'lite';
export type LobbyStyle = Brand['lobby']['styles'][number];

export interface LobbyParams {
  /** Embedded in an operator's page: links open in a new tab, no background, full width. */
  iframe: boolean;
  /** The kinds to show, in order. */
  kinds: TicketKind[];
  style: LobbyStyle;
  /** Affiliate tag for every ticket link, or null. */
  atag: string | null;
  /** The token in the URL: stored when present, removed when absent. */
  token: string | null;
}

/**
 * Reads the lobby's query parameters against the brand:
 * - `type`: comma-separated codes 1..6; invalid entries are ignored; none valid means all;
 * - `style`: only styles the brand allows, else lite (never raw text as a class);
 * - kinds the brand hides never show.
 */
export function parseLobbyParams(
  search: string | URLSearchParams,
  brand: Pick<Brand, 'lobby'>,
): LobbyParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const codes = (q.get('type') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-6]$/.test(s))
    .map(Number);
  const wanted = new Set(codes.map((c) => KIND_ORDER[c - 1]));
  const kinds = KIND_ORDER.filter(
    (k) => brand.lobby.cards.includes(k) && (wanted.size === 0 || wanted.has(k)),
  );
  const styleParam = q.get('style');
  const style =
    brand.lobby.styles.find((s) => s === styleParam) ?? (DEFAULT_STYLE satisfies LobbyStyle);
  const atag = q.get('atag');
  return {
    iframe: q.get('mode') === 'iframe',
    kinds,
    style,
    atag: atag ? atag : null,
    token: q.get('token') || null,
  };
}
