import { useEffect, useState } from 'react';
import { useFinanceDetails } from '@/api/finance-details';
import { useInit } from '@/api/init';
import type { Pick as BetPick } from '@/lib/betslip';
import type { FinanceDetails, JackpotTerms } from '@/types/api.gen';
import { useSlip } from './slip-state';

/** Waits for `value` to settle (typing a custom stake asks the summary once, not per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * The slip of a ticket (price and phone) and its summary from /api/finance-details: `summary` is
 * the one on screen, once it answers for the price shown (what a bet places, as seen), and
 * `refreshing` says a changed price or pick is being priced (nothing to place meanwhile). A
 * jackpot (`pool`) is not priced by its odds: its entry is the card's (docs/behaviour.md#jackpots).
 */
export function useSlipSummary(
  family: string,
  code: string,
  amounts: readonly number[],
  openStake: boolean,
  picks: readonly BetPick[],
  pool?: JackpotTerms,
) {
  const { data: init } = useInit();
  const slip = useSlip(family, code, pool ? [pool.price] : amounts, openStake && !pool);
  const { price } = slip;
  const settledPrice = useSettled(price, 400);
  // No summary before /api/init has answered: it decides the money.
  const finance = useFinanceDetails(
    init && !pool ? settledPrice : undefined,
    picks.map((p) => p.odds),
  );
  const summary: Pick<FinanceDetails, 'price' | 'stake'> | undefined = pool
    ? { price: pool.price, stake: pool.stake }
    : price === settledPrice && !finance.isLoading && !finance.error
      ? finance.data
      : undefined;
  const refreshing = !pool && price !== undefined && price > 0 && picks.length > 0 && !summary;
  return { ...slip, finance, summary, refreshing };
}
