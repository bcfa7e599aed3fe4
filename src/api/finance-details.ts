import useSWR from 'swr';
import { fetcherOf } from '@/lib/swr';
import type { FinanceDetails } from '@/types/api.gen';
import { isFinanceDetails } from '@/types/answers/finance-details.gen';

/** GET /api/finance-details?price=&odds=&odds=: the summary of a ticket (the authority on money). */
export const financeDetailsKey = (price: number, odds: readonly number[]) =>
  ['/finance-details', { price, odds }] as const;

const fetchFinance = fetcherOf(isFinanceDetails);

/**
 * Asks again only when the price or the odds change, showing the last summary meanwhile; nothing
 * (no summary at all) while there is nothing to price, e.g. a custom stake being typed.
 */
export function useFinanceDetails(
  price: number | undefined,
  odds: readonly number[],
): { data?: FinanceDetails; error?: unknown; isLoading: boolean; retry?: () => void } {
  const ready = price !== undefined && price > 0 && odds.length > 0;
  const { data, error, isLoading, mutate } = useSWR<FinanceDetails, unknown>(
    ready ? financeDetailsKey(price, odds) : null,
    fetchFinance,
    { keepPreviousData: true },
  );
  return ready ? { data, error, isLoading, retry: () => void mutate() } : { isLoading: false };
}
