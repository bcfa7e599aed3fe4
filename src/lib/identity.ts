import { atomWithStorage, useAtomValue } from './state';

/** Who the player is, from the stored or URL token (spec section 4). */
export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'phone'; token: string; msisdn: string }
  | { kind: 'player'; token: string; code: string };

/**
 * A numeric token with an optional leading + is a phone number; an alphanumeric token is a
 * player code (identified through /api/identify). Anything else, or nothing, is anonymous.
 */
export function identityFromToken(token: string | null | undefined): Identity {
  const t = token?.trim() ?? '';
  if (/^\+?[0-9]+$/.test(t)) return { kind: 'phone', token: t, msisdn: t.replace(/^\+/, '') };
  if (/^[A-Za-z0-9]+$/.test(t)) return { kind: 'player', token: t, code: t };
  return { kind: 'anonymous' };
}

/** Authenticated means a usable token exists. */
export function isAuthenticated(identity: Identity): boolean {
  return identity.kind !== 'anonymous';
}

export const tokenAtom = atomWithStorage<string | null>('betdeck.token', null, undefined, {
  getOnInit: true,
});

export function useIdentity(): Identity {
  return identityFromToken(useAtomValue(tokenAtom));
}
