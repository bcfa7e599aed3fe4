import { useMemo } from 'react';
import { RESET, storedAtom, useAtom } from '@/lib/state';

/** What the player typed for a ticket: the price chosen (null: none yet valid) and the phone. */
interface Slip {
  price: number | null;
  phone: string;
}

const isSlip = (v: unknown): v is Slip =>
  typeof v === 'object' &&
  v !== null &&
  ((v as Slip).price === null || typeof (v as Slip).price === 'number') &&
  typeof (v as Slip).phone === 'string';

/**
 * The stake and phone of a ticket's payment block, kept for the tab: Change bet, Undo from the
 * summary and a reload lose nothing the player typed. Cleared once the ticket is placed.
 */
export function useSlip(family: string, code: string, prices: readonly number[], open: boolean) {
  const slipAtom = useMemo(
    () =>
      storedAtom<Slip | null>(`betdeck.slip.${family}.${code}`, null, {
        area: 'session',
        isValid: (v): v is Slip | null => v === null || isSlip(v),
        getOnInit: true,
      }),
    [family, code],
  );
  const [slip, setSlip] = useAtom(slipAtom);
  // A kept price the ticket no longer offers is dropped for its first one.
  const kept = slip && (slip.price === null || open || prices.includes(slip.price));
  const price = kept ? (slip.price ?? undefined) : prices[0];
  const phone = slip?.phone ?? '';
  return {
    price,
    phone,
    setPrice: (next: number | undefined) => setSlip({ price: next ?? null, phone }),
    setPhone: (next: string) => setSlip({ price: price ?? null, phone: next }),
    clear: () => setSlip(RESET),
  };
}
