import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import { storedAtom, useAtom } from '@/lib/state';
import type { MobileMoneyProvider } from '@/types/brand.gen';

export type PaymentKind = 'mobile' | 'bank';

/** The player's chosen way to pay, kept across tickets. */
export const paymentKindAtom = storedAtom<PaymentKind | null>('betdeck.payment-kind', null);

/** The player's mobile-money network (their phone's), kept across tickets. */
const mobileNetworkAtom = storedAtom<string | null>('betdeck.mobile-network', null);

/**
 * The providers that show: those both the brand and /api/init offer, in the brand's order
 * (docs/behaviour.md#brand-and-init: the brand decides presentation, init what is available).
 */
export function usePaymentOptions() {
  const brand = useBrand();
  const { data: init } = useInit();
  const providers = brand.payments.providers.filter((p) => !init || init.psp.includes(p));
  const mobile = providers.filter((p): p is MobileMoneyProvider => p !== 'bank');
  const bank = providers.includes('bank');
  const kinds: PaymentKind[] = providers[0] === 'bank' ? ['bank', 'mobile'] : ['mobile', 'bank'];
  const [chosenNetwork, setNetwork] = useAtom(mobileNetworkAtom);
  // The player's network where offered, else the first (the spec's default provider).
  const network = mobile.find((p) => p === chosenNetwork) ?? mobile[0];
  return {
    providers,
    mobile,
    kinds: kinds.filter((k) => (k === 'bank' ? bank : mobile.length > 0)),
    network,
    setNetwork,
    /** The provider sent with a payment of each kind (docs/behaviour.md#placing-a-ticket). */
    pspFor: (kind: PaymentKind) => (kind === 'bank' ? 'bank' : (network ?? providers[0] ?? '')),
  };
}
