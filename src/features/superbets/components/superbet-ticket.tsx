import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PaymentBlock } from '@/features/betslip/payment-block';
import { plainList } from '@/components/lists';
import { Odds } from '@/components/odds';
import { PickName } from '@/components/pick-name';
import { Panel } from '@/components/panel';
import { ScreenHeading } from '@/components/screen-heading';
import { Stack } from '@/components/stack';
import { TicketFacts } from '@/components/ticket-facts';
import { TicketUnavailable } from '@/components/ticket-unavailable';
import type { Pick } from '@/lib/betslip';
import { totalOdds } from '@/lib/odds';
import { useTicketAvailability } from '@/lib/ticket-availability';
import type { SuperbetCard } from '@/types/api.gen';
import type { TeamsOf } from '@/lib/market-names';
import { useSuperbetSelection } from '../state/superbet-selection';
import { picksOf, type Replaced } from '../superbet-picks';
import { MarketList } from './market-list';
import { MatchHeader } from './match-header';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Picks = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

/** The picks made so far, each with its odds (or what to do before there is one). */
function ChosenPicks({ picks }: { picks: readonly Pick[] }) {
  return picks.length ? (
    <Picks>
      {picks.map((p) => (
        <li key={p.bet_id}>
          <span>
            <PickName pick={p} teams={{ home: p.home_team, away: p.away_team }} />
          </span>
          <strong>
            <Odds value={p.odds} />
          </strong>
        </li>
      ))}
    </Picks>
  ) : (
    <Muted>
      <FormattedMessage
        id="superbet.picks.none"
        defaultMessage="No picks yet: pick an outcome in at least one market above."
      />
    </Muted>
  );
}

/** The match's markets, to pick one outcome in each (or to read, once the ticket is closed). */
function MarketsPanel({
  markets,
  teams,
  selection,
  open,
  onPick,
}: {
  markets: SuperbetCard['event']['markets'];
  teams: TeamsOf;
  selection: ReturnType<typeof useSuperbetSelection>['selection'];
  open: boolean;
  onPick: ReturnType<typeof useSuperbetSelection>['toggle'];
}) {
  const marketsId = useId();
  // The picks the last pick replaced, shown under its market until the next pick.
  const [replaced, setReplaced] = useState<{ market: string; picks: Replaced[] } | null>(null);
  return (
    <Panel aria-labelledby={marketsId}>
      <h2 id={marketsId}>
        <FormattedMessage id="superbet.markets.heading" defaultMessage="Markets" />
      </h2>
      {open && markets.length > 0 && (
        <Muted>
          <FormattedMessage
            id="superbet.markets.hint"
            defaultMessage="Pick one outcome in as many markets as you like. Tap a pick again to remove it."
          />
        </Muted>
      )}
      <MarketList
        markets={markets}
        teams={teams}
        selection={selection}
        replaced={replaced}
        disabled={!open}
        onPick={(market, betId) => {
          const picks = onPick(market, betId);
          setReplaced(picks.length ? { market, picks } : null);
        }}
      />
    </Panel>
  );
}

/** A super bet as the player sees it: the match, its markets, the picks and their payment. */
export function SuperbetTicket({
  ticket,
  atag,
  onReload,
}: {
  ticket: SuperbetCard;
  atag: string | null;
  /** Fetches the ticket again (after error 104: its odds have changed). */
  onReload: () => void;
}) {
  const intl = useIntl();
  const payId = useId();
  const availability = useTicketAvailability({
    disabled: ticket.disabled,
    expiresAt: ticket.operator_time_expires,
  });
  const { selection, toggle, clear } = useSuperbetSelection(ticket.code, ticket.event);
  const picks = picksOf(ticket.event, selection);
  const open = availability === 'open';

  return (
    <Stack>
      <ScreenHeading
        kicker={<FormattedMessage id="superbet.kicker" defaultMessage="Super bet" />}
        title={ticket.title}
      />
      <MatchHeader
        event={ticket.event}
        label={intl.formatMessage({ id: 'superbet.match', defaultMessage: 'The match' })}
      />
      <TicketFacts
        totalOdds={picks.length ? totalOdds(picks.map((p) => p.odds)) : undefined}
        expiresAt={ticket.operator_time_expires}
      />

      {!open && <TicketUnavailable availability={availability} />}

      <MarketsPanel
        markets={ticket.event.markets}
        teams={{ home: ticket.event.home_team.name, away: ticket.event.away_team.name }}
        selection={selection}
        open={open}
        onPick={toggle}
      />

      {open && ticket.event.markets.length > 0 && (
        <Panel aria-labelledby={payId}>
          <h2 id={payId}>
            <FormattedMessage
              id="superbet.pay.heading"
              defaultMessage="Your bet ({count, plural, =0 {no picks} one {# pick} other {# picks}})"
              values={{ count: picks.length }}
            />
          </h2>
          <PaymentBlock
            family="superbet"
            ticket={{
              code: ticket.code,
              title: ticket.title,
              prices: ticket.prices,
              eventCount: ticket.event.markets.length,
            }}
            picks={picks}
            atag={atag}
            onChangeBet={onReload}
            onPlaced={clear}
          >
            <ChosenPicks picks={picks} />
          </PaymentBlock>
        </Panel>
      )}
    </Stack>
  );
}
