import { useMemo } from 'react';
import { RESET, storedAtom, useAtom } from '@/lib/state';
import type { SuperbetEvent } from '@/types/api.gen';
import { pickBet, type Replaced, type Selection } from '../superbet-picks';

const isSelection = (stored: unknown): stored is Selection =>
  typeof stored === 'object' &&
  stored !== null &&
  !Array.isArray(stored) &&
  Object.values(stored).every((betId) => Number.isInteger(betId));

/**
 * The selection on super bet `code`, and a way to pick or unpick a bet of one of its markets. Kept
 * for the browser tab (sessionStorage `betdeck.superbet.<code>`), as a quick bet's picks are: they
 * survive Back from the OTP screen, an error and a reload; `clear` once the ticket is placed.
 * `toggle` answers the picks the new one replaced (docs/behaviour.md#picks-that-clash).
 */
export function useSuperbetSelection(code: string, event: SuperbetEvent) {
  const selectionAtom = useMemo(
    () =>
      storedAtom<Selection>(
        `betdeck.superbet.${code}`,
        {},
        {
          area: 'session',
          isValid: isSelection,
          getOnInit: true,
        },
      ),
    [code],
  );
  const [selection, setSelection] = useAtom(selectionAtom);
  return {
    selection,
    toggle: (market: string, betId: number): Replaced[] => {
      const next = pickBet(event, selection, market, betId);
      setSelection(next.selection);
      return next.replaced;
    },
    clear: () => setSelection(RESET),
  };
}
