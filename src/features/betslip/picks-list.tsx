import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Kickoff } from '@/components/league-kickoff';
import { plainList } from '@/components/lists';
import { Odds } from '@/components/odds';
import { MatchName, PickName } from '@/components/pick-name';
import { LinkButton } from '@/components/stack';
import { useMarketNames } from '@/hooks/use-market-names';
import type { Pick } from '@/lib/betslip';
import { MATCH_NAME } from '@/lib/match-name';
import type { Bet, Event } from '@/types/api.gen';
import { ChoiceChips } from './choice-chips';

const List = styled.ol`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.button};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  b {
    overflow-wrap: anywhere;
  }
  small {
    grid-column: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    grid-row: 1 / span 2;
    grid-column: 2;
    align-self: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space(4)};
  margin-bottom: -${({ theme }) => theme.space(2)};
`;

const Outcomes = styled.div`
  grid-column: 1 / -1;
`;

/** What the slip may do with a pick: take it off, or pick another outcome of its event. */
export interface PickEdits {
  /** The ticket's events, whose outcomes a pick may change to. */
  events: readonly Event[];
  onRemove: (eventId: number) => void;
  onChange: (event: Event, bet: Bet) => void;
}

/** The outcomes of a picked event as chips: another one takes the pick's place. */
function OtherOutcomes({
  event,
  pick,
  onChange,
}: {
  event: Event;
  pick: Pick;
  onChange: PickEdits['onChange'];
}) {
  const names = useMarketNames();
  const teams = { home: event.home_team.name, away: event.away_team.name };
  return (
    <ChoiceChips
      legend={<FormattedMessage id="picks.outcome" defaultMessage="Your outcome" />}
      options={event.market.bets.map((bet) => ({
        value: bet.id,
        label: (
          <>
            {names.outcome(event.market, bet.bet_name, teams)} <Odds value={bet.odds} />
          </>
        ),
      }))}
      value={pick.bet_id}
      onChange={(id) => {
        const bet = event.market.bets.find((b) => b.id === id);
        if (bet) onChange(event, bet);
      }}
    />
  );
}

/** Under a pick on an editable slip: Change (its outcomes open under it) and Remove. */
function PickActions({
  pick,
  event,
  edit,
  onRemoved,
}: {
  pick: Pick;
  event: Event | undefined;
  edit: PickEdits;
  onRemoved: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const outcomes = useId();
  const match = intl.formatMessage(MATCH_NAME, { home: pick.home_team, away: pick.away_team });
  return (
    <>
      <Actions>
        {event && (
          <LinkButton
            type="button"
            aria-expanded={open}
            aria-controls={outcomes}
            aria-label={intl.formatMessage(
              { id: 'picks.changeOf', defaultMessage: 'Change the pick on {match}' },
              { match },
            )}
            onClick={() => setOpen(!open)}
          >
            <FormattedMessage id="picks.change" defaultMessage="Change" />
          </LinkButton>
        )}
        <LinkButton
          type="button"
          aria-label={intl.formatMessage(
            { id: 'picks.removeOf', defaultMessage: 'Remove {match} from the slip' },
            { match },
          )}
          onClick={() => {
            edit.onRemove(pick.event_id);
            onRemoved();
          }}
        >
          <FormattedMessage id="picks.remove" defaultMessage="Remove" />
        </LinkButton>
      </Actions>
      {event && (
        <Outcomes id={outcomes} hidden={!open}>
          {open && <OtherOutcomes event={event} pick={pick} onChange={edit.onChange} />}
        </Outcomes>
      )}
    </>
  );
}

/**
 * The player's picks: event, market and outcome, kick-off, with odds; with `edit`, each one can
 * be changed to another outcome of its event or taken off the slip (docs/behaviour.md#picks-and-summary).
 */
export function PicksList({ picks, edit }: { picks: readonly Pick[]; edit?: PickEdits }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const events = new Map(edit?.events.map((e) => [e.id, e]));
  return (
    <section>
      {/* A removed pick's row goes: the focus goes to the count above, which says what is left. */}
      <h2 ref={heading} tabIndex={-1}>
        <FormattedMessage
          id="picks.title"
          defaultMessage="Your picks ({count})"
          values={{ count: picks.length }}
        />
      </h2>
      {picks.length === 0 ? (
        <p>
          <FormattedMessage id="picks.none" defaultMessage="No picks yet." />
        </p>
      ) : (
        <List>
          {picks.map((p) => (
            <li key={p.event_id}>
              <b>
                <MatchName home={p.home_team} away={p.away_team} />
              </b>
              <small>
                <PickName pick={p} teams={{ home: p.home_team, away: p.away_team }} />
              </small>
              {p.starts && (
                <small>
                  <Kickoff starts={p.starts} />
                </small>
              )}
              <strong>
                <Odds value={p.odds} />
              </strong>
              {edit && (
                <PickActions
                  pick={p}
                  event={events.get(p.event_id)}
                  edit={edit}
                  onRemoved={() => heading.current?.focus()}
                />
              )}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
