import { useInit } from '@/api/init';

/** The stakes or prices a ticket offers (a published ticket's terms). */
interface OfferedTerms {
  stakes?: readonly number[];
  prices?: readonly number[];
}

/**
 * The prices a ticket offers, none above the operator's cap of one ticket's price (/api/init
 * max_stake, docs/behaviour.md#money).
 */
export function useOfferedAmounts(ticket: OfferedTerms) {
  const { data: init } = useInit();
  const maxStake = init?.max_stake;
  const offered = ticket.stakes?.length ? ticket.stakes : (ticket.prices ?? []);
  const amounts = maxStake === undefined ? offered : offered.filter((a) => a <= maxStake);
  /** A price one ticket may cost (a typed one above the cap places nothing). */
  const allowed = (price: number | undefined) =>
    maxStake === undefined || price === undefined || price <= maxStake;
  return { amounts, allowed };
}
