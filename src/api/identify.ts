import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { asOperatorError } from '@/lib/api-error';
import { useIdentity } from '@/lib/identity';
import type { Player } from '@/types/api.gen';

/** GET /api/identify?token=: the player behind a player-code token. */
export const identifyKey = (token: string) => ['/identify', { token }] as const;

export async function fetchPlayer([path, query]: ReturnType<typeof identifyKey>): Promise<Player> {
  try {
    return await apiFetch<Player>(path, { query });
  } catch (error) {
    throw asOperatorError(error);
  }
}

/** The identified player when the token is a player code; nothing for phones and anonymous players. */
export function usePlayer() {
  const identity = useIdentity();
  return useSWR<Player, unknown>(
    identity.kind === 'player' ? identifyKey(identity.code) : null,
    fetchPlayer,
  );
}
