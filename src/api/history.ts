import useSWR from 'swr';
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
 * One page of the history (from 1), or none while there is no token. A list shows its pages each
 * with its own call (SWR's pagination): a page that fails leaves those before it as they were.
 */
export function useHistoryPage(query: HistoryQuery | null, page: number) {
  return useSWR<TicketHistory, unknown>(query ? historyKey(query, page) : null, fetchHistory);
}

/** POST /api/history/code: an SMS code to the phone (429 while the last one is fresh). */
export function sendHistoryCode(body: PhoneRequest): Promise<HistoryCodeResponse> {
  return apiFetch('/history/code', isHistoryCodeResponse, { method: 'POST', body });
}

/** POST /api/history/access: the phone's code, answered by a token that lists its tickets. */
export function requestHistoryAccess(body: HistoryAccessRequest): Promise<HistoryAccess> {
  return apiFetch('/history/access', isHistoryAccess, { method: 'POST', body });
}
