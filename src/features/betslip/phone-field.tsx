import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from '@/components/text-field';
import { useBrand } from '@/config/brand-context';
import { maskPhone } from '@/lib/identity';
import { phoneExample } from '@/lib/phone';
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
 * The phone number of an anonymous player, as people write it (national or international, spaces
 * too: docs/behaviour.md#the-phone-number), sent as the API's msisdn by whoever reads it. For a
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
        inputMode="tel"
        autoComplete="tel"
        required
        // As people write it: the national form (0712 345 678) or the international one
        // (+254 712 345 678), spaces and dashes too; sent as the API's msisdn (src/lib/phone.ts).
        maxLength={24}
        placeholder={brand.phone.placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error.message}
        </FieldError>
      )}
      <Hint id={`${id}-hint`}>
        <FormattedMessage
          id="betslip.phone.hintExample"
          defaultMessage="Your mobile number, e.g. {example}."
          values={{ example: phoneExample(brand.phone.prefix) }}
        />
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
 * Why a typed number was refused: it cannot be a mobile number of the brand's country (or is
 * longer than the API takes), with the form expected (src/lib/phone.ts).
 */
export function useInvalidPhoneMessage(): string {
  const intl = useIntl();
  const prefix = useBrand().phone.prefix;
  return intl.formatMessage(
    {
      id: 'betslip.error.invalidPhoneNumber',
      defaultMessage:
        'This is not a mobile number we can use. Enter it as you dial it, e.g. {example}.',
    },
    { example: phoneExample(prefix) },
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
