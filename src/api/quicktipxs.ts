import useSWR from 'swr';
import type { Quicktipx } from '@/types/api.gen';

/** GET /api/quicktipxs/{code} (its create call is in place-ticket.ts). */
export const quicktipxKey = (code: string) => [`/quicktipxs/${encodeURIComponent(code)}`] as const;

export function useQuicktipx(code: string | undefined) {
  return useSWR<Quicktipx, unknown>(code ? quicktipxKey(code) : null);
}
