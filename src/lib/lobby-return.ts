import { storedAtom, useAtomValue } from './state';

/** The lobby's parameters that shape what the player came from (docs/behaviour.md#lobby-parameters). */
const LOBBY_KEYS = ['atag', 'mode', 'type', 'style', 'token'] as const;

/** The lobby's query as the player last opened it in this tab, e.g. "?atag=x&style=bold". */
export const lobbyQueryAtom = storedAtom<string>('betdeck.lobby-query', '', {
  area: 'session',
  getOnInit: true,
});

/** The part of a lobby address's query that Back to Games brings back. */
export function lobbyQueryOf(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of LOBBY_KEYS) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** Where Back to Games goes: the lobby as the player opened it (its atag, mode, type, style, token). */
export function useLobbyPath(): string {
  return `/${useAtomValue(lobbyQueryAtom)}`;
}
