import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cancelTicket, resendPaymentPrompt } from '@/api/payment';
import { useBrand } from '@/config/brand-context';
import { usePendingCode } from '@/features/betslip/otp-wait';
import { useInvalidPhoneMessage } from '@/features/betslip/phone-field';
import { useTokenIdentity } from '@/lib/identity';
import { toMsisdn } from '@/lib/phone';
import type { Ticket } from '@/types/api.gen';
import { texts } from './texts';

export interface StuckCallbacks {
  /** The prompt went out again, or the paybill is shown: the screen follows the ticket again (polls). */
  onFollow: () => void;
  /** The ticket is canceled: its answer, for the screen to show. */
  onCanceled: (ticket: Ticket) => void;
}

/**
 * The ticket's phone, which the API asks for: the phone player's own, or the one this browser
 * sent the ticket's SMS code to, else typed by the player (as people write it, src/lib/phone.ts).
 */
function useTicketPhone(code: string) {
  const intl = useIntl();
  const identity = useTokenIdentity();
  const pending = usePendingCode(code);
  const known = identity.kind === 'phone' ? identity.msisdn : pending?.msisdn;
  const prefix = useBrand().phone.prefix;
  const invalid = useInvalidPhoneMessage();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<{ message: string } | null>(null);
  const msisdnOf = (): string | null => {
    if (known) return known;
    if (!phone.trim()) {
      setPhoneError({
        message: intl.formatMessage(texts.stuckPhoneNeeded),
      });
      return null;
    }
    const number = toMsisdn(phone, prefix);
    if (!number) setPhoneError({ message: invalid });
    return number;
  };
  const typePhone = (value: string) => {
    setPhone(value);
    setPhoneError(null);
  };
  return { known, phone, typePhone, phoneError, msisdnOf };
}

/**
 * What a stuck payment's panel does (docs/behaviour.md#a-stuck-payment): the ticket's phone, the
 * prompt sent again, the cancel asked, then done, and the last call's error.
 */
export function useStuckPayment(code: string, { onFollow, onCanceled }: StuckCallbacks) {
  const { msisdnOf, ...phone } = useTicketPhone(code);
  const [busy, setBusy] = useState<'prompt' | 'cancel' | null>(null);
  const [sent, setSent] = useState(false);
  /** When the prompt may be sent again (the answer's resend_after), ms since epoch. */
  const [againAt, setAgainAt] = useState(0);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const resend = async () => {
    const number = msisdnOf();
    if (!number || busy) return;
    setBusy('prompt');
    setSent(false);
    try {
      const answer = await resendPaymentPrompt(code, number);
      setAgainAt(Date.now() + answer.resend_after * 1000);
      setSent(true);
      onFollow();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  /** Cancel tapped: asks first (the phone checked before, so that the question can be answered). */
  const askCancel = () => {
    if (msisdnOf()) setAsking(true);
  };
  const cancel = async () => {
    const number = msisdnOf();
    if (!number || busy) return;
    setBusy('cancel');
    try {
      const ticket = await cancelTicket(code, number);
      setAsking(false);
      onCanceled(ticket);
    } catch (e) {
      setAsking(false);
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  return {
    ...phone,
    busy,
    sent,
    againAt,
    resend,
    asking,
    askCancel,
    keep: () => setAsking(false),
    cancel,
    error,
    dismissError: () => setError(null),
  };
}
