import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { plainList } from '@/components/lists';
import { Odds } from '@/components/odds';
import { useMarketNames } from '@/hooks/use-market-names';
import type { MarketOf, TeamsOf } from '@/lib/market-names';
import type { Market } from '@/types/api.gen';
import type { Clash } from '@/lib/pick-clash';
import { marketKey, type Replaced, type Selection } from '../superbet-picks';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const MarketName = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const Bets = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const BetButton = styled.button`
  display: grid;
  gap: 2px;
  justify-items: center;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  overflow-wrap: anywhere;
  span:last-child {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
  &:empty {
    display: none;
  }
`;

const clashNotes: Record<Clash, MessageDescriptor> = defineMessages({
  exclusive: {
    id: 'superbet.clash.exclusive',
    defaultMessage: '“{removed}” was removed: it cannot win together with “{picked}”.',
  },
  decides: {
    id: 'superbet.clash.decides',
    defaultMessage:
      '“{removed}” was removed: it always wins when “{picked}” wins, so the two are not combined.',
  },
  decided: {
    id: 'superbet.clash.decided',
    defaultMessage:
      '“{removed}” was removed: “{picked}” always wins when it wins, so the two are not combined.',
  },
});

/** Which picks a new pick replaced because they clash with it, one sentence each. */
function ClashNote({
  market,
  betId,
  replaced,
  teams,
}: {
  market: Market;
  betId: number | undefined;
  replaced: readonly Replaced[];
  teams: TeamsOf;
}) {
  const intl = useIntl();
  const names = useMarketNames();
  const bet = market.bets.find((b) => b.id === betId);
  const nameOf = (m: MarketOf, betName: string, t: TeamsOf) =>
    intl.formatMessage(
      { id: 'ticket.event.pick', defaultMessage: '{market}: {bet}' },
      { market: names.market(m, [betName]), bet: names.outcome(m, betName, t) },
    );
  return (
    <Note role="status">
      {bet &&
        replaced
          .map(({ pick, clash }) =>
            intl.formatMessage(clashNotes[clash], {
              removed: nameOf(pick, pick.bet_name, teams),
              picked: nameOf(market, bet.bet_name, teams),
            }),
          )
          .join(' ')}
    </Note>
  );
}

function MarketItem({
  market,
  teams,
  picked,
  replaced,
  disabled,
  onPick,
}: {
  market: Market;
  teams: TeamsOf;
  picked: number | undefined;
  /** The picks that this market's pick just replaced in other markets. */
  replaced: readonly Replaced[];
  disabled: boolean;
  onPick: (betId: number) => void;
}) {
  const id = useId();
  const names = useMarketNames();
  return (
    <li>
      <MarketName id={id}>
        {names.market(
          market,
          market.bets.map((b) => b.bet_name),
        )}
      </MarketName>
      <Bets role="group" aria-labelledby={id} $count={market.bets.length}>
        {market.bets.map((bet) => (
          <BetButton
            key={bet.id}
            type="button"
            aria-pressed={picked === bet.id}
            disabled={disabled}
            onClick={() => onPick(bet.id)}
          >
            <span>{names.outcome(market, bet.bet_name, teams)}</span>
            <span>
              <Odds value={bet.odds} />
            </span>
          </BetButton>
        ))}
      </Bets>
      <ClashNote market={market} betId={picked} replaced={replaced} teams={teams} />
    </li>
  );
}

/**
 * The markets of the event, each with its bets as buttons: one pick per market, tap to undo; under
 * the market picked last, the picks it replaced (docs/behaviour.md#picks-that-clash).
 */
export function MarketList({
  markets,
  teams,
  selection,
  replaced,
  disabled,
  onPick,
}: {
  markets: readonly Market[];
  teams: TeamsOf;
  selection: Selection;
  replaced: { market: string; picks: readonly Replaced[] } | null;
  disabled: boolean;
  onPick: (market: string, betId: number) => void;
}) {
  if (!markets.length) {
    return (
      <p role="status">
        <FormattedMessage
          id="superbet.markets.none"
          defaultMessage="No markets are open on this match right now. Please come back later."
        />
      </p>
    );
  }
  return (
    <List>
      {markets.map((market) => {
        const key = marketKey(market);
        return (
          <MarketItem
            key={key}
            market={market}
            teams={teams}
            picked={selection[key]}
            replaced={replaced?.market === key ? replaced.picks : []}
            disabled={disabled}
            onPick={(betId) => onPick(key, betId)}
          />
        );
      })}
    </List>
  );
}
