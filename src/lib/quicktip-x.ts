/**
 * A quick tip X is a tip generated for one player (a generated smart bet is one): it is read with
 * GET /api/quicktipxs/{code} and bought with POST /api/quicktipxs/create, where a published quick
 * tip uses /api/quicktip_cards/{code} and /api/quicktips/create. Both open on the quick tip screen;
 * the address says which one it is: /quicktip/{code}?x=1.
 */
export const QUICKTIP_X_PARAM = 'x';

/** Whether the quick tip screen's query asks for a quick tip X (`x=1` or `x=true`). */
export function isQuicktipX(search: URLSearchParams): boolean {
  const value = search.get(QUICKTIP_X_PARAM)?.trim().toLowerCase();
  return value === '1' || value === 'true';
}

/** The quick tip screen of a quick tip X, e.g. to bookmark or share a generated smart bet. */
export const quicktipXPath = (code: string): string =>
  `/quicktip/${encodeURIComponent(code)}?${QUICKTIP_X_PARAM}=1`;
