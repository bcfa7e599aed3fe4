import type { Ticket } from '@/types/api.gen';

/*
 * Apart from src/lib/ticket-status.ts, which every page's entry holds: only the history and the
 * tracking screens read a ticket's result, and their chunks take it.
 */
/**
 * The status a list of tickets shows for a ticket: a settled one (`resulted`, `closed`) as won when
 * it paid out (a final payout above 0), else lost, as the history's filters sort it
 * (schemas/api/history-filter.schema.json) and the tracking screen's note says it; any other as it
 * is.
 */
export function resultStatus({ status, final_payout }: Pick<Ticket, 'status' | 'final_payout'>) {
  if (status === 'resulted' || status === 'closed') return final_payout > 0 ? 'won' : 'lost';
  return status;
}
