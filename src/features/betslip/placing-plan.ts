import { toApiError } from '@/lib/api-error';
import { checkPlacement, type LocalError, type Pick as BetPick } from '@/lib/betslip';
import { toMsisdn } from '@/lib/phone';
import { trackingPath, trackPath, type Family, type OtpNavigationState } from '@/lib/families';
import { isAuthenticated, type Identity } from '@/lib/identity';
import {
  BANK_STATUS_FINISHED,
  type BankWidget,
  type BankWidgetStatus,
  type CreateRequest,
  type FinanceDetails,
  type ReserveRequest,
} from '@/types/api.gen';
import type { OddsChoice } from './odds-change';

/**
 * Placing a ticket as plain decisions (docs/behaviour.md#placing-a-ticket): what to send for
 * whoever the player is, and where the player goes once the API has answered. The hook
 * (use-place-ticket.ts) only keeps state, calls and navigates.
 */

export interface PlaceInput {
  picks: readonly BetPick[];
  /**
   * The summary on screen (/api/finance-details for the price shown, a jackpot's own entry): its
   * price and stake are what the ticket is placed for; none while it is being refreshed.
   */
  summary: Pick<FinanceDetails, 'price' | 'stake'> | undefined;
  /** The phone typed by an anonymous player. */
  phone: string;
  /** The chosen payment provider. */
  psp: string;
  /** What the player accepts if the odds moved ("ask": nothing, the API answers 104). */
  oddsChoice?: OddsChoice;
  /** A jackpot's number of events: every one must be picked (docs/behaviour.md#jackpots). */
  everyEvent?: number;
}

/** What the error modal shows: 1 for a refusal found before any call, else the API's code. */
export interface PlaceError {
  code: number;
  message: string;
  /** Why placing refused it before any call (code 1). */
  reason?: LocalError;
  /** The HTTP status of a failed call (0 for a refusal found before any call). */
  status?: number;
}

/** Who places which published ticket. */
export interface Placer {
  family: Family;
  /** The published ticket's code. */
  code: string;
  atag?: string | null;
  identity: Identity;
  /** The player's wallet balance, once known (player-code tokens). */
  balance?: number;
  /** The country code of the brand's phone numbers (brand.phone.prefix). */
  phonePrefix: string;
  /**
   * The page's market needs a verified account before a stake (its licence's identification is
   * `account`): only a signed-in player (a player code) places, never an anonymous one.
   */
  needsAccount?: boolean;
}

/** Whether `identity` may stake where the market `needsAccount`: only as a signed-in player. */
export const mustSignIn = (identity: Identity, needsAccount: boolean | undefined): boolean =>
  !!needsAccount && identity.kind !== 'player';

/** A call that places: POST /api/{family}/create (a player's wallet) or /api/{family}/reserve. */
export type PlaceCall =
  | { call: 'create'; family: string; body: CreateRequest }
  | { call: 'reserve'; family: string; body: ReserveRequest };

export type PlacePlan =
  /** Nothing is sent: the modal says why (code 1). */
  | {
      kind: 'refuse';
      reason: LocalError;
      price: number;
      /** A jackpot's picks so far and its events (missedEvents). */
      picks?: { count: number; total: number };
    }
  | {
      kind: 'send';
      request: PlaceCall;
      /** Everything the intent is made of: the same fingerprint keeps the same key. */
      fingerprint: string;
      /** The phone the OTP goes to ('' when none). */
      msisdn: string;
      bank: boolean;
    };

/** What to send for `input`, or why nothing can be sent yet. */
export function planPlacing(placer: Placer, input: PlaceInput): PlacePlan {
  const { identity } = placer;
  const price = input.summary?.price ?? 0;
  const bank = input.psp === 'bank';
  const count = input.picks.length;
  if (input.everyEvent !== undefined && count < input.everyEvent) {
    return {
      kind: 'refuse',
      reason: 'missedEvents',
      price,
      picks: { count, total: input.everyEvent },
    };
  }
  // Nothing anonymous where the market needs an account, however it would be paid.
  if (mustSignIn(identity, placer.needsAccount))
    return { kind: 'refuse', reason: 'signInNeeded', price };
  const reason = checkPlacement({
    pickCount: input.picks.length,
    // A bank payment needs no phone: the bank's page is where the player confirms it.
    authenticated: isAuthenticated(identity) || bank,
    phone: input.phone,
    phonePrefix: placer.phonePrefix,
    price,
    // Only the wallet pays a player's ticket (create); a bank payment is the bank's business.
    balance: identity.kind === 'player' && !bank ? placer.balance : undefined,
  });
  if (reason) return { kind: 'refuse', reason, price };

  // The number as the player wrote it, sent as the API's msisdn (src/lib/phone.ts).
  const msisdn =
    identity.kind === 'phone'
      ? identity.msisdn
      : bank
        ? ''
        : (toMsisdn(input.phone, placer.phonePrefix) ?? '');
  const base = {
    code: placer.code,
    ...(placer.atag ? { atag: placer.atag } : {}),
    // The figures of the summary the player saw, as the API answered them.
    stake: input.summary?.stake ?? 0,
    price,
    events: input.picks.map((p) => ({ event_id: p.event_id, bet_id: p.bet_id, odds: p.odds })),
    ...(input.oddsChoice && input.oddsChoice !== 'ask' ? { odds_change: input.oddsChoice } : {}),
  };
  const fingerprint = JSON.stringify([identity, base, msisdn, input.psp]);
  const request: PlaceCall =
    identity.kind === 'player' && !bank
      ? {
          call: 'create',
          family: placer.family.create,
          body: { ...base, player_id: identity.code },
        }
      : {
          call: 'reserve',
          family: placer.family.reserve,
          body: {
            ...base,
            // A bank payment carries no phone unless the token is one.
            ...(msisdn ? { msisdn } : {}),
            psp: input.psp,
            ...(identity.kind === 'player' ? { player_id: identity.code } : {}),
            ...(identity.kind === 'phone' ? { otp: 'confirmed' as const } : {}),
          },
        };
  return { kind: 'send', request, fingerprint, msisdn, bank };
}

/** One placing intent and the Idempotency-Key its attempts carry. */
export interface Intent {
  fingerprint: string;
  key: string;
}

/**
 * One intent makes one ticket (decisions.md): the same picks, price, phone and provider keep
 * the key across taps, widget closes and retries; anything else is a new intent with a new key.
 */
export function intentFor(
  previous: Intent | null,
  fingerprint: string,
  newKey: () => string,
): Intent {
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}

/** Where the player goes once the API has placed the ticket. */
export type NextStep =
  | { kind: 'tracking'; path: string }
  | {
      kind: 'otp';
      path: string;
      state: OtpNavigationState;
      /** The SMS code went out with the reserve: kept so tracking can take it later. */
      codeSent: { code: string; msisdn: string };
    }
  /** The bank's widget; the intent (and its key) stays until the bank reports it paid. */
  | { kind: 'bank'; ticketCode: string; sessionToken: string | undefined };

/** What the OTP screen is told besides the ticket: the brand's id and the screen's style. */
export interface StepContext {
  operator: string;
  style: string;
}

/** Where a placed ticket (`answer`, the API's create or reserve answer) takes the player. */
export function nextStep(
  placer: Placer,
  plan: Extract<PlacePlan, { kind: 'send' }>,
  answer: { code: string; token?: string },
  context: StepContext,
): NextStep {
  if (plan.bank) return { kind: 'bank', ticketCode: answer.code, sessionToken: answer.token };
  if (plan.request.call === 'create' || isAuthenticated(placer.identity)) {
    return { kind: 'tracking', path: trackingPath(placer.family, answer.code) };
  }
  const { msisdn } = plan;
  return {
    kind: 'otp',
    path: placer.family.otpPath,
    state: {
      ticketCode: answer.code,
      operator: context.operator,
      style: context.style,
      msisdn,
      family: placer.family.id,
    },
    codeSent: { code: answer.code, msisdn },
  };
}

/** A failed call, as the error modal shows it (the API's code and message). */
export function placeErrorOf(e: unknown): PlaceError {
  const err = toApiError(e);
  return { code: err.code, message: err.message, status: err.status };
}

/** How the bank's widget opens, or what it is missing (then the payment cannot start). */
export type BankOpening =
  | { kind: 'open'; scriptUrl: string; clientId: string; sessionToken: string }
  | { kind: 'missing'; what: 'client id' | 'session token' };

export function bankOpening(
  widget: BankWidget | undefined,
  sessionToken: string | undefined,
): BankOpening {
  if (!sessionToken) return { kind: 'missing', what: 'session token' };
  if (!widget?.client_id) return { kind: 'missing', what: 'client id' };
  return { kind: 'open', scriptUrl: widget.script_url, clientId: widget.client_id, sessionToken };
}

/** Where a status of the bank's widget takes the player: its ticket once paid, else nowhere. */
export function afterBankStatus(status: BankWidgetStatus, ticketCode: string): string | null {
  return status === BANK_STATUS_FINISHED ? trackPath(ticketCode) : null;
}
