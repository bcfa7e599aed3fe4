import styled from 'styled-components';
import { plainList } from '@/components/lists';
import type { Pick } from '@/lib/betslip';
import type { Bet, Event } from '@/types/api.gen';
import { EventCardBody } from './event-card-body';

const List = styled.ol`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    content-visibility: auto;
    contain-intrinsic-size: auto 260px;
  }
`;

/** Click mode: every event with tappable bets (tap again to un-pick). */
export function EventList({
  events,
  picks,
  onToggle,
}: {
  events: readonly Event[];
  picks: readonly Pick[];
  onToggle: (event: Event, bet: Bet) => void;
}) {
  const selected = new Map(picks.map((p) => [p.event_id, p.bet_id]));
  return (
    <List>
      {events.map((event) => (
        <li key={event.id}>
          <EventCardBody
            event={event}
            selectedBetId={selected.get(event.id)}
            onBet={(bet) => onToggle(event, bet)}
          />
        </li>
      ))}
    </List>
  );
}
