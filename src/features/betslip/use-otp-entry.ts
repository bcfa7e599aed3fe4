import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { confirmOtp, resendOtp } from '@/api/otp';
import { useBrand } from '@/config/brand-context';
import { toApiError } from '@/lib/api-error';
import { WRONG_SMS_CODE } from '@/lib/error-advice';
import { usePaymentFlow } from '@/lib/payment-flow';
import { toMsisdn } from '@/lib/phone';
import { useSetAtom } from '@/lib/state';
import { useNow } from '@/lib/use-now';
import type { Ticket } from '@/types/api.gen';
import {
  cleanOtp,
  codeConfirmedAtom,
  codeSentAtom,
  secondsToResend,
  usePendingCode,
} from './otp-wait';

/** What went wrong with a code or its resend. */
export type OtpProblem =
  | { kind: 'empty' }
  | { kind: 'phone' }
  | { kind: 'phoneInvalid' }
  /** The API says the code typed is not the one sent (code 105): said in the app's words. */
  | { kind: 'wrongCode' }
  | { kind: 'api'; code: number; message: string };

const apiProblem = (error: unknown): OtpProblem => {
  const { code, message } = toApiError(error);
  return code === WRONG_SMS_CODE ? { kind: 'wrongCode' } : { kind: 'api', code, message };
};

interface Shared {
  ticketCode: string;
  /** The phone to use, or null (then the player is asked for it). */
  phoneOf: () => string | null;
  setProblem: (problem: OtpProblem | null) => void;
  input: RefObject<HTMLInputElement | null>;
}

/** Confirming the typed code: POST /api/otp/confirm with the ticket and its phone. */
function useConfirm(shared: Shared, otp: string, onConfirmed: (ticket: Ticket) => void) {
  const { ticketCode, phoneOf, setProblem, input } = shared;
  const codeConfirmed = useSetAtom(codeConfirmedAtom);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const code = cleanOtp(otp);
    const number = phoneOf();
    if (!number) return;
    if (!code) {
      setProblem({ kind: 'empty' });
      input.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const ticket = await confirmOtp({ code: ticketCode, otp: code, msisdn: number });
      codeConfirmed(ticketCode);
      onConfirmed(ticket);
    } catch (error) {
      setProblem(apiProblem(error));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}

/** Asking for a new code (POST /api/otp/resend), once the wait since the last one is over. */
function useResend(shared: Shared) {
  const { ticketCode, phoneOf, setProblem, input } = shared;
  const codeSent = useSetAtom(codeSentAtom);
  const wait = secondsToResend(usePendingCode(ticketCode), useNow());
  const [resending, setResending] = useState(false);
  const [resendProblem, setResendProblem] = useState<OtpProblem | null>(null);
  const [resent, setResent] = useState(false);
  const resend = async () => {
    const number = phoneOf();
    if (!number || resending) return;
    setResending(true);
    setResent(false);
    setResendProblem(null);
    try {
      const answer = await resendOtp({ code: ticketCode, msisdn: number });
      codeSent({ code: ticketCode, msisdn: number, waitMs: answer.resend_after * 1000 });
      setResent(true);
      setProblem(null);
      input.current?.focus();
    } catch (error) {
      setResendProblem(apiProblem(error));
    } finally {
      setResending(false);
    }
  };
  return { wait, resending, resent, resendProblem, resend };
}

/**
 * The state of an OTP entry: the phone (`known` from the reserve or this browser, else typed),
 * the code, the problem shown, confirming and resending. The player is paying until the code is
 * confirmed: no new release takes over meanwhile.
 */
export function useOtpEntry(
  ticketCode: string,
  msisdn: string | undefined,
  onConfirmed: (ticket: Ticket) => void,
) {
  const input = useRef<HTMLInputElement>(null);
  const pending = usePendingCode(ticketCode);
  const codeSent = useSetAtom(codeSentAtom);
  const known = msisdn ?? pending?.msisdn;
  const prefix = useBrand().phone.prefix;
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [problem, setProblem] = useState<OtpProblem | null>(null);
  usePaymentFlow();

  // Opened straight after a reserve this browser did not note (an older tab): the code went out
  // just now, so the wait starts now.
  useEffect(() => {
    if (msisdn) codeSent({ code: ticketCode, msisdn, unlessKnown: true });
  }, [msisdn, ticketCode, codeSent]);

  // The number as the player wrote it, sent as the API's msisdn (src/lib/phone.ts).
  const phoneOf = (): string | null => {
    if (known) return known;
    if (!phone.trim()) {
      setProblem({ kind: 'phone' });
      return null;
    }
    const number = toMsisdn(phone, prefix);
    if (!number) setProblem({ kind: 'phoneInvalid' });
    return number;
  };
  const shared = { ticketCode, phoneOf, setProblem, input };
  const confirm = useConfirm(shared, otp, onConfirmed);
  const resend = useResend(shared);
  return { input, known, phone, setPhone, otp, setOtp, problem, setProblem, confirm, resend };
}
