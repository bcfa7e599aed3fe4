import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useIdentity, usePlayer } from '@/api/identify';
import { useInit } from '@/api/init';
import { ErrorModal } from '@/components/error-modal';
import { CallErrorView } from '@/components/error-view';
import { Loading } from '@/components/loading';
import { minimums, type Pick } from '@/lib/betslip';
import { usePaymentFlow } from '@/lib/payment-flow';
import { paymentKindAtom, usePaymentOptions, type PaymentKind } from '@/hooks/payment-options';
import { useAtom } from '@/lib/state';
import { useMoney } from '@/hooks/use-money';
import { BetButton } from './bet-button';
import { Hint } from './field';
import { FinanceSummary } from './finance-summary';
import { useOddsChoice } from './odds-change';
import { OddsChoiceField } from './odds-choice-field';
import { PaymentChoice } from './payment-choice';
import { MinimumHints } from './ticket-hints';
import { PicksList, type PickEdits } from './picks-list';
import { StakePicker } from './stake-picker';
import type { PlaceError } from './placing-plan';
import { SignInToBet } from './sign-in-to-bet';
import { OverBalanceHint, TopUpLink } from './top-up';
import { usePlaceTicket } from './use-place-ticket';
import { useSlipSummary } from './use-slip-summary';
import { useOfferedAmounts } from './offered-amounts';
import { useAgeTerms } from '@/hooks/age-terms';
import { lazyScreen } from '@/lib/lazy-screen';
import { OWN_GROUPS } from '@/lib/message-group';
import type { JackpotTerms } from '@/types/api.gen';

// The slip while picking comes with the summary's code (the builder loads it at the first pick).
export { SlipLine } from './slip-line';

const AgeTermsSentence = lazyScreen(
  () => import('./age-terms-sentence').then((m) => m.AgeTermsSentence),
  OWN_GROUPS['src/features/betslip/age-terms-sentence.tsx'],
);

const JackpotSummary = lazyScreen(
  () => import('./jackpot-summary').then((m) => m.JackpotSummary),
  OWN_GROUPS['src/features/betslip/jackpot-summary.tsx'],
);

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
  /** A jackpot's pool: one entry price, every event picked, prizes by correct picks. */
  jackpot?: JackpotTerms;
}

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The kind of payment the player chose, if it is still offered, else the first one offered. */
function usePaymentKind(kinds: readonly PaymentKind[]) {
  const [chosen, setKind] = useAtom(paymentKindAtom);
  const kind: PaymentKind = chosen && kinds.includes(chosen) ? chosen : (kinds[0] ?? 'mobile');
  return [kind, setKind] as const;
}

function Balance() {
  const { data: player } = usePlayer();
  const money = useMoney();
  if (!player) return null;
  return (
    <Hint>
      <FormattedMessage
        id="player.balance"
        defaultMessage="Balance {amount}"
        values={{ amount: <strong>{money(player.balance)}</strong> }}
      />
    </Hint>
  );
}

/**
 * A refused bet: its code and message, back to the picks after the odds moved (104), and the
 * operator's top-up page when the wallet holds less than the price.
 */
function PlaceErrorModal({
  error,
  onClose,
  onChangeBet,
}: {
  error: PlaceError;
  onClose: () => void;
  onChangeBet?: () => void;
}) {
  return (
    <ErrorModal
      code={error.code}
      message={error.message}
      status={error.status}
      onClose={onClose}
      action={error.reason === 'notEnoughMoney' ? <TopUpLink button /> : undefined}
      onChangeBet={
        onChangeBet &&
        (() => {
          onClose();
          onChangeBet();
        })
      }
    />
  );
}

/** The way to pay and the bet button, or where the market needs an account and the player has none, the sign-in. */
function PayOrSignIn({ signIn, children }: { signIn: boolean; children: ReactNode }) {
  return signIn ? <SignInToBet /> : children;
}

interface PaymentBlockProps {
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
  /** The listed picks can be changed and removed (the builder's slip). */
  edit?: PickEdits;
  /** Shown above the stake. */
  children?: ReactNode;
}

/**
 * The summary and payment of a ticket: stake, the summary from /api/finance-details, the
 * minimum hints, the way to pay, the phone of an anonymous player and the bet button.
 */
export function PaymentBlock(props: PaymentBlockProps) {
  const { picks, listPicks = false, edit, children } = props;
  const intl = useIntl();
  const { data: init, error: initError, mutate: retryInit } = useInit();
  // The summary and payment (stake, phone, the reserve or create, the bank's widget over it) is a
  // payment flow: no new release takes over while it shows.
  usePaymentFlow();
  const label = intl.formatMessage({ id: 'betslip.label', defaultMessage: 'Summary and payment' });
  const above = (
    <>
      {listPicks && <PicksList picks={picks} edit={edit} />}
      {children}
    </>
  );

  // /api/init decides the money (currency, tax, providers): no bet until it has answered, and
  // its failure is shown as an error view (Operator Error, its code, a retry: docs/behaviour.md#errors).
  if (!init) {
    return (
      <Block aria-label={label} aria-busy={!initError}>
        {above}
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
      {above}
      <Payment {...props} />
    </Block>
  );
}

/** A price of the player's own above the operator's cap of one ticket's price says so. */
function OverMaxStakeHint({ price }: { price: number | undefined }) {
  const { data: init } = useInit();
  const money = useMoney();
  const maxStake = init?.max_stake;
  if (maxStake === undefined || price === undefined || price <= maxStake) return null;
  return (
    <Hint role="alert">
      <FormattedMessage
        id="betslip.stake.overMax"
        defaultMessage="The most one ticket can cost is {max}."
        values={{ max: money(maxStake) }}
      />
    </Hint>
  );
}

/**
 * What the ticket costs and can win: a jackpot's pool and its picks so far (docs/behaviour.md#jackpots),
 * else the summary of its odds, its minimums and the choice for moved odds.
 */
function SlipFigures({
  pool,
  count,
  picks,
  finance,
  reached,
  minEvents,
  minOdds,
  oddsChoice,
  setOddsChoice,
}: {
  pool: JackpotTerms | undefined;
  count: number;
  picks: readonly Pick[];
  finance: ReturnType<typeof useSlipSummary>['finance'];
  reached: ReturnType<typeof minimums>;
  minEvents: number;
  minOdds: number;
  oddsChoice: ReturnType<typeof useOddsChoice>[0];
  setOddsChoice: ReturnType<typeof useOddsChoice>[1];
}) {
  if (pool) {
    return (
      <Suspense fallback={<Loading />}>
        <JackpotSummary terms={pool} picked={picks.length} total={count} />
      </Suspense>
    );
  }
  return (
    <>
      <FinanceSummary result={finance} />
      <MinimumHints
        {...{ eventCount: count, minEvents, minOdds, reached }}
        pickCount={picks.length}
      />
      {/* Before paying: what happens if the odds move until the bet is placed. */}
      <OddsChoiceField value={oddsChoice} onChange={setOddsChoice} />
    </>
  );
}

/** The block once /api/init has answered: from the stake to the bet button. */
function Payment({ family, ticket, picks, atag, style, onChangeBet, onPlaced }: PaymentBlockProps) {
  const identity = useIdentity();
  const { data: player } = usePlayer();
  const options = usePaymentOptions();
  const [kind, setKind] = usePaymentKind(options.kinds);
  const { amounts, allowed } = useOfferedAmounts(ticket);
  // A jackpot is a pool (docs/behaviour.md#jackpots): its one price, every event, its prizes.
  const { jackpot: pool, eventCount: count } = ticket;
  const slip = useSlipSummary(family, ticket.code, amounts, !!ticket.open_stake, picks, pool);
  const minEvents = ticket.min_ticket_events_count ?? 0;
  const minOdds = ticket.min_ticket_odds ?? 0;
  const reached = minimums({ odds: picks.map((p) => p.odds), minEvents, minOdds });
  // Where the market needs a verified account, a player without one signs in instead of paying.
  const { place, placing, error, clearError, fieldError, clearFieldError, signIn } = usePlaceTicket(
    {
      ...{ family, code: ticket.code, title: ticket.title, atag, style },
      onPlaced: () => {
        slip.clear();
        onPlaced?.();
      },
    },
  );
  const [oddsChoice, setOddsChoice] = useOddsChoice(identity);
  const { summary, phone } = slip;
  // The wallet pays a player code's ticket unless the bank does: its balance bounds the price.
  const balance = identity.kind === 'player' && kind !== 'bank' ? player?.balance : undefined;
  // Age and terms before the first bet on this device, once the bet passes its own checks; the
  // button tapped, for the bank's widget to give the focus back to when it closes.
  const ageTerms = useAgeTerms();
  const submit = () =>
    void place(
      { picks, summary, phone, psp: options.pspFor(kind), oddsChoice, everyEvent: pool && count },
      document.activeElement,
      ageTerms.confirmed ? undefined : ageTerms.ask,
    );

  return (
    <>
      {!pool && (
        <StakePicker
          amounts={amounts}
          openStake={!!ticket.open_stake}
          value={slip.price}
          onChange={(price) => {
            clearFieldError('price');
            slip.setPrice(price);
          }}
          balance={balance}
          error={fieldError?.field === 'price' ? fieldError : null}
        />
      )}
      {balance !== undefined && slip.price !== undefined && slip.price > balance && (
        <OverBalanceHint balance={balance} />
      )}
      <OverMaxStakeHint price={slip.price} />
      <SlipFigures
        {...{ pool, count, picks, reached, minEvents, minOdds, oddsChoice, setOddsChoice }}
        finance={slip.finance}
      />
      <PayOrSignIn signIn={signIn}>
        <PaymentChoice
          {...{ options, kind, phone }}
          phoneError={fieldError?.field === 'phone' ? fieldError : null}
          onKind={setKind}
          onPhone={(value) => {
            clearFieldError('phone');
            slip.setPhone(value);
          }}
        />
        <Balance />
        <BetButton
          {...{ kind, placing, refreshing: slip.refreshing }}
          // A jackpot's says why not (docs/behaviour.md#jackpots).
          ready={(!!pool || (reached.eventsOk && reached.oddsOk)) && allowed(slip.price)}
          onClick={submit}
        />
      </PayOrSignIn>
      <Hint>
        <Suspense>
          <AgeTermsSentence />
        </Suspense>
      </Hint>
      {error && <PlaceErrorModal error={error} onClose={clearError} onChangeBet={onChangeBet} />}
    </>
  );
}
