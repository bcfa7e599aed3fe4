import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from '@/components/text-field';
import { useBrand } from '@/config/brand-context';
import { maskPhone } from '@/lib/identity';
import { MSISDN_LENGTH } from '@/types/api.gen';
import { Field, Hint, Input } from './field';

const TokenNote = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const PhoneInput = styled(Input)`
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * The phone number of an anonymous player: an msisdn (digits only, with the country code). For a
 * payment, the hint says the payment request goes to it; to confirm a ticket (OTP), not. An
 * `error` (Bet now tapped without a usable number) shows under the field, marks it invalid and
 * takes the focus there, so the player sees what to fix.
 */
export function PhoneField({
  value,
  onChange,
  forPayment = false,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  forPayment?: boolean;
  /** A new object each time it is said (each tap), so the field takes the focus again. */
  error?: { message: string } | null;
}) {
  const brand = useBrand();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="betslip.phone.label" defaultMessage="Phone number" />
      </label>
      <PhoneInput
        ref={input}
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, MSISDN_LENGTH.max))}
      />
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error.message}
        </FieldError>
      )}
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

/**
 * Where a phone-token player's payment request goes, in the place an anonymous player types
 * the number: the number masked (maskPhone), not to be typed again.
 */
export function TokenPhone({ msisdn }: { msisdn: string }) {
  return (
    <TokenNote>
      <FormattedMessage
        id="betslip.phone.token"
        defaultMessage="We send the payment request to your phone {phone}."
        values={{ phone: <strong dir="ltr">{maskPhone(msisdn)}</strong> }}
      />
    </TokenNote>
  );
}
