import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBrand } from '@/config/brand-context';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '@/lib/betslip';
import { Field, Hint, Input } from './field';

/** The phone number of an anonymous player: digits only, 9 to 12, with the country code. */
export function PhoneField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
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
        minLength={PHONE_MIN_DIGITS}
        maxLength={PHONE_MAX_DIGITS}
        pattern={`[0-9]{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}`}
        placeholder={brand.phone.placeholder}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS))}
      />
      <Hint id={`${id}-hint`}>
        <FormattedMessage
          id="betslip.phone.hint"
          defaultMessage="With the country code, starting {prefix}. We send the payment request to this phone."
          values={{ prefix: brand.phone.prefix }}
        />
      </Hint>
    </Field>
  );
}
