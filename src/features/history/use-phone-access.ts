import { useRef, useState, type FormEvent } from 'react';
import { requestHistoryAccess, sendHistoryCode } from '@/api/history';
import { useBrand } from '@/config/brand-context';
import { cleanOtp } from '@/features/betslip/otp-wait';
import { toApiError } from '@/lib/api-error';
import { WRONG_SMS_CODE } from '@/lib/error-advice';
import { toMsisdn } from '@/lib/phone';
import { useSetAtom } from '@/lib/state';
import { grantAccessAtom } from './history-access';

/** What went wrong, and where it shows: under the phone or under the code. */
export type AccessProblem =
  | { kind: 'phoneMissing' }
  | { kind: 'phoneInvalid' }
  | { kind: 'codeMissing' }
  /** The API says the code is not the one sent (code 105): said in the app's words. */
  | { kind: 'wrongCode' }
  | { kind: 'api'; code: number; message: string; at: 'phone' | 'code' };

const TOO_SOON = 429;

type SetProblem = (problem: AccessProblem | null) => void;

/** Asking for a code to `msisdn` (`again`: a new one, from the code's step). */
function useAskCode(setProblem: SetProblem, focusCode: () => void) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState({ resendAt: 0, waitMs: 0 });
  const [resent, setResent] = useState(false);
  const [asking, setAsking] = useState(false);
  const ask = async (msisdn: string, again: boolean) => {
    setAsking(true);
    setProblem(null);
    setResent(false);
    try {
      const { resend_after } = await sendHistoryCode({ msisdn });
      setSentTo(msisdn);
      setWait({ resendAt: Date.now() + resend_after * 1000, waitMs: resend_after * 1000 });
      setResent(again);
      focusCode();
    } catch (error) {
      const { code, message, status } = toApiError(error);
      // Asked within the minute (a reload, a second tab): the last code still works.
      if (status === TOO_SOON) setSentTo(msisdn);
      const at = status === TOO_SOON || again ? 'code' : 'phone';
      setProblem({ kind: 'api', code, message, at });
    } finally {
      setAsking(false);
    }
  };
  const back = () => {
    setSentTo(null);
    setResent(false);
  };
  return { sentTo, wait, resent, asking, ask, back };
}

/** Sending the code typed (POST /api/history/access): its token is kept for this tab. */
function useConfirmCode(setProblem: SetProblem, focusCode: () => void) {
  const grant = useSetAtom(grantAccessAtom);
  const [checking, setChecking] = useState(false);
  const check = async (msisdn: string, otp: string) => {
    const code = cleanOtp(otp);
    if (!code) {
      setProblem({ kind: 'codeMissing' });
      focusCode();
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      grant({ ...(await requestHistoryAccess({ msisdn, otp: code })), msisdn });
    } catch (error) {
      const { code: errorCode, message } = toApiError(error);
      setProblem(
        errorCode === WRONG_SMS_CODE
          ? { kind: 'wrongCode' }
          : { kind: 'api', code: errorCode, message, at: 'code' },
      );
      focusCode();
    } finally {
      setChecking(false);
    }
  };
  return { checking, check };
}

/**
 * Finding a phone's tickets (docs/behaviour.md#history): the number, as people write it; an SMS
 * code to it (POST /api/history/code), a new one once `resend_after` has passed; the code, whose
 * right answer (POST /api/history/access) keeps the token for this tab.
 */
export function usePhoneAccess(prefill: string) {
  const prefix = useBrand().phone.prefix;
  const codeInput = useRef<HTMLInputElement>(null);
  const focusCode = () => codeInput.current?.focus();
  const [phone, setPhone] = useState(prefill);
  // A phone token read after the first render (the address's ?token=) fills an empty field.
  const [shownPrefill, setShownPrefill] = useState(prefill);
  if (prefill !== shownPrefill) {
    setShownPrefill(prefill);
    if (!phone) setPhone(prefill);
  }
  const [otp, setOtp] = useState('');
  const [problem, setProblem] = useState<AccessProblem | null>(null);
  const asking = useAskCode(setProblem, focusCode);
  const confirming = useConfirmCode(setProblem, focusCode);
  const busy = asking.asking || confirming.checking;
  const { sentTo } = asking;

  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!phone.trim()) return setProblem({ kind: 'phoneMissing' });
    const msisdn = toMsisdn(phone, prefix);
    if (!msisdn) return setProblem({ kind: 'phoneInvalid' });
    void asking.ask(msisdn, false);
  };

  return {
    codeInput,
    phone,
    setPhone: (value: string) => {
      setPhone(value);
      setProblem(null);
    },
    otp,
    setOtp: (value: string) => {
      setOtp(value);
      setProblem(null);
    },
    sentTo,
    wait: asking.wait,
    resent: asking.resent,
    problem,
    busy,
    sendCode,
    resend: () => {
      if (sentTo && !busy) void asking.ask(sentTo, true);
    },
    confirm: (e: FormEvent) => {
      e.preventDefault();
      if (!busy && sentTo) void confirming.check(sentTo, otp);
    },
    /** Back to the number (Use another number): its field keeps what was typed. */
    changePhone: () => {
      asking.back();
      setOtp('');
      setProblem(null);
    },
  };
}
