import useSWR, { type SWRConfiguration } from 'swr';
import { fetcherOf } from '@/lib/swr';
import type { Ticket } from '@/types/api.gen';
import { isTicket } from '@/types/answers/ticket.gen';

/** GET /api/tickets/{code}: tracking and history of a ticket of any family. */
export const ticketKey = (code: string) => [`/tickets/${encodeURIComponent(code)}`] as const;

const fetchTicket = fetcherOf(isTicket);

export function useTicket(code: string | undefined, options?: SWRConfiguration<Ticket, unknown>) {
  return useSWR<Ticket, unknown>(code ? ticketKey(code) : null, fetchTicket, options);
}
