import useSWR from 'swr';
import type { TicketSummary } from '@/types/api.gen';

/** GET /api/{family}_cards (published tickets) and /api/{family}_cards/{id} (one ticket). */
export function cardEndpoints<Detail>(family: string) {
  const listKey = [`/${family}_cards`] as const;
  const detailKey = (id: string) => [`/${family}_cards/${encodeURIComponent(id)}`] as const;
  return {
    listKey,
    detailKey,
    useList: () => useSWR<TicketSummary[], unknown>(listKey),
    useDetail: (id: string | undefined) => useSWR<Detail, unknown>(id ? detailKey(id) : null),
  };
}
