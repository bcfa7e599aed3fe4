import useSWR from 'swr';
import { fetcherOf } from '@/lib/swr';
import type { Quicktipx } from '@/types/api.gen';
import { isQuicktipx } from '@/types/answers/quicktipx.gen';

/** GET /api/quicktipxs/{code} (its create call is in place-ticket.ts). */
export const quicktipxKey = (code: string) => [`/quicktipxs/${encodeURIComponent(code)}`] as const;

const fetchQuicktipx = fetcherOf(isQuicktipx);

export function useQuicktipx(code: string | undefined) {
  return useSWR<Quicktipx, unknown>(code ? quicktipxKey(code) : null, fetchQuicktipx);
}
