import { typeCodes } from '@/boot/first-screen';
import { FAMILIES, type Family } from '@/lib/families';
import type { Brand } from '@/types/brand.gen';

export const DEFAULT_STYLE = 'lite';

export type LobbyStyle = Brand['lobby']['styles'][number];

export interface LobbyParams {
  /** Embedded in an operator's page: links open in a new tab, no background, full width. */
  iframe: boolean;
  /** The families whose lists show, in order. */
  families: Family[];
  style: LobbyStyle;
  /** Affiliate tag for every ticket link, or null. */
  atag: string | null;
  /** The token in the URL: stored when present, removed when absent. */
  token: string | null;
}

/**
 * Reads the lobby's query parameters against the brand:
 * - `type`: comma-separated family type codes (1 to 6); unknown entries are ignored; none known
 *   means all;
 * - `style`: only styles the brand allows, else lite (never raw text as a class);
 * - families the brand does not list never show.
 */
export function parseLobbyParams(
  search: string | URLSearchParams,
  brand: Pick<Brand, 'lobby'>,
  all: readonly Family[] = FAMILIES,
): LobbyParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const codes = typeCodes(
    q,
    all.map((f) => f.typeCode),
  );
  const wanted = all.filter((f) => codes.includes(f.typeCode));
  const families = all.filter(
    (f) =>
      (brand.lobby.cards as readonly string[]).includes(f.id) &&
      (wanted.length === 0 || wanted.includes(f)),
  );
  const styleParam = q.get('style');
  const style =
    brand.lobby.styles.find((s) => s === styleParam) ?? (DEFAULT_STYLE satisfies LobbyStyle);
  const atag = q.get('atag');
  return {
    iframe: q.get('mode') === 'iframe',
    families,
    style,
    atag: atag ? atag : null,
    token: q.get('token') || null,
  };
}
