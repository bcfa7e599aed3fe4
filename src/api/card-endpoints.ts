import useSWR from 'swr';
import type { AnswerCheck } from '@/types/answer-check';
import { fetcherOf } from '@/lib/swr';

/**
 * GET /api/{family}_cards/{code}: one published ticket, whose shape is the family's card type
 * (the list of a family is in card-list.ts).
 */
export const cardKey = (family: string, code: string) =>
  [`/${family}_cards/${encodeURIComponent(code)}`] as const;

/**
 * The ticket `code` of the family, checked as the screen's card type (`card`, from
 * src/types/answers/); nothing is asked while `code` is undefined.
 */
export function useCard<Card>(family: string, code: string | undefined, card: AnswerCheck<Card>) {
  return useSWR<Card, unknown>(code ? cardKey(family, code) : null, fetcherOf(card));
}
