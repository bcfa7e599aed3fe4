import { apiFetch } from '@/lib/api-client';
import type { PickBetsResponse } from '@/types/api.gen';
import { isPickBetsResponse } from '@/types/answers/pick-bets-response.gen';

export type PickMode = 'lucky' | 'favourites' | 'quick';

/**
 * POST /api/{family}/pick-bets?mode=: Lucky Dip, Favourites or Quick Picks for a ticket of a
 * family that has the call (jackpots: src/lib/families.ts).
 */
export function pickBets(family: string, code: string, mode: PickMode): Promise<PickBetsResponse> {
  return apiFetch(`/${encodeURIComponent(family)}/pick-bets`, isPickBetsResponse, {
    method: 'POST',
    query: { mode },
    body: { code },
  });
}
