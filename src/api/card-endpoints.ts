import useSWR from 'swr';
import type { TicketSummary } from '@/types/api.gen';

/**
 * A family's published tickets: GET /api/{family}_cards (the lobby's list) and
 * GET /api/{family}_cards/{code} (one ticket; its shape is the family's card type).
 */
export const cardListKey = (family: string) => [`/${family}_cards`] as const;
export const cardKey = (family: string, code: string) =>
  [`/${family}_cards/${encodeURIComponent(code)}`] as const;

export function useCardList(family: string) {
  return useSWR<TicketSummary[], unknown>(cardListKey(family));
}

/** The ticket `code` of the family; nothing is asked while `code` is undefined. */
export function useCard<Card>(family: string, code: string | undefined) {
  return useSWR<Card, unknown>(code ? cardKey(family, code) : null);
}
