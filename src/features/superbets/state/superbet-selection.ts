import { atom, useAtomValue, useSetAtom } from '@/lib/state';
import { toggleBet, type Selection } from '../superbet-picks';

/** Each super bet's selection, by ticket code: kept while the app is open (back from the OTP). */
const selectionsAtom = atom<Readonly<Record<string, Selection>>>({});

const toggleAtom = atom(
  null,
  (get, set, { code, market, betId }: { code: string; market: string; betId: number }) => {
    const all = get(selectionsAtom);
    set(selectionsAtom, { ...all, [code]: toggleBet(all[code] ?? {}, market, betId) });
  },
);

const NONE: Selection = {};

/** The selection on super bet `code`, and a way to pick or unpick a bet of one of its markets. */
export function useSuperbetSelection(code: string) {
  const selection = useAtomValue(selectionsAtom)[code] ?? NONE;
  const toggle = useSetAtom(toggleAtom);
  return {
    selection,
    toggle: (market: string, betId: number) => toggle({ code, market, betId }),
  };
}
