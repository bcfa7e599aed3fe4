import { useBrand } from '@/config/brand-context';
import { pageLicence } from '@/config/page-licence';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { atom, storedAtom, useAtom } from '@/lib/state';

/** The brand's Play responsibly page (src/app/route-table.ts). */
export const PLAY_RESPONSIBLY_PATH = '/play-responsibly';

/** What this device confirmed: the minimum age and the terms' address (new terms: asked again). */
export const AGE_TERMS_KEY = 'betdeck.age-terms';
const confirmedAtom = storedAtom<string | null>(AGE_TERMS_KEY, null, { getOnInit: true });

/**
 * The confirmation being asked for, and what runs once the player confirms (the bet tapped). Not
 * `then`: jotai would take an object with a `then` for a promise and call it at once.
 */
const askingAtom = atom<{ next?: () => void } | null>(null);

/** The confirmation this brand's licence asks for (age and terms), or undefined for none. */
function wanted(brand: RuntimeBrand): string | undefined {
  const licence = pageLicence(brand);
  return licence && brand.compliance && `${licence.minimumAge}|${brand.compliance.terms}`;
}

/**
 * Age and terms, once per device (docs/compliance.md): `confirmed` once this device has confirmed
 * them (or the brand asks for nothing); `ask` has the page ask (src/features/how-to-play/, on
 * every page), then run `next`. `asking`, `confirm` and `cancel` are the asking dialog's.
 */
export function useAgeTerms() {
  const key = wanted(useBrand());
  const [stored, setStored] = useAtom(confirmedAtom);
  const [asking, setAsking] = useAtom(askingAtom);
  return {
    confirmed: !key || stored === key,
    ask: (next?: () => void) => setAsking({ next }),
    asking: !!asking,
    confirm: () => {
      setStored(key ?? null);
      setAsking(null);
      asking?.next?.();
    },
    cancel: () => setAsking(null),
  };
}
