import { Fragment, Suspense, useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import { useFormat } from '@/hooks/use-format';
import { parseTimestamp } from '@/lib/countdown';
import { ticketTypeName } from '@/lib/families';
import { lazyComponent, lazyScreen } from '@/lib/lazy-screen';
import { OWN_GROUPS } from '@/lib/message-group';
import { payoutLook } from '@/lib/ticket-status';
import type { Ticket, TicketEvent } from '@/types/api.gen';
import { Kickoff } from './league-kickoff';
import { pickRow, plainList } from './lists';
import { Odds } from './odds';
import { MatchName, PickName } from './pick-name';
import { FactList, Panel } from './panel';
import { Pill, TicketStatusBadge } from './ticket-status-badge';

// Only a jackpot's ticket has prizes: their code and texts load with it.
const TicketPrizes = lazyScreen(
  () => import('./ticket-prizes').then((m) => m.TicketPrizes),
  OWN_GROUPS['src/components/ticket-prizes.tsx'],
);

const Disabled = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: 700;
`;

const Picks = styled.ol`
  ${plainList}
  display: grid;
`;

const Pick = styled.li`
  ${pickRow}
`;

const Teams = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Market = styled.p`
  margin: 0;
  grid-column: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const OddsCell = styled.span`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Unsettled = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 400;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Loaded only for a ticket placed at moved odds: the tracking screen's first load is budgeted. */
const OddsMoved = lazyComponent<{ ticket: Ticket; payout: boolean }>(() =>
  import('./odds-moved').then((m) => m.OddsMoved),
);

function Money({ value }: { value: number }) {
  return <>{useFormat().money(value)}</>;
}

/** The settlement of one pick: won, lost, void, or not settled yet. */
function PickResult({ result }: { result: string | null }) {
  const intl = useIntl();
  switch (result) {
    case 'won':
      return (
        <Pill $tone="won">
          {intl.formatMessage({ id: 'ticket.result.won', defaultMessage: 'Won' })}
        </Pill>
      );
    case 'lost':
      return (
        <Pill $tone="lost">
          {intl.formatMessage({ id: 'ticket.result.lost', defaultMessage: 'Lost' })}
        </Pill>
      );
    case 'void':
      return (
        <Pill $tone="muted">
          {intl.formatMessage({ id: 'ticket.result.void', defaultMessage: 'Void' })}
        </Pill>
      );
    case null:
    case '':
      return (
        <Unsettled>
          {intl.formatMessage({ id: 'ticket.result.none', defaultMessage: 'Not settled' })}
        </Unsettled>
      );
    default:
      return <Pill $tone="neutral">{result}</Pill>;
  }
}

/** A pick: its teams, odds, market and bet, kick-off, and its result (`result`: not before placing). */
function PickRow({ event, result = true }: { event: TicketEvent; result?: boolean }) {
  const teams = { home: event.home_team.name, away: event.away_team.name };
  return (
    <Pick>
      <Teams>
        <MatchName {...teams} />
      </Teams>
      <OddsCell>
        <span>
          <Odds value={event.odds} />
        </span>
        {result && <PickResult result={event.result} />}
      </OddsCell>
      <Market>
        <PickName pick={event} teams={teams} bet={(name) => <strong>{name}</strong>} />
      </Market>
      {event.starts && (
        <Market>
          <Kickoff starts={event.starts} />
        </Market>
      )}
    </Pick>
  );
}

type Level = 2 | 3;

/** What each part of the details is given: the ticket, the ids of its headings, their level. */
interface PartProps {
  ticket: Ticket;
  id: string;
  H: `h${Level}`;
}

/**
 * The price, the payout under its name (a possible win until the ticket is won or lost) and the
 * withholding tax, a tax of 0 left out (docs/behaviour.md#money).
 */
function MoneyFacts({ ticket, label }: { ticket: Ticket; label: string }) {
  return (
    <>
      <dt>
        <FormattedMessage id="ticket.field.price" defaultMessage="Ticket price" />
      </dt>
      <dd>
        <Money value={ticket.price} />
      </dd>
      <dt>{label}</dt>
      <dd>
        <Money value={ticket.final_payout} />
      </dd>
      {ticket.wht > 0 && (
        <>
          <dt>
            <FormattedMessage id="ticket.field.wht" defaultMessage="Withholding tax" />
          </dt>
          <dd>
            <Money value={ticket.wht} />
          </dd>
        </>
      )}
    </>
  );
}

/**
 * Type, bet code, status, operator, when it was placed, odds, price, payout (a possible win until
 * the ticket is won or lost) and tax; above them, odds that moved before it was placed.
 */
function DetailsPanel({ ticket, id, H }: PartProps) {
  const intl = useIntl();
  const brand = useBrand();
  const { data: init } = useInit();
  // The site's own operator (init's id) by the name its players know; another by the API's name.
  const operator = ticket.operator === init?.operator ? brand.name : ticket.operator;
  const typeName = ticketTypeName(ticket.type);
  const placed = parseTimestamp(ticket.created_at);
  const { dateTime } = useFormat();
  // A jackpot is a pool: its odds decide nothing it pays (docs/behaviour.md#jackpots).
  const pool = !!ticket.prize_tiers;
  const payout = payoutLook(ticket.status);
  return (
    <Panel aria-labelledby={`${id}-details`}>
      <H id={`${id}-details`}>
        <FormattedMessage id="ticket.details.heading" defaultMessage="Ticket details" />
      </H>
      {ticket.disabled && (
        <Disabled>
          <FormattedMessage id="ticket.disabled" defaultMessage="This Ticket Disabled" />
        </Disabled>
      )}
      {ticket.odds_asked !== undefined && (
        <Suspense fallback={null}>
          <OddsMoved ticket={ticket} payout={!payout.settled} />
        </Suspense>
      )}
      <FactList>
        <dt>
          <FormattedMessage id="ticket.field.type" defaultMessage="Type" />
        </dt>
        <dd>{typeName ? intl.formatMessage(typeName) : ticket.type}</dd>
        <dt>
          <FormattedMessage id="ticket.field.code" defaultMessage="Bet code" />
        </dt>
        <dd data-field="code">{ticket.code}</dd>
        <dt>
          <FormattedMessage id="ticket.field.status" defaultMessage="Ticket status" />
        </dt>
        <dd>
          <TicketStatusBadge status={ticket.status} />
        </dd>
        <dt>
          <FormattedMessage id="ticket.field.operator" defaultMessage="Operator" />
        </dt>
        <dd>{operator}</dd>
        {Number.isFinite(placed) && (
          <>
            <dt>
              <FormattedMessage id="ticket.field.placed" defaultMessage="Placed" />
            </dt>
            <dd>
              <time dateTime={ticket.created_at}>{dateTime(placed)}</time>
            </dd>
          </>
        )}
        {!pool && (
          <>
            <dt>
              <FormattedMessage id="ticket.field.odds" defaultMessage="Odds" />
            </dt>
            <dd>
              <Odds value={ticket.odds} />
            </dd>
          </>
        )}
        <MoneyFacts ticket={ticket} label={intl.formatMessage(payout.label)} />
      </FactList>
    </Panel>
  );
}

/** Each pick's teams, odds, result, market and bet. */
function PicksPanel({ ticket, id, H, results = true }: PartProps & { results?: boolean }) {
  return (
    <Panel aria-labelledby={`${id}-picks`}>
      <H id={`${id}-picks`}>
        <FormattedMessage
          id="ticket.picks.heading"
          defaultMessage="Picks ({count})"
          values={{ count: ticket.events.length }}
        />
      </H>
      {ticket.events.length ? (
        <Picks>
          {ticket.events.map((event, i) => (
            <PickRow key={`${event.event_id}-${i}`} event={event} result={results} />
          ))}
        </Picks>
      ) : (
        <Muted>
          <FormattedMessage id="ticket.picks.none" defaultMessage="This ticket has no picks." />
        </Muted>
      )}
    </Panel>
  );
}

/**
 * Who paid how: the player, the network and payment id, or the bank's transfer. A shared page
 * says only how it was paid (the network, the bank) and the ticket's reference: not the player,
 * the payment's id, the account or the transaction, which lead back to whoever paid.
 */
function PaymentPanel({ ticket, id, H, shared }: PartProps & { shared: boolean }) {
  const { formatMessage } = useIntl();
  const facts = paymentFacts(ticket, shared).map(({ label, value }) => (
    <Fragment key={label.id}>
      <dt>{formatMessage(label)}</dt>
      <dd>{value}</dd>
    </Fragment>
  ));
  return facts.length ? (
    <Panel aria-labelledby={`${id}-payment`}>
      <H id={`${id}-payment`}>
        <FormattedMessage id="ticket.payment.heading" defaultMessage="Payment" />
      </H>
      <FactList>{facts}</FactList>
    </Panel>
  ) : null;
}

const paymentLabels = defineMessages({
  player: { id: 'ticket.field.player', defaultMessage: 'Player' },
  network: { id: 'ticket.field.network', defaultMessage: 'Network' },
  paymentId: { id: 'ticket.field.paymentId', defaultMessage: 'Payment ID' },
  bank: { id: 'ticket.field.bank', defaultMessage: 'Bank' },
  account: { id: 'ticket.field.account', defaultMessage: 'Account' },
  transaction: { id: 'ticket.field.transaction', defaultMessage: 'Transaction' },
  reference: { id: 'ticket.field.reference', defaultMessage: 'Reference' },
});

/** The payment's facts a page shows, in order; a shared page leaves out those of the payer. */
function paymentFacts(
  ticket: Ticket,
  shared: boolean,
): { label: MessageDescriptor; value: string }[] {
  const { bank } = ticket;
  const facts: [MessageDescriptor, string | undefined | null, 'payer'?][] = [
    [paymentLabels.player, ticket.player, 'payer'],
    [paymentLabels.network, ticket.network],
    [paymentLabels.paymentId, ticket.payment_id, 'payer'],
    [paymentLabels.bank, bank?.bank],
    [paymentLabels.account, bank?.account, 'payer'],
    [paymentLabels.transaction, bank?.transaction, 'payer'],
    [paymentLabels.reference, bank?.reference],
  ];
  return facts
    .filter(([, value, payer]) => value && !(shared && payer))
    .map(([label, value]) => ({ label, value: value! }));
}

/**
 * Everything a placed ticket shows (docs/behaviour.md#tracking): type, bet
 * code, status, operator, odds, price, possible win or payout, withholding tax; each pick's market, bet
 * and result; and who paid how. Every server text renders as text. `shared`: a page others may
 * see (a tracking link, its QR code) shows nothing that identifies the player.
 */
export function TicketDetails({
  ticket,
  level = 2,
  shared = false,
}: {
  ticket: Ticket;
  level?: Level;
  shared?: boolean;
}) {
  const id = useId();
  const H = `h${level}` as const;
  return (
    <>
      <DetailsPanel ticket={ticket} id={id} H={H} />
      {ticket.prize_tiers && (
        <Suspense>
          <TicketPrizes
            tiers={ticket.prize_tiers}
            total={ticket.events.length}
            correct={ticket.correct}
            id={id}
            H={H}
          />
        </Suspense>
      )}
      <PicksPanel ticket={ticket} id={id} H={H} />
      <PaymentPanel ticket={ticket} id={id} H={H} shared={shared} />
    </>
  );
}

/**
 * What the SMS code of a ticket reserved by phone confirms (the OTP screen): its price, what it
 * may win (and its tax), then its picks. `part` picks one of the two, which stand apart around
 * the code's field.
 */
export function TicketToConfirm({ ticket, part }: { ticket: Ticket; part: 'money' | 'picks' }) {
  const id = useId();
  const intl = useIntl();
  // Not placed yet: no pick has a result to say.
  if (part === 'picks') return <PicksPanel ticket={ticket} id={id} H="h2" results={false} />;
  return (
    <Panel aria-label={intl.formatMessage({ id: 'otp.paying', defaultMessage: 'What you pay' })}>
      <FactList>
        <MoneyFacts ticket={ticket} label={intl.formatMessage(payoutLook(ticket.status).label)} />
      </FactList>
    </Panel>
  );
}
