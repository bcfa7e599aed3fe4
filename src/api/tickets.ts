import useSWR, { type SWRConfiguration } from 'swr';
import type { Ticket } from '@/types/api.gen';

/** GET /api/tickets/{code}: tracking and history of a ticket of any family. */
export const ticketKey = (code: string) => [`/tickets/${encodeURIComponent(code)}`] as const;

export function useTicket(code: string | undefined, options?: SWRConfiguration<Ticket, unknown>) {
  return useSWR<Ticket, unknown>(code ? ticketKey(code) : null, options);
}
