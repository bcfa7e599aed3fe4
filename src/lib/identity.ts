import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storedAtom, useAtomValue, useSetAtom } from './state';

/** Who the player is, from the stored or URL token (docs/behaviour.md#identity). */
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

/**
 * A phone number as the player may be shown it on a screen others can see: its first digits
 * (country code and network) and its last three, the rest hidden (254712345678 -> 2547•••••678).
 */
export function maskPhone(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, '');
  const head = digits.length >= 9 ? 4 : 2;
  const tail = digits.length >= 9 ? 3 : 2;
  if (digits.length <= head + tail) return '•'.repeat(digits.length);
  return digits.slice(0, head) + '•'.repeat(digits.length - head - tail) + digits.slice(-tail);
}

/** Authenticated means a usable token exists. */
export function isAuthenticated(identity: Identity): boolean {
  return identity.kind !== 'anonymous';
}

/** Where the token is kept (localStorage, as JSON). */
export const TOKEN_KEY = 'betdeck.token';

export const tokenAtom = storedAtom<string | null>(TOKEN_KEY, null, { getOnInit: true });

/**
 * Who the token says the player is. A player code is only a claim until /api/identify has
 * answered: screens use useIdentity (src/api/identify.ts), which drops a refused one.
 */
export function useTokenIdentity(): Identity {
  return identityFromToken(useAtomValue(tokenAtom));
}

/**
 * A token in the address (`?token=`) identifies the player on whichever screen it opens, and is
 * kept for the next ones (docs/behaviour.md#identity). The lobby also forgets the token when its address
 * has none (docs/behaviour.md#lobby-parameters).
 */
export function useUrlToken(): void {
  const token = useSearchParams()[0].get('token');
  const setToken = useSetAtom(tokenAtom);
  useEffect(() => {
    if (token) setToken(token);
  }, [token, setToken]);
}
