import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePlayer } from '@/api/identify';
import { useInit } from '@/api/init';
import {
  createTicket,
  reserveTicket,
  type CreateFamily,
  type ReserveFamily,
} from '@/api/place-ticket';
import { useBrand } from '@/config/brand-context';
import { ApiError, toApiError } from '@/lib/api-error';
import { loadPaymentWidget } from '@/lib/bank-widget';
import { checkPlacement, phoneDigits, type LocalError, type Pick } from '@/lib/betslip';
import { newIdempotencyKey } from '@/lib/idempotency';
import { isAuthenticated, useIdentity } from '@/lib/identity';
import { recordPlacedTicketAtom } from '@/lib/placed-tickets';
import { useSetAtom } from '@/lib/state';
import {
  FAMILY_ROUTES,
  trackPath,
  type OtpNavigationState,
  type TicketFamily,
} from '@/lib/ticket-families';
import { BANK_STATUS_FINISHED, MSISDN_LENGTH } from '@/types/api.gen';

/** Which call places each family (the demo API's contract, scripts/server/README.md). */
const RESERVE: Record<TicketFamily, ReserveFamily> = {
  quickbetx: 'quickbetxs',
  quickbet: 'quickbets',
  jackpot: 'jackpots',
  quicktip: 'quicktips',
  smartbet: 'quicktips',
  superbet: 'quicktips',
};
const CREATE: Record<TicketFamily, CreateFamily> = {
  quickbetx: 'quickbetxs',
  quickbet: 'quickbetxs',
  jackpot: 'jackpots',
  quicktip: 'quicktips',
  // A smart bet is played as the tip generated for the player (GET /api/quicktipxs/{code}).
  smartbet: 'quicktipxs',
  superbet: 'quicktips',
};

export interface PlaceInput {
  picks: readonly Pick[];
  /** What the player pays. */
  price: number;
  /** The stake after tax. */
  stake: number;
  /** The phone typed by an anonymous player. */
  phone: string;
  /** The chosen payment provider. */
  psp: string;
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
  createVia,
  onPlaced,
}: {
  family: TicketFamily;
  code: string;
  title?: string;
  atag?: string | null;
  style?: string;
  /** The create call when the ticket needs another than its family's (a quick tip X: quicktipxs). */
  createVia?: CreateFamily;
  /** Called once the ticket is placed (a bank one: paid), before the screen moves on. */
  onPlaced?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useBrand();
  const identity = useIdentity();
  const { data: player } = usePlayer();
  const { data: init } = useInit();
  const recordPlaced = useSetAtom(recordPlacedTicketAtom);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<PlaceError | null>(null);
  const inFlight = useRef(false);
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);

  const localMessage = useCallback(
    (kind: LocalError, price: number): string => {
      const money = (value: number) =>
        intl.formatNumber(value, {
          style: 'currency',
          currency: init?.currency ?? brand.region.currency,
        });
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
    [intl, init?.currency, brand.region.currency, player?.balance],
  );

  const place = useCallback(
    async (input: PlaceInput): Promise<void> => {
      if (inFlight.current) return;
      const authenticated = isAuthenticated(identity);
      const isBank = input.psp === 'bank';
      const local = checkPlacement({
        pickCount: input.picks.length,
        authenticated,
        phone: input.phone,
        price: input.price,
        // Only the wallet pays a player's ticket (create); a bank payment is the bank's business.
        balance: identity.kind === 'player' && !isBank ? player?.balance : undefined,
      });
      if (local) {
        setError({ code: 1, message: localMessage(local, input.price) });
        return;
      }

      const events = input.picks.map((p) => ({
        event_id: p.event_id,
        bet_id: p.bet_id,
        odds: p.odds,
      }));
      const msisdn = identity.kind === 'phone' ? identity.msisdn : phoneDigits(input.phone);
      const base = {
        code,
        ...(atag ? { atag } : {}),
        stake: input.stake,
        price: input.price,
        events,
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
            createVia ?? CREATE[family],
            { ...base, player_id: identity.code },
            key,
          );
          intent.current = null;
          recordPlaced({ code: created.code, family, title, placedAt: Date.now() });
          void navigate(FAMILY_ROUTES[family].tracking(created.code));
          onPlaced?.();
          return;
        }
        const reserved = await reserveTicket(
          RESERVE[family],
          {
            ...base,
            // A player paying by bank has no phone here: the call then carries none.
            ...(msisdn ? { msisdn } : {}),
            psp: input.psp,
            ...(identity.kind === 'player' ? { player_id: identity.code } : {}),
            ...(identity.kind === 'phone' ? { otp: 'confirmed' as const } : {}),
          },
          key,
        );
        intent.current = null;
        recordPlaced({ code: reserved.code, family, title, placedAt: Date.now() });
        if (isBank) {
          await openBankWidget(reserved.code, reserved.token);
          return;
        }
        if (authenticated) {
          void navigate(FAMILY_ROUTES[family].tracking(reserved.code));
        } else {
          const state: OtpNavigationState = {
            ticketCode: reserved.code,
            operator: brand.id,
            style,
            msisdn,
            family,
          };
          void navigate(FAMILY_ROUTES[family].otp, { state });
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
            intl.formatMessage({
              id: 'betslip.error.bankUnavailable',
              defaultMessage:
                'The bank payment could not be started. Please try again or pay by mobile money.',
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
            // The session ends with the widget: a new attempt starts a new one.
            intent.current = null;
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
      createVia,
      title,
      recordPlaced,
      navigate,
      brand.id,
      style,
      init?.bank_widget,
      intl,
      onPlaced,
    ],
  );

  return { place, placing, error, clearError: () => setError(null) };
}
