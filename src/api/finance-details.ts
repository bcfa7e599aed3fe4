import useSWR from 'swr';
import type { FinanceDetails } from '@/types/api.gen';

/** GET /api/finance-details?price=&odds=&odds=: the summary of a ticket (the authority on money). */
export const financeDetailsKey = (price: number, odds: readonly number[]) =>
  ['/finance-details', { price, odds }] as const;

/** Asks again only when the price or the odds change; nothing while there is nothing to price. */
export function useFinanceDetails(price: number | undefined, odds: readonly number[]) {
  const ready = price !== undefined && price > 0 && odds.length > 0;
  return useSWR<FinanceDetails, unknown>(ready ? financeDetailsKey(price, odds) : null, {
    keepPreviousData: true,
  });
}
