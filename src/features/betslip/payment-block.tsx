import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useIdentity, usePlayer } from '@/api/identify';
import { useInit } from '@/api/init';
import { useFinanceDetails } from '@/api/finance-details';
import { PrimaryButton } from '@/components/button';
import { ErrorModal } from '@/components/error-modal';
import { CallErrorView } from '@/components/error-view';
import { Loading } from '@/components/loading';
import { Odds } from '@/components/odds';
import { useBrand } from '@/config/brand-context';
import { minimums, type Pick } from '@/lib/betslip';
import { isAuthenticated } from '@/lib/identity';
import { usePaymentFlow } from '@/lib/payment-flow';
import { paymentKindAtom, usePaymentOptions, type PaymentKind } from '@/lib/payment-options';
import { useAtom } from '@/lib/state';
import { useMoney } from '@/lib/use-money';
import { ChoiceChips } from './choice-chips';
import { Hint } from './field';
import { FinanceSummary } from './finance-summary';
import { BankPanel, MobileMoneyCarousel, NetworkField } from './payment-logos';
import { useOddsChoice } from './odds-change';
import { OddsChoiceField } from './odds-choice-field';
import { PhoneField } from './phone-field';
import { HintBanner, NotEnoughEventsInTicket } from './ticket-hints';
import { PicksList } from './picks-list';
import { useSlip } from './slip-state';
import { StakePicker } from './stake-picker';
import { usePlaceTicket } from './use-place-ticket';

/** What a published ticket says about placing it. */
export interface TicketTerms {
  code: string;
  title?: string;
  stakes?: readonly number[];
  prices?: readonly number[];
  open_stake?: boolean;
  min_ticket_events_count?: number;
  min_ticket_odds?: number;
  /** How many events the ticket offers (for the not-enough-events hint). */
  eventCount: number;
}

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Submit = styled(PrimaryButton)`
  width: 100%;
  min-height: 52px;
  font-size: 1.125rem;
`;

/** Waits for `value` to settle (typing a custom stake asks the summary once, not per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * The summary and payment of a ticket: stake, the summary from /api/finance-details, the
 * minimum hints, the way to pay, the phone of an anonymous player and the bet button.
 */
export function PaymentBlock({
  family,
  ticket,
  picks,
  atag,
  style,
  onChangeBet,
  onPlaced,
  listPicks = false,
  children,
}: {
  /** The id of the ticket's family (src/lib/families.ts). */
  family: string;
  ticket: TicketTerms;
  picks: readonly Pick[];
  atag?: string | null;
  style?: string;
  /** Back to the picks, after the odds moved (error 104). */
  onChangeBet?: () => void;
  /** The ticket is placed (for a bank payment: paid), just before the screen moves on. */
  onPlaced?: () => void;
  /** Whether the picks are listed above the stake (the builder's; other screens show their own). */
  listPicks?: boolean;
  /** Shown above the stake. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const brand = useBrand();
  const identity = useIdentity();
  const { data: init, error: initError, mutate: retryInit } = useInit();
  const { data: player } = usePlayer();
  const money = useMoney();
  const options = usePaymentOptions();
  const [chosenKind, setKind] = useAtom(paymentKindAtom);
  const kind: PaymentKind =
    chosenKind && options.kinds.includes(chosenKind) ? chosenKind : (options.kinds[0] ?? 'mobile');
  const amounts = ticket.stakes?.length ? ticket.stakes : (ticket.prices ?? []);
  const { price, setPrice, phone, setPhone, clear } = useSlip(
    family,
    ticket.code,
    amounts,
    !!ticket.open_stake,
  );
  const settledPrice = useSettled(price, 400);
  const odds = picks.map((p) => p.odds);
  // No summary before /api/init has answered: it decides the money.
  const finance = useFinanceDetails(init ? settledPrice : undefined, odds);
  // The summary on screen, once it answers for the price shown: what a bet places, as seen.
  const summary =
    price === settledPrice && !finance.isLoading && !finance.error ? finance.data : undefined;
  const minEvents = ticket.min_ticket_events_count ?? 0;
  const minOdds = ticket.min_ticket_odds ?? 0;
  const reached = minimums({ odds, minEvents, minOdds });
  const { place, placing, error, clearError } = usePlaceTicket({
    family,
    code: ticket.code,
    title: ticket.title,
    atag,
    style,
    onPlaced: () => {
      clear();
      onPlaced?.();
    },
  });

  // The summary and payment (stake, phone, the reserve or create, the bank's widget over it) is a
  // payment flow: no new release takes over while it shows.
  usePaymentFlow();
  const [oddsChoice, setOddsChoice] = useOddsChoice(identity);
  const submit = () => void place({ picks, summary, phone, psp: options.pspFor(kind), oddsChoice });
  // While the summary is being refreshed for a changed price or pick, there is nothing to place.
  const refreshing = price !== undefined && price > 0 && picks.length > 0 && !summary;

  const placingLabel = intl.formatMessage({
    id: 'betslip.placing',
    defaultMessage: 'Placing your bet...',
  });

  const label = intl.formatMessage({ id: 'betslip.label', defaultMessage: 'Summary and payment' });

  // /api/init decides the money (currency, tax, providers): no bet until it has answered, and
  // its failure is shown as an error view (Operator Error, its code, a retry: docs/behaviour.md#errors).
  if (!init) {
    return (
      <Block aria-label={label} aria-busy={!initError}>
        {listPicks && <PicksList picks={picks} />}
        {children}
        {initError ? (
          <CallErrorView compact error={initError} onRetry={() => void retryInit()} />
        ) : (
          <Loading />
        )}
      </Block>
    );
  }

  return (
    <Block aria-label={label}>
      {listPicks && <PicksList picks={picks} />}
      {children}
      <StakePicker
        amounts={amounts}
        openStake={!!ticket.open_stake}
        value={price}
        onChange={setPrice}
      />
      <FinanceSummary result={finance} />

      {ticket.eventCount < minEvents ? (
        <NotEnoughEventsInTicket />
      ) : (
        !reached.eventsOk && (
          <HintBanner role="status">
            <FormattedMessage
              id="betslip.hint.pickMore"
              defaultMessage="Pick at least {min} events to bet ({count} picked)."
              values={{ min: minEvents, count: picks.length }}
            />
          </HintBanner>
        )
      )}
      {/* One hint at a time, what to do next: the odds once the events are there (more picks
          raise them), and never before a first pick. */}
      {!reached.oddsOk && reached.eventsOk && picks.length > 0 && (
        <HintBanner role="status">
          <FormattedMessage
            id="betslip.hint.notEnoughOdds"
            defaultMessage="There not enough minimum odds in the ticket for betting. Please try again"
          />{' '}
          <FormattedMessage
            id="betslip.hint.minOdds"
            defaultMessage="(total odds {odds}, minimum {min})"
            values={{
              odds: <Odds value={reached.totalOdds} />,
              min: <Odds value={minOdds} />,
            }}
          />
        </HintBanner>
      )}

      {/* Before paying: what happens if the odds move until the bet is placed. */}
      <OddsChoiceField value={oddsChoice} onChange={setOddsChoice} />

      {options.kinds.length > 1 && (
        <ChoiceChips
          legend={<FormattedMessage id="betslip.payWith" defaultMessage="Pay with" />}
          options={options.kinds.map((k) => ({
            value: k,
            label:
              k === 'bank' ? (
                <FormattedMessage id="betslip.kind.bank" defaultMessage="Bank" />
              ) : (
                <FormattedMessage id="betslip.kind.mobile" defaultMessage="Mobile money" />
              ),
          }))}
          value={kind}
          onChange={setKind}
        />
      )}
      {kind === 'mobile' && brand.blocks.carousel && (
        <MobileMoneyCarousel providers={options.mobile} />
      )}
      {/* The payment request (a USSD push) goes to one network: the player's. */}
      {kind === 'mobile' && options.mobile.length > 1 && (
        <NetworkField
          networks={options.mobile}
          value={options.network}
          onChange={options.setNetwork}
        />
      )}
      {kind === 'bank' && brand.blocks.bankPanel && <BankPanel banks={init.bank_widget?.banks} />}

      {/* The bank's own page confirms a bank payment: no phone to ask for. */}
      {kind === 'mobile' && !isAuthenticated(identity) && (
        <PhoneField forPayment value={phone} onChange={setPhone} />
      )}
      {player && (
        <Hint>
          <FormattedMessage
            id="player.balance"
            defaultMessage="Balance {amount}"
            values={{ amount: <strong>{money(player.balance)}</strong> }}
          />
        </Hint>
      )}

      {kind === 'bank' ? (
        <Submit
          type="button"
          onClick={submit}
          disabled={placing || refreshing || !reached.oddsOk || !reached.eventsOk}
          aria-busy={placing}
        >
          {placing ? (
            placingLabel
          ) : (
            <FormattedMessage id="betslip.playBank" defaultMessage="Play" />
          )}
        </Submit>
      ) : (
        reached.eventsOk &&
        reached.oddsOk && (
          <Submit
            type="button"
            onClick={submit}
            disabled={placing || refreshing}
            aria-busy={placing}
          >
            {placing ? (
              placingLabel
            ) : (
              <FormattedMessage id="betslip.betNow" defaultMessage="Bet now" />
            )}
          </Submit>
        )
      )}
      <Hint>
        <FormattedMessage
          id="betslip.age"
          defaultMessage="By betting you confirm you are over 18 and accept the terms."
        />
      </Hint>

      {error && (
        <ErrorModal
          code={error.code}
          message={error.message}
          onClose={clearError}
          onChangeBet={
            onChangeBet &&
            (() => {
              clearError();
              onChangeBet();
            })
          }
        />
      )}
    </Block>
  );
}
