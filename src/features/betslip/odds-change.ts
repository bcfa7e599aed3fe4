import type { Identity } from '@/lib/identity';
import { atom, storedAtom, useAtomValue, useSetAtom } from '@/lib/state';
import { ODDS_CHANGES, type OddsChange } from '@/types/api.gen';

/** What the player accepts when odds move: ask (a 104 and Change bet), or an API odds_change. */
export type OddsChoice = 'ask' | OddsChange;

export const ODDS_CHOICES: readonly OddsChoice[] = ['ask', ...ODDS_CHANGES];

type Choices = Record<string, OddsChoice>;

const isChoices = (v: unknown): v is Choices =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every((c) => (ODDS_CHOICES as readonly unknown[]).includes(c));

/** Each player's choice on this browser, by player (see playerKey). */
const choicesAtom = storedAtom<Choices>('betdeck.odds-change', {}, { isValid: isChoices });

const choicesValueAtom = atom((get) => get(choicesAtom));
const setChoiceAtom = atom(null, (get, set, { key, choice }: { key: string; choice: OddsChoice }) =>
  set(choicesAtom, { ...get(choicesAtom), [key]: choice }),
);

/** Whose choice it is: a player code, a phone token, or the anonymous player of this browser. */
export function playerKey(identity: Identity): string {
  if (identity.kind === 'player') return `player:${identity.code}`;
  if (identity.kind === 'phone') return `phone:${identity.msisdn}`;
  return 'anonymous';
}

/** The player's choice for moved odds ("ask" until they pick another), remembered per player. */
export function useOddsChoice(identity: Identity): [OddsChoice, (choice: OddsChoice) => void] {
  const key = playerKey(identity);
  const choice = useAtomValue(choicesValueAtom)[key] ?? 'ask';
  const set = useSetAtom(setChoiceAtom);
  return [choice, (next) => set({ key, choice: next })];
}
