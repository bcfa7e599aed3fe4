import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '@/lib/api-client';
import { fetcherOf, type ApiKey } from '@/lib/swr';
import type {
  HistoryAccess,
  HistoryAccessRequest,
  HistoryCodeResponse,
  HistoryFilter,
  PhoneRequest,
  TicketHistory,
} from '@/types/api.gen';
import { isHistoryAccess } from '@/types/answers/history-access.gen';
import { isHistoryCodeResponse } from '@/types/answers/history-code-response.gen';
import { isTicketHistory } from '@/types/answers/ticket-history.gen';

/** What GET /api/history is asked besides the page: whose tickets, and which of them. */
export interface HistoryQuery {
  /** A player's code or a phone's history token. */
  token: string;
  status: HistoryFilter;
  /** ISO 8601 date-times: placed at or after `from`, before `to`. */
  from?: string;
  to?: string;
}

/** Tickets a page of the history holds (the API's default). */
export const HISTORY_PER_PAGE = 10;

/** GET /api/history: one page of a player's tickets, newest first (docs/behaviour.md#history). */
export const historyKey = (query: HistoryQuery, page: number): ApiKey =>
  [
    '/history',
    {
      token: query.token,
      status: query.status,
      from: query.from,
      to: query.to,
      page,
      per_page: HISTORY_PER_PAGE,
    },
  ] as const;

const fetchHistory = fetcherOf(isTicketHistory);

/**
 * The history's pages shown so far (`setSize` asks for more): none while there is no token. A page
 * after the last is not asked for.
 */
export function useHistory(query: HistoryQuery | null) {
  return useSWRInfinite<TicketHistory, unknown>(
    (index, previous: TicketHistory | null) => {
      if (!query) return null;
      if (previous && index * previous.per_page >= previous.total) return null;
      return historyKey(query, index + 1);
    },
    fetchHistory,
    { revalidateFirstPage: false },
  );
}

/** POST /api/history/code: an SMS code to the phone (429 while the last one is fresh). */
export function sendHistoryCode(body: PhoneRequest): Promise<HistoryCodeResponse> {
  return apiFetch('/history/code', isHistoryCodeResponse, { method: 'POST', body });
}

/** POST /api/history/access: the phone's code, answered by a token that lists its tickets. */
export function requestHistoryAccess(body: HistoryAccessRequest): Promise<HistoryAccess> {
  return apiFetch('/history/access', isHistoryAccess, { method: 'POST', body });
}
