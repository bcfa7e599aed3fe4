import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { SecondaryButton } from '@/components/button';
import { plainList } from '@/components/lists';
import { Odds } from '@/components/odds';
import { MatchName, PickName } from '@/components/pick-name';
import type { Bet, Event } from '@/types/api.gen';
import type { MovedPick } from '../state/builder-state';

const Notice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.25;
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  b {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    justify-self: start;
  }
`;

const Figures = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/** One moved pick: its event, what was picked, the odds then and now, and picking it again. */
function MovedItem({
  moved: { pick, newOdds },
  bet,
  onPick,
}: {
  moved: MovedPick;
  /** The same outcome on today's card, when it is still offered. */
  bet: Bet | undefined;
  onPick: (bet: Bet) => void;
}) {
  const now = bet?.odds ?? newOdds;
  return (
    <li>
      <b>
        <MatchName home={pick.home_team} away={pick.away_team} />
      </b>
      <small>
        <PickName pick={pick} teams={{ home: pick.home_team, away: pick.away_team }} />
      </small>
      <Figures>
        {now === undefined ? (
          <FormattedMessage
            id="builder.moved.gone"
            defaultMessage="Odds were {old}; this outcome is no longer offered."
            values={{ old: <Odds value={pick.odds} /> }}
          />
        ) : (
          <FormattedMessage
            id="builder.moved.odds"
            defaultMessage="Odds were {old}, now {new}"
            values={{ old: <Odds value={pick.odds} />, new: <Odds value={now} /> }}
          />
        )}
      </Figures>
      {bet && (
        <SecondaryButton type="button" onClick={() => onPick(bet)}>
          <FormattedMessage
            id="builder.moved.pickAgain"
            defaultMessage="Pick again at {odds}"
            values={{ odds: <Odds value={bet.odds} /> }}
          />
        </SecondaryButton>
      )}
    </li>
  );
}

/**
 * After "Odds have changed" (104) and Change bet: the picks taken off, each with its event, its
 * odds then and now, and a way to pick it again (or any other outcome of its event, in the list
 * or on its card). It takes the focus when it appears, so the player sees why a pick is gone.
 */
export function MovedOdds({
  moved,
  events,
  onPick,
}: {
  moved: readonly MovedPick[];
  events: readonly Event[];
  onPick: (event: Event, bet: Bet) => void;
}) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Notice aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1}>
        <FormattedMessage
          id="builder.moved.title"
          defaultMessage="{count, plural, one {The odds of # pick changed} other {The odds of # picks changed}}"
          values={{ count: moved.length }}
        />
      </h2>
      <p>
        <FormattedMessage
          id="builder.moved.intro"
          defaultMessage="{count, plural, one {We took it off your ticket. Pick it again at its new odds, or choose another outcome.} other {We took them off your ticket. Pick them again at their new odds, or choose other outcomes.}}"
          values={{ count: moved.length }}
        />
      </p>
      <List>
        {moved.map((m) => {
          const event = events.find((e) => e.id === m.pick.event_id);
          const bet = event?.market.bets.find((b) => b.id === m.pick.bet_id);
          return (
            <MovedItem
              key={m.pick.event_id}
              moved={m}
              bet={bet}
              onPick={(chosen) => event && onPick(event, chosen)}
            />
          );
        })}
      </List>
    </Notice>
  );
}
