import { FormattedMessage } from 'react-intl';
import { useIdentity } from '@/api/identify';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import { isAuthenticated } from '@/lib/identity';
import type { PaymentKind, usePaymentOptions } from '@/hooks/payment-options';
import { ChoiceChips } from './choice-chips';
import { BankPanel, MobileMoneyCarousel, NetworkField } from './payment-logos';
import { PhoneField, TokenPhone } from './phone-field';

/**
 * How the player pays: mobile money or bank (when both are offered), the mobile networks or the
 * banks, and the phone of an anonymous player paying by mobile money. A player code's bet that is
 * not paid by bank is paid from the wallet (create): no network decides it, so none is shown.
 */
export function PaymentChoice({
  options,
  kind,
  onKind,
  phone,
  phoneError,
  onPhone,
}: {
  options: ReturnType<typeof usePaymentOptions>;
  kind: PaymentKind;
  onKind: (kind: PaymentKind) => void;
  phone: string;
  /** Why the phone cannot be used (Bet now was tapped without a usable one). */
  phoneError?: { message: string } | null;
  onPhone: (phone: string) => void;
}) {
  const brand = useBrand();
  const identity = useIdentity();
  const { data: init } = useInit();
  const wallet = identity.kind === 'player';
  const networks = kind === 'mobile' && !wallet;
  return (
    <>
      {options.kinds.length > 1 && (
        <ChoiceChips
          legend={<FormattedMessage id="betslip.payWith" defaultMessage="Pay with" />}
          options={options.kinds.map((k) => ({
            value: k,
            label:
              k === 'bank' ? (
                <FormattedMessage id="betslip.kind.bank" defaultMessage="Bank" />
              ) : wallet ? (
                <FormattedMessage id="betslip.kind.wallet" defaultMessage="My balance" />
              ) : (
                <FormattedMessage id="betslip.kind.mobile" defaultMessage="Mobile money" />
              ),
          }))}
          value={kind}
          onChange={onKind}
        />
      )}
      {networks && brand.blocks.carousel && <MobileMoneyCarousel providers={options.mobile} />}
      {/* The payment request (a USSD push) goes to one network: the player's. */}
      {networks && options.mobile.length > 1 && (
        <NetworkField
          networks={options.mobile}
          value={options.network}
          onChange={options.setNetwork}
        />
      )}
      {kind === 'bank' && brand.blocks.bankPanel && <BankPanel banks={init?.bank_widget?.banks} />}

      {/* The bank's own page confirms a bank payment: no phone to ask for. */}
      {kind === 'mobile' && !isAuthenticated(identity) && (
        <PhoneField forPayment value={phone} error={phoneError} onChange={onPhone} />
      )}
      {/* A phone token: the number the request goes to, where the others type theirs. */}
      {kind === 'mobile' && identity.kind === 'phone' && <TokenPhone msisdn={identity.msisdn} />}
    </>
  );
}
