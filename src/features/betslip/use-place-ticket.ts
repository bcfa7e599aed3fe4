import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useIdentity, usePlayer } from '@/api/identify';
import { useInit } from '@/api/init';
import { createTicket, reserveTicket } from '@/api/place-ticket';
import { useBrand } from '@/config/brand-context';
import { ApiError, toApiError } from '@/lib/api-error';
import { loadPaymentWidget } from '@/lib/bank-widget';
import { checkPlacement, phoneDigits, type LocalError, type Pick } from '@/lib/betslip';
import { familyById, trackingPath, trackPath, type OtpNavigationState } from '@/lib/families';
import { newIdempotencyKey } from '@/lib/idempotency';
import { isAuthenticated } from '@/lib/identity';
import { usePaymentOptions } from '@/hooks/payment-options';
import { recordPlacedTicketAtom } from '@/lib/placed-tickets';
import type { OddsChoice } from './odds-change';
import { codeSentAtom } from './otp-wait';
import { useSetAtom } from '@/lib/state';
import { useMoney } from '@/hooks/use-money';
import { BANK_STATUS_FINISHED, MSISDN_LENGTH, type FinanceDetails } from '@/types/api.gen';

export interface PlaceInput {
  picks: readonly Pick[];
  /**
   * The summary on screen (/api/finance-details for the price shown): its price and stake are
   * what the ticket is placed for; none while it is being refreshed.
   */
  summary: FinanceDetails | undefined;
  /** The phone typed by an anonymous player. */
  phone: string;
  /** The chosen payment provider. */
  psp: string;
  /** What the player accepts if the odds moved ("ask": nothing, the API answers 104). */
  oddsChoice?: OddsChoice;
}

export interface PlaceError {
  code: number;
  message: string;
}

/**
 * Places a ticket of `family` built from the published ticket `code`, for whoever the player is:
 * anonymous with a phone -> reserve -> the OTP screen; a phone token -> reserve with the OTP
 * confirmed -> tracking; a player code -> create -> tracking; a bank provider -> reserve -> the
 * provider's widget -> /track/{code} when it reports BANK_STATUS_FINISHED.
 * One ticket per intent: a second call while one is in flight is ignored, and retrying the same
 * picks, price, phone and provider reuses the Idempotency-Key.
 */
export function usePlaceTicket({
  family,
  code,
  title,
  atag,
  style = 'lite',
  onPlaced,
}: {
  /** The id of the ticket's family: which calls place it and where the player goes next. */
  family: string;
  code: string;
  title?: string;
  atag?: string | null;
  style?: string;
  /** Called once the ticket is placed (a bank one: paid), before the screen moves on. */
  onPlaced?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useBrand();
  const money = useMoney();
  const identity = useIdentity();
  const { data: player } = usePlayer();
  const { data: init } = useInit();
  const mobileOffered = usePaymentOptions().mobile.length > 0;
  const recordPlaced = useSetAtom(recordPlacedTicketAtom);
  const codeSent = useSetAtom(codeSentAtom);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<PlaceError | null>(null);
  const inFlight = useRef(false);
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);

  const localMessage = useCallback(
    (kind: LocalError, price: number): string => {
      switch (kind) {
        case 'missedBet':
          return intl.formatMessage({
            id: 'betslip.error.missedBet',
            defaultMessage: 'Missing bet',
          });
        case 'missedPrice':
          return intl.formatMessage({
            id: 'betslip.stake.invalid',
            defaultMessage: 'Enter your Price',
          });
        case 'missedPhone':
          return intl.formatMessage({
            id: 'betslip.error.missedPhone',
            defaultMessage: 'Please enter a phone number',
          });
        case 'invalidPhone':
          return intl.formatMessage(
            {
              id: 'betslip.error.invalidPhone',
              defaultMessage:
                'Enter your phone number with the country code: {min} to {max} digits.',
            },
            MSISDN_LENGTH,
          );
        case 'notEnoughMoney':
          return intl.formatMessage(
            {
              id: 'betslip.error.notEnoughMoney',
              defaultMessage:
                'Not enough money. Your balance is {balance} and the bet is {price}. Please top up your wallet.',
            },
            { balance: money(player?.balance ?? 0), price: money(price) },
          );
      }
    },
    [intl, money, player?.balance],
  );

  const place = useCallback(
    async (input: PlaceInput): Promise<void> => {
      if (inFlight.current) return;
      const placed = familyById(family);
      if (!placed) throw new Error(`usePlaceTicket: unknown family ${family}`);
      const price = input.summary?.price ?? 0;
      const authenticated = isAuthenticated(identity);
      const isBank = input.psp === 'bank';
      const local = checkPlacement({
        pickCount: input.picks.length,
        // A bank payment needs no phone: the bank's page is where the player confirms it.
        authenticated: authenticated || isBank,
        phone: input.phone,
        price,
        // Only the wallet pays a player's ticket (create); a bank payment is the bank's business.
        balance: identity.kind === 'player' && !isBank ? player?.balance : undefined,
      });
      if (local) {
        setError({ code: 1, message: localMessage(local, price) });
        return;
      }

      const events = input.picks.map((p) => ({
        event_id: p.event_id,
        bet_id: p.bet_id,
        odds: p.odds,
      }));
      const msisdn =
        identity.kind === 'phone' ? identity.msisdn : isBank ? '' : phoneDigits(input.phone);
      const base = {
        code,
        ...(atag ? { atag } : {}),
        // The figures of the summary the player saw, as the API answered them.
        stake: input.summary?.stake ?? 0,
        price,
        events,
        ...(input.oddsChoice && input.oddsChoice !== 'ask'
          ? { odds_change: input.oddsChoice }
          : {}),
      };
      const fingerprint = JSON.stringify([identity, base, msisdn, input.psp]);
      if (intent.current?.fingerprint !== fingerprint) {
        intent.current = { fingerprint, key: newIdempotencyKey() };
      }
      const key = intent.current.key;

      inFlight.current = true;
      setPlacing(true);
      setError(null);
      try {
        if (identity.kind === 'player' && !isBank) {
          const created = await createTicket(
            placed.create,
            { ...base, player_id: identity.code },
            key,
          );
          intent.current = null;
          recordPlaced({ code: created.code, family, title, placedAt: Date.now() });
          void navigate(trackingPath(placed, created.code));
          onPlaced?.();
          return;
        }
        const reserved = await reserveTicket(
          placed.reserve,
          {
            ...base,
            // A player paying by bank has no phone here: the call then carries none.
            // A bank payment carries no phone unless the token is one.
            ...(msisdn ? { msisdn } : {}),
            psp: input.psp,
            ...(identity.kind === 'player' ? { player_id: identity.code } : {}),
            ...(identity.kind === 'phone' ? { otp: 'confirmed' as const } : {}),
          },
          key,
        );
        recordPlaced({ code: reserved.code, family, title, placedAt: Date.now() });
        if (isBank) {
          // The intent (and its key) stays until the bank reports the payment done: Play again
          // after closing the widget, or after it failed to start, reopens the same ticket's
          // payment (the API answers the same reserve again), never a second ticket.
          await openBankWidget(reserved.code, reserved.token);
          return;
        }
        intent.current = null;
        if (authenticated) {
          void navigate(trackingPath(placed, reserved.code));
        } else {
          // The SMS code went out with the reserve: kept so tracking can take it later.
          codeSent({ code: reserved.code, msisdn });
          const state: OtpNavigationState = {
            ticketCode: reserved.code,
            operator: brand.id,
            style,
            msisdn,
            family,
          };
          void navigate(placed.otpPath, { state });
        }
        onPlaced?.();
      } catch (e) {
        // Only a failure frees the button: once placed, the screen is leaving and a late
        // second tap (a double tap on a fast network) must not place a second ticket.
        inFlight.current = false;
        const err = toApiError(e);
        setError({ code: err.code, message: err.message });
      } finally {
        setPlacing(false);
      }

      async function openBankWidget(ticketCode: string, sessionToken: string | undefined) {
        const unavailable = () =>
          new ApiError(
            -1,
            mobileOffered
              ? intl.formatMessage({
                  id: 'betslip.error.bankUnavailable',
                  defaultMessage:
                    'The bank payment could not be started. Please try again or pay by mobile money.',
                })
              : intl.formatMessage({
                  id: 'betslip.error.bankUnavailableOnly',
                  defaultMessage: 'The bank payment could not be started. Please try again.',
                }),
          );
        const widget = init?.bank_widget;
        if (!widget?.client_id || !sessionToken) {
          console.error('Bank payment: missing', sessionToken ? 'client id' : 'session token');
          throw unavailable();
        }
        const client = await loadPaymentWidget(widget.script_url).catch((e: unknown) => {
          console.error('Bank payment:', e);
          throw unavailable();
        });
        client.open({
          clientId: widget.client_id,
          sessionToken,
          onStatus: (status) => {
            if (status !== BANK_STATUS_FINISHED) return;
            onPlaced?.();
            window.location.assign(trackPath(ticketCode));
          },
          onClose: () => {
            inFlight.current = false;
          },
        });
      }
    },
    [
      identity,
      player?.balance,
      localMessage,
      code,
      atag,
      family,
      title,
      recordPlaced,
      codeSent,
      navigate,
      brand.id,
      style,
      init?.bank_widget,
      intl,
      mobileOffered,
      onPlaced,
    ],
  );

  return { place, placing, error, clearError: () => setError(null) };
}
