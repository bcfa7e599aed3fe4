import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { useFinanceDetails } from '@/api/finance-details';
import { useQuicktipx } from '@/api/quicktipxs';
import { PaymentBlock } from '@/features/betslip/payment-block';
import { HintBanner } from '@/features/betslip/ticket-hints';
import { useMoney } from '@/hooks/use-money';
import { SecondaryButton } from '@/components/button';
import { ErrorModal } from '@/components/error-modal';
import { CallErrorView } from '@/components/error-view';
import { PageShell } from '@/components/page-shell';
import { Panel } from '@/components/panel';
import { PickedEventList } from '@/components/picked-event-list';
import { ScreenHeading } from '@/components/screen-heading';
import { Stack } from '@/components/stack';
import { TicketFacts } from '@/components/ticket-facts';
import { TicketUnavailable } from '@/components/ticket-unavailable';
import type { Pick } from '@/lib/betslip';
import { earliestStart, pickOfPickedEvent } from '@/lib/picks';
import { quicktipXPath } from '@/lib/quicktip-x';
import { useTicketAvailability } from '@/lib/ticket-availability';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { NoMatch } from './components/no-match';
import { generatedFrom, type GeneratedSmartbet } from './state/generated-smartbet';
import { useGenerateSmartbet } from './state/use-generate';
import { BackToGames } from '@/components/back-to-games';
import { Odds } from '@/components/odds';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1 1 12rem;
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Payout = styled.dd`
  && {
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Permalink = styled(Link)`
  justify-self: start;
  color: inherit;
  font-weight: 600;
  text-underline-offset: 3px;
`;

/**
 * The generated smart bet at /smartbet/generated: its picks, total odds, stake and potential
 * payout, a way to regenerate it or change the inputs, and its payment. The ticket comes in the
 * navigation state, or from this tab's storage after a reload.
 */
export function SmartbetGeneratedScreen() {
  const intl = useIntl();
  const location = useLocation();
  const generated = generatedFrom(location.state);
  useDocumentTitle(
    intl.formatMessage({ id: 'smartbet.generated.title', defaultMessage: 'Your smart bet' }),
  );
  return (
    <PageShell>
      {generated ? (
        <Generated key={generated.ticket.code} generated={generated} />
      ) : (
        <NothingGenerated />
      )}
    </PageShell>
  );
}

/** Opened without a generated ticket (a typed address, another tab): say how to get one. */
function NothingGenerated() {
  return (
    <Stack>
      <h1>
        <FormattedMessage id="smartbet.generated.title" defaultMessage="Your smart bet" />
      </h1>
      <Panel>
        <p>
          <FormattedMessage
            id="smartbet.generated.none"
            defaultMessage="There is no generated smart bet to show here. Pick a smart bet from the games, say how much you want to win and to bet, and your ticket appears on this page."
          />
        </p>
        <BackToGames primary />
      </Panel>
    </Stack>
  );
}

/** What the player pays and gets for the generated ticket. */
function GeneratedSummary({
  stake,
  totalOdds,
  finance,
}: {
  stake: number;
  totalOdds: number;
  finance: ReturnType<typeof useFinanceDetails>;
}) {
  const money = useMoney();
  return (
    <Summary>
      {/* What the player pays and gets, as the payment block below says them: no gross
          figure of the API's beside them to contradict its stake after excise. */}
      <dt>
        <FormattedMessage id="smartbet.generated.price" defaultMessage="Price" />
      </dt>
      <dd>{money(stake)}</dd>
      <dt>
        <FormattedMessage id="ticketScreen.facts.odds" defaultMessage="Total odds" />
      </dt>
      <dd>
        <Odds value={totalOdds} />
      </dd>
      <dt>
        <FormattedMessage id="smartbet.generated.net" defaultMessage="You get (after taxes)" />
      </dt>
      <Payout aria-busy={!finance.data && !finance.error}>
        {finance.data ? (
          money(finance.data.net_payout)
        ) : finance.error ? (
          '–'
        ) : (
          <FormattedMessage id="common.loading" defaultMessage="Loading..." />
        )}
      </Payout>
    </Summary>
  );
}

/**
 * The ticket pays less, after taxes, than the player asked to win (finance-details says so): no
 * ticket found reaches it, and this one is the closest (decisions.md, smart bets).
 */
function Shortfall({ asked, net, max }: { asked: number; net: number; max?: number }) {
  const money = useMoney();
  return (
    <HintBanner role="status">
      {max !== undefined && asked > max ? (
        // The operator's cap of one ticket stops it, whatever the picks (docs/behaviour.md#money).
        <FormattedMessage
          id="smartbet.generated.overMax"
          defaultMessage="One ticket can win at most {max}, so none pays {asked}. This is the closest: you get {net}."
          values={{ asked: money(asked), net: money(net), max: money(max) }}
        />
      ) : (
        <FormattedMessage
          id="smartbet.generated.short"
          defaultMessage="No ticket we found pays {asked} after taxes. This is the closest: you get {net}."
          values={{ asked: money(asked), net: money(net) }}
        />
      )}
    </HintBanner>
  );
}

/**
 * The picks could not stay near the odds the player preferred and still reach the amount (the
 * API says so): the screen says it, with the highest odds of the picks shown.
 */
function OddsNotKept({ preferred, highest }: { preferred: number; highest: number }) {
  return (
    <HintBanner role="status">
      <FormattedMessage
        id="smartbet.generated.oddsNotKept"
        defaultMessage="Picks at odds around {preferred} could not reach your amount: some of these picks have odds up to {highest}."
        values={{ preferred: <Odds value={preferred} />, highest: <Odds value={highest} /> }}
      />
    </HintBanner>
  );
}

/** What of the player's asking the ticket could not keep: the amount, the preferred odds. */
function PromiseHints({
  generated: { ticket, request },
  finance,
}: {
  generated: GeneratedSmartbet;
  finance: ReturnType<typeof useFinanceDetails>;
}) {
  return (
    <>
      {finance.data && finance.data.net_payout < request.amount_to_win && (
        <Shortfall
          asked={request.amount_to_win}
          net={finance.data.net_payout}
          max={finance.data.max_payout}
        />
      )}
      {ticket.preferred_odds_kept === false && ticket.events.length > 0 && (
        <OddsNotKept
          preferred={request.preferred_odds}
          highest={Math.max(...ticket.events.map((e) => e.bet.odds))}
        />
      )}
    </>
  );
}

/** Another bet for the same inputs, other inputs, and the ticket's own address. */
function GeneratedActions({
  ticketCode,
  cardCode,
  generating,
  onRegenerate,
}: {
  ticketCode: string;
  cardCode: string | undefined;
  generating: boolean;
  onRegenerate: () => void;
}) {
  return (
    <>
      <Actions>
        <SecondaryButton
          type="button"
          disabled={generating}
          aria-busy={generating}
          onClick={onRegenerate}
        >
          {generating ? (
            <FormattedMessage id="smartbet.generating" defaultMessage="Finding your bet..." />
          ) : (
            <FormattedMessage id="smartbet.regenerate" defaultMessage="Find another bet" />
          )}
        </SecondaryButton>
        {cardCode && (
          <SecondaryButton as={Link} to={`/smartbet/${encodeURIComponent(cardCode)}`}>
            <FormattedMessage id="smartbet.changeInputs" defaultMessage="Change my inputs" />
          </SecondaryButton>
        )}
      </Actions>
      <Permalink to={quicktipXPath(ticketCode)}>
        <FormattedMessage
          id="smartbet.generated.permalink"
          defaultMessage="Link to this ticket, to keep or share"
        />
      </Permalink>
    </>
  );
}

/** Playing the generated ticket: its payment block, for its own price. */
function PayPanel({
  generated: { ticket, title, atag },
  picks,
  onChangeBet,
}: {
  generated: GeneratedSmartbet;
  picks: Pick[];
  onChangeBet: () => void;
}) {
  const payId = useId();
  return (
    <Panel aria-labelledby={payId}>
      <h2 id={payId}>
        <FormattedMessage id="smartbet.pay.heading" defaultMessage="Play this bet" />
      </h2>
      <PaymentBlock
        family="smartbet"
        ticket={{
          code: ticket.code,
          title,
          prices: [ticket.stake],
          eventCount: picks.length,
        }}
        picks={picks}
        atag={atag}
        onChangeBet={onChangeBet}
      />
    </Panel>
  );
}

/** What the player asked the smart bet for. */
function AskedFor({ request }: { request: GeneratedSmartbet['request'] }) {
  const money = useMoney();
  return (
    <Muted>
      <FormattedMessage
        id="smartbet.generated.asked"
        defaultMessage="You asked to win {win} with a bet of {bet}, at odds around {odds} a pick."
        values={{
          win: money(request.amount_to_win),
          bet: money(request.amount_to_bet),
          odds: <Odds value={request.preferred_odds} />,
        }}
      />
    </Muted>
  );
}

function Generated({ generated }: { generated: GeneratedSmartbet }) {
  const intl = useIntl();
  const picksId = useId();
  const { ticket, request, title, cardCode, atag } = generated;
  // The generated tip as the operator keeps it (a quick tip X): its own closing time and state.
  // Until it answers, or if it cannot, the first kick-off closes the ticket.
  const { data: kept } = useQuicktipx(ticket.code);
  // Same route, a new ticket: it opens at its top (the button that asked was further down).
  useScrollToTop(ticket.code);
  const expiresAt = kept?.operator_time_expires ?? earliestStart(ticket.events);
  const availability = useTicketAvailability({ disabled: kept?.disabled, expiresAt });
  const { generate, generating, problem, clearProblem } = useGenerateSmartbet({
    cardCode,
    title,
    atag,
  });
  const regenerate = () => void generate(request, { replace: true });
  const picks = ticket.events.map(pickOfPickedEvent);
  // What the player gets is the payout after taxes, as /api/finance-details answers it.
  const finance = useFinanceDetails(
    ticket.stake,
    picks.map((p) => p.odds),
  );
  return (
    <Stack>
      <ScreenHeading
        kicker={<FormattedMessage id="smartbet.generated.title" defaultMessage="Your smart bet" />}
        title={title}
      />
      <AskedFor request={request} />
      <TicketFacts
        eventCount={ticket.events.length}
        totalOdds={ticket.total_odds}
        expiresAt={expiresAt}
      />
      {availability !== 'open' && <TicketUnavailable availability={availability} />}

      <Panel aria-labelledby={picksId}>
        <h2 id={picksId}>
          <FormattedMessage id="smartbet.generated.picks" defaultMessage="Your picks" />
        </h2>
        {ticket.events.length ? (
          <PickedEventList
            events={ticket.events}
            label={intl.formatMessage({
              id: 'smartbet.generated.picks',
              defaultMessage: 'Your picks',
            })}
          />
        ) : (
          <Muted role="status">
            <FormattedMessage
              id="smartbet.generated.empty"
              defaultMessage="This smart bet has no picks. Please find another one."
            />
          </Muted>
        )}
        <GeneratedSummary stake={ticket.stake} totalOdds={ticket.total_odds} finance={finance} />
        <PromiseHints generated={generated} finance={finance} />
        {finance.error !== undefined && (
          <CallErrorView compact error={finance.error} onRetry={finance.retry} />
        )}
        {problem?.kind === 'noMatch' && <NoMatch />}
        <GeneratedActions
          ticketCode={ticket.code}
          cardCode={cardCode}
          generating={generating}
          onRegenerate={regenerate}
        />
      </Panel>

      {availability === 'open' && picks.length > 0 && (
        <PayPanel generated={generated} picks={picks} onChangeBet={regenerate} />
      )}

      {problem?.kind === 'error' && (
        <ErrorModal code={problem.code} message={problem.message} onClose={clearProblem} />
      )}
    </Stack>
  );
}
