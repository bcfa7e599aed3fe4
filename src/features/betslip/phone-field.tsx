import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBrand } from '@/config/brand-context';
import { MSISDN_LENGTH } from '@/types/api.gen';
import { Field, Hint, Input } from './field';

/**
 * The phone number of an anonymous player: an msisdn (digits only, with the country code). For a
 * payment, the hint says the payment request goes to it; to confirm a ticket (OTP), not.
 */
export function PhoneField({
  value,
  onChange,
  forPayment = false,
}: {
  value: string;
  onChange: (value: string) => void;
  forPayment?: boolean;
}) {
  const brand = useBrand();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="betslip.phone.label" defaultMessage="Phone number" />
      </label>
      <Input
        id={id}
        name="msisdn"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        minLength={MSISDN_LENGTH.min}
        maxLength={MSISDN_LENGTH.max}
        pattern={`[0-9]{${MSISDN_LENGTH.min},${MSISDN_LENGTH.max}}`}
        placeholder={brand.phone.placeholder}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, MSISDN_LENGTH.max))}
      />
      <Hint id={`${id}-hint`}>
        {/* A prefix starting with 0 is a national one (07...): no country code to ask for. */}
        {brand.phone.prefix.startsWith('0') ? (
          <FormattedMessage
            id="betslip.phone.hintNational"
            defaultMessage="Your number, starting {prefix}."
            values={{ prefix: brand.phone.prefix }}
          />
        ) : (
          <FormattedMessage
            id="betslip.phone.hint"
            defaultMessage="With the country code, starting {prefix}."
            values={{ prefix: brand.phone.prefix }}
          />
        )}
        {forPayment && (
          <>
            {' '}
            <FormattedMessage
              id="betslip.phone.paymentNote"
              defaultMessage="We send the payment request to this phone."
            />
          </>
        )}
      </Hint>
    </Field>
  );
}
