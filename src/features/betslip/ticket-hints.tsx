import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Odds } from '@/components/odds';

/** A note on what the ticket needs before it can be bet (accent, as the brand's highlights). */
export const HintBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 600;
`;

/** The ticket has fewer events than it needs to be bet: said on its deck and its summary. */
export function NotEnoughEventsInTicket() {
  return (
    <HintBanner role="status">
      <FormattedMessage
        id="betslip.hint.notEnoughEventsInTicket"
        defaultMessage="There may not be enough events in the ticket for betting. Please try again later or use other ticket"
      />
    </HintBanner>
  );
}

/**
 * One hint at a time, what to do next: the ticket's own shortage of events, else more picks,
 * else the odds once the events are there (more picks raise them), and never before a first pick.
 */
export function MinimumHints({
  eventCount,
  minEvents,
  minOdds,
  reached,
  pickCount,
}: {
  /** How many events the ticket offers. */
  eventCount: number;
  minEvents: number;
  minOdds: number;
  reached: { eventsOk: boolean; oddsOk: boolean; totalOdds: number };
  pickCount: number;
}) {
  const events =
    eventCount < minEvents ? (
      <NotEnoughEventsInTicket />
    ) : (
      !reached.eventsOk && (
        <HintBanner role="status">
          <FormattedMessage
            id="betslip.hint.pickMore"
            defaultMessage="Pick at least {min} events to bet ({count} picked)."
            values={{ min: minEvents, count: pickCount }}
          />
        </HintBanner>
      )
    );
  const odds = !reached.oddsOk && reached.eventsOk && pickCount > 0 && (
    <HintBanner role="status">
      <FormattedMessage
        id="betslip.hint.notEnoughOdds"
        defaultMessage="There not enough minimum odds in the ticket for betting. Please try again"
      />{' '}
      <FormattedMessage
        id="betslip.hint.minOdds"
        defaultMessage="(total odds {odds}, minimum {min})"
        values={{ odds: <Odds value={reached.totalOdds} />, min: <Odds value={minOdds} /> }}
      />
    </HintBanner>
  );
  return (
    <>
      {events}
      {odds}
    </>
  );
}
