import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdentity, usePlayer } from '@/api/identify';
import { createTicket, reserveTicket } from '@/api/place-ticket';
import { useBrand } from '@/config/brand-context';
import { pageLicence } from '@/config/page-licence';
import type { LocalError } from '@/lib/betslip';
import { familyById } from '@/lib/families';
import { newIdempotencyKey } from '@/lib/idempotency';
import { recordPlacedTicketAtom } from '@/lib/placed-tickets';
import { jsonStorage, useSetAtom } from '@/lib/state';
import { codeSentAtom } from './otp-wait';
import {
  intentFor,
  mustSignIn,
  nextStep,
  placeErrorOf,
  planPlacing,
  type Intent,
  type PlaceCall,
  type PlaceError,
  type PlaceInput,
} from './placing-plan';
import { usePlacingMessages } from './placing-messages';
import { useBankWidget } from './use-bank-widget';

const send = (request: PlaceCall, key: string) =>
  request.call === 'create'
    ? createTicket(request.family, request.body, key)
    : reserveTicket(request.family, request.body, key);

/** A field's own error: which field, and what it says (a new object each tap). */
export interface FieldProblem {
  field: 'phone' | 'price';
  message: string;
}

const isIntent = (stored: unknown): stored is Intent =>
  typeof (stored as Intent | null)?.fingerprint === 'string' &&
  typeof (stored as Intent).key === 'string';

/**
 * The intent of placing ticket `code` of `family` with `fingerprint` (intentFor), kept for this
 * tab (sessionStorage `betdeck.intent.<family>.<code>`): a reload while a call or the bank's
 * widget was under way keeps its key, so placing the same picks again answers with the ticket
 * already made (the picks survive the reload too: builder-state.ts). `drop` once it is placed.
 */
function storedIntent(family: string, code: string, fingerprint: string) {
  const storage = jsonStorage<Intent | null>('session', isIntent);
  const stored = `betdeck.intent.${family}.${code}`;
  const intent = intentFor(storage.getItem(stored, null), fingerprint, newIdempotencyKey);
  storage.setItem(stored, intent);
  return { key: intent.key, drop: () => storage.removeItem(stored) };
}

/**
 * What the player is asked once a bet passes its own checks and before any call (the age and terms
 * question): `go` places it; a "no" never calls it, and nothing is placed.
 */
export type Confirm = (go: () => void) => void;

/** Who places, for planPlacing: the family, the ticket, the player and their balance. */
function usePlacer(family: string, code: string, atag: string | null | undefined) {
  const brand = useBrand();
  const phonePrefix = brand.phone.prefix;
  const needsAccount = pageLicence(brand)?.identification === 'account';
  const identity = useIdentity();
  const { data: { balance } = {}, mutate: refreshPlayer } = usePlayer();
  const placer = useMemo(() => {
    const placed = familyById(family);
    if (!placed) throw new Error(`usePlaceTicket: unknown family ${family}`);
    return { family: placed, code, atag, identity, balance, phonePrefix, needsAccount };
  }, [family, code, atag, identity, balance, phonePrefix, needsAccount]);
  return { placer, refreshPlayer };
}

/** The field a refusal found before any call is about, if it is one field's. */
const FIELD_OF: Partial<Record<LocalError, FieldProblem['field']>> = {
  missedPhone: 'phone',
  invalidPhone: 'phone',
  missedPrice: 'price',
};

/**
 * What placing says: a refusal found before any call about the phone or the price at its field (a
 * new object each tap, so the field takes the focus again), the others and the API's in the modal.
 */
function usePlaceErrors() {
  const { refusal } = usePlacingMessages();
  const [error, setError] = useState<PlaceError | null>(null);
  const [fieldError, setFieldError] = useState<FieldProblem | null>(null);
  const refuse = useCallback(
    (reason: LocalError, price: number, picks?: { count: number; total: number }) => {
      const message = refusal(reason, price, picks);
      const field = FIELD_OF[reason];
      if (field) setFieldError({ field, message });
      else setError({ code: 1, message, reason });
    },
    [refusal],
  );
  /** A call is being made: what was said before no longer holds. */
  const clearAll = useCallback(() => {
    setError(null);
    setFieldError(null);
  }, []);
  const clearError = () => setError(null);
  /** The player changed `field`: its error no longer holds. */
  const clearFieldError = (field: FieldProblem['field']) =>
    setFieldError((e) => (e?.field === field ? null : e));
  return { error, setError, fieldError, refuse, clearAll, clearError, clearFieldError };
}

/**
 * Places a ticket of `family` built from the published ticket `code` (placing-plan.ts decides
 * what is sent and where the player goes next). One ticket per intent: a second call while one
 * is in flight is ignored, and retrying the same picks, price, phone and provider reuses the
 * Idempotency-Key, in this tab, across a reload (storedIntent). The bank's widget, closed, gives
 * the focus back to `opener`, what the player tapped (placing disables it meanwhile).
 */
export function usePlaceTicket(props: {
  /** The id of the ticket's family: which calls place it and where the player goes next. */
  family: string;
  code: string;
  title?: string;
  atag?: string | null;
  style?: string;
  /** Called once the ticket is placed (a bank one: paid), before the screen moves on. */
  onPlaced?: () => void;
}) {
  const { family, code, title, atag, style = 'lite', onPlaced } = props;
  const navigate = useNavigate();
  const { id: operator } = useBrand();
  const { placer, refreshPlayer } = usePlacer(family, code, atag);
  const openBankWidget = useBankWidget();
  const recordPlaced = useSetAtom(recordPlacedTicketAtom);
  const codeSent = useSetAtom(codeSentAtom);
  const [placing, setPlacing] = useState(false);
  const errors = usePlaceErrors();
  const { error, setError, fieldError, clearError, clearFieldError, refuse, clearAll } = errors;
  const inFlight = useRef(false);

  const place = useCallback(
    async (input: PlaceInput, opener = document.activeElement, confirm?: Confirm) => {
      if (inFlight.current) return;
      const plan = planPlacing(placer, input);
      if (plan.kind === 'refuse') return refuse(plan.reason, plan.price, plan.picks);
      // Asked once the bet passes its own checks (a "no" leaves it unplaced, the picks kept).
      if (confirm) await new Promise<void>((go) => confirm(go));
      if (inFlight.current) return;
      const intent = storedIntent(family, code, plan.fingerprint);

      inFlight.current = true;
      setPlacing(true);
      clearAll();
      try {
        const answer = await send(plan.request, intent.key);
        recordPlaced({ code: answer.code, family, title, placedAt: Date.now() });
        // The wallet paid (create): the balance the header and the next ticket read has changed.
        if (plan.request.call === 'create') void refreshPlayer();
        const step = nextStep(placer, plan, answer, { operator, style });
        if (step.kind === 'bank') {
          const close = () => void (inFlight.current = false);
          const paid = () => {
            intent.drop();
            onPlaced?.();
          };
          return await openBankWidget(step.ticketCode, step.sessionToken, { paid, close, opener });
        }
        intent.drop();
        if (step.kind === 'otp') codeSent(step.codeSent);
        void navigate(step.path, step.kind === 'otp' ? { state: step.state } : undefined);
        onPlaced?.();
      } catch (e) {
        // Only a failure frees the button: once placed, the screen is leaving and a late
        // second tap (a double tap on a fast network) must not place a second ticket.
        inFlight.current = false;
        setError(placeErrorOf(e));
      } finally {
        setPlacing(false);
      }
    },
    [
      family,
      code,
      placer,
      refuse,
      setError,
      clearAll,
      recordPlaced,
      title,
      operator,
      style,
      openBankWidget,
      onPlaced,
      codeSent,
      navigate,
      refreshPlayer,
    ],
  );

  /** The market needs a verified account and the player has none: sign in, nothing placed. */
  const signIn = mustSignIn(placer.identity, placer.needsAccount);
  return { place, placing, error, fieldError, clearError, clearFieldError, signIn };
}
