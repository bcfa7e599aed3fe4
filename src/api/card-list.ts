import useSWR from 'swr';
import { fetcherOf } from '@/lib/swr';
import type { TicketSummary } from '@/types/api.gen';
import { isTicketSummaryList } from '@/types/answers/ticket-summary-list.gen';

/** GET /api/{family}_cards: a family's published tickets (the lobby's list). */
export const cardListKey = (family: string) => [`/${family}_cards`] as const;

const fetchList = fetcherOf(isTicketSummaryList);

export function useCardList(family: string) {
  return useSWR<TicketSummary[], unknown>(cardListKey(family), fetchList);
}
