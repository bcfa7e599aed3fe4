import { apiFetch } from '@/lib/api-client';
import type { PickBetsResponse } from '@/types/api.gen';

export type PickMode = 'lucky' | 'favourites' | 'quick';

/** POST /api/jackpots/pick-bets?mode=: Lucky Dip, Favourites or Quick Picks for a jackpot. */
export function pickJackpotBets(code: string, mode: PickMode): Promise<PickBetsResponse> {
  return apiFetch<PickBetsResponse>('/jackpots/pick-bets', {
    method: 'POST',
    query: { mode },
    body: { code },
  });
}
