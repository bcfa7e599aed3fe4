import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { asOperatorError } from '@/lib/api-error';
import { useTokenIdentity, type Identity } from '@/lib/identity';
import type { Player } from '@/types/api.gen';
import { isPlayer } from '@/types/answers/player.gen';

/** GET /api/identify?token=: the player behind a player-code token. */
export const identifyKey = (token: string) => ['/identify', { token }] as const;

export async function fetchPlayer([path, query]: ReturnType<typeof identifyKey>): Promise<Player> {
  try {
    return await apiFetch(path, isPlayer, { query });
  } catch (error) {
    throw asOperatorError(error);
  }
}

/** The identified player when the token is a player code; nothing for phones and anonymous players. */
export function usePlayer() {
  const identity = useTokenIdentity();
  return useSWR<Player, unknown>(
    identity.kind === 'player' ? identifyKey(identity.code) : null,
    fetchPlayer,
  );
}

/**
 * Who the player is: the token's identity, except that a player code /api/identify refused is
 * no login: the player goes on anonymously, with the phone field (docs/behaviour.md#identity).
 */
export function useIdentity(): Identity {
  const identity = useTokenIdentity();
  const { error } = usePlayer();
  return identity.kind === 'player' && error ? { kind: 'anonymous' } : identity;
}
