import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { CountdownText } from '@/components/countdown-text';
import { Odds } from '@/components/odds';
import { TicketImage } from '@/components/ticket-image';
import { TeamLogo } from '@/components/team-logo';
import { visuallyHidden } from '@/components/visually-hidden';
import { totalOdds } from '@/lib/odds';
import type { Availability } from '@/lib/ticket-availability';
import type { TicketSummary } from '@/types/api.gen';

/**
 * Two lines, always: a short text keeps the room of a long one, and a longer one ends with an
 * ellipsis. So a row's tiles are one height whatever their titles and team names, and a list
 * that arrives takes exactly the room its ghosts held (their stand-ins are two lines too).
 */
const twoLines = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  line-height: 1.25;
  min-height: 2.5em;
  overflow-wrap: anywhere;
`;

export const Title = styled.h3`
  ${twoLines}
  margin: 0;
  font-size: 1rem;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: 0.875rem;
  color: inherit;
  dt {
    ${visuallyHidden}
  }
  dd {
    margin: 0;
  }
`;

const Clock = styled.dd`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

const Preview = styled(TicketImage)`
  border-radius: calc(${({ theme }) => theme.radii.card} / 2);
`;

/** The preview image's box, empty: the shape of an image tile while it loads. */
const PreviewBox = styled.div`
  width: 100%;
  aspect-ratio: 2 / 1;
  border-radius: calc(${({ theme }) => theme.radii.card} / 2);
  background: ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

function EventCount({ count }: { count: number }) {
  return (
    <>
      <dt>
        <FormattedMessage id="lobby.facts.events" defaultMessage="Events" />
      </dt>
      <dd>
        <FormattedMessage
          id="lobby.eventCount"
          defaultMessage="{count, plural, one {# event} other {# events}}"
          values={{ count }}
        />
      </dd>
    </>
  );
}

/** The countdown (Expired once past); for a disabled ticket, that instead (its time no longer counts). */
function TimeLeft({ expiresAt, availability }: { expiresAt: string; availability?: Availability }) {
  if (availability === 'disabled') {
    return (
      <>
        <dt>
          <FormattedMessage id="ticket.field.status" defaultMessage="Ticket status" />
        </dt>
        <Clock>
          <FormattedMessage id="ticket.disabled" defaultMessage="This Ticket Disabled" />
        </Clock>
      </>
    );
  }
  return (
    <>
      <dt>
        <FormattedMessage id="lobby.facts.timeLeft" defaultMessage="Time left" />
      </dt>
      <Clock>
        <CountdownText expiresAt={expiresAt} />
      </Clock>
    </>
  );
}

/** Quick tips: title, number of events, combined odds, countdown. */
export function QuickTipTile({ ticket, availability }: TileProps) {
  const odds = totalOdds(ticket.events.map((e) => e.bet.odds));
  return (
    <Body>
      <Title>{ticket.title}</Title>
      <Facts>
        <EventCount count={ticket.events.length} />
        <dt>
          <FormattedMessage id="lobby.facts.odds" defaultMessage="Total odds" />
        </dt>
        <dd>
          <FormattedMessage
            id="lobby.odds"
            defaultMessage="Odds {odds}"
            values={{
              odds: <Odds value={odds} />,
            }}
          />
        </dd>
        <TimeLeft expiresAt={ticket.operator_time_expires} availability={availability} />
      </Facts>
    </Body>
  );
}

/** How a tile shows: `priority` for the first tiles of the first lists, in view on arrival. */
export interface TileProps {
  ticket: TicketSummary;
  priority?: boolean;
  /** Open unless the ticket is disabled or expired: then the tile says so. */
  availability?: Availability;
}

/** Images in view on arrival load at once and first; the others when scrolled near. */
const imageLoading = (priority: boolean | undefined) =>
  priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);

/**
 * Smart bets and quick bets X: image (default on failure), title and countdown (Expired once
 * past, or that the ticket is disabled), as the other families' tiles.
 */
export function ImageTile({ ticket, priority, availability }: TileProps) {
  return (
    <Body>
      <Preview src={ticket.preview_img} width={240} height={120} {...imageLoading(priority)} />
      <Title>{ticket.title}</Title>
      <Facts>
        <TimeLeft expiresAt={ticket.operator_time_expires} availability={availability} />
      </Facts>
    </Body>
  );
}

/** Quick bets and jackpots: title, event count, countdown. */
export function CountTile({ ticket, availability }: TileProps) {
  return (
    <Body>
      <Title>{ticket.title}</Title>
      <Facts>
        <EventCount count={ticket.events.length} />
        <TimeLeft expiresAt={ticket.operator_time_expires} availability={availability} />
      </Facts>
    </Body>
  );
}

const Teams = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-weight: 700;
  font-size: 0.875rem;
`;

const Team = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  > span {
    ${twoLines}
    text-align: center;
  }
`;

function TeamBadge({ team, priority }: { team: { id: number; name: string }; priority?: boolean }) {
  return (
    <Team>
      <TeamLogo team={team} size={40} loading={priority ? 'eager' : 'lazy'} />
      <span>{team.name}</span>
    </Team>
  );
}

/** Super bets: home and away names and logos (a random shirt as fallback), title, countdown. */
export function SuperBetTile({ ticket, priority, availability }: TileProps) {
  const event = ticket.event ?? ticket.events[0];
  return (
    <Body>
      {event && (
        <Teams>
          <TeamBadge team={event.home_team} priority={priority} />
          <span aria-hidden="true">
            <FormattedMessage id="lobby.versus" defaultMessage="vs" />
          </span>
          <TeamBadge team={event.away_team} priority={priority} />
        </Teams>
      )}
      <Title>{ticket.title}</Title>
      <Facts>
        <TimeLeft expiresAt={ticket.operator_time_expires} availability={availability} />
      </Facts>
    </Body>
  );
}

/*
 * Ghosts: each tile's shape while its list loads, from the same pieces as the tile, with
 * invisible stand-in text of a typical length (it wraps as real text would), so a list that
 * arrives takes the room its ghosts held and nothing below it moves.
 */
const Hidden = styled.span`
  visibility: hidden;
`;
const GhostFacts = styled(Facts).attrs({ as: 'div' })``;
const LogoBox = styled.div`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
`;

/** Stand-ins of typical length (never shown: `visibility: hidden`, and the list is aria-hidden). */
const STAND_IN = {
  title: 'Weekend Banker Picks',
  events: '10 events',
  odds: 'Odds 100.00',
  timeLeft: 'Closes in 00:00:00',
  team: 'Young Africans',
  versus: 'vs',
};

function GhostFactsOf({ facts }: { facts: string[] }) {
  return (
    <GhostFacts>
      {facts.map((f) => (
        <Hidden key={f}>{f}</Hidden>
      ))}
    </GhostFacts>
  );
}

function GhostTitle() {
  return (
    <Title as="div">
      <Hidden>{STAND_IN.title}</Hidden>
    </Title>
  );
}

/** Quick tips while loading: title, events, odds and time left. */
export function QuickTipTileGhost() {
  return (
    <Body>
      <GhostTitle />
      <GhostFactsOf facts={[STAND_IN.events, STAND_IN.odds, STAND_IN.timeLeft]} />
    </Body>
  );
}

/** Quick bets and jackpots while loading: title, events and time left. */
export function CountTileGhost() {
  return (
    <Body>
      <GhostTitle />
      <GhostFactsOf facts={[STAND_IN.events, STAND_IN.timeLeft]} />
    </Body>
  );
}

/** Smart bets and quick bets X while loading: the image box, a title and the time left. */
export function ImageTileGhost() {
  return (
    <Body>
      <PreviewBox data-preview="" />
      <GhostTitle />
      <GhostFactsOf facts={[STAND_IN.timeLeft]} />
    </Body>
  );
}

/** Super bets while loading: two team badges, a title and the time left. */
export function SuperBetTileGhost() {
  const team = (
    <Team>
      <LogoBox />
      <Hidden>{STAND_IN.team}</Hidden>
    </Team>
  );
  return (
    <Body>
      <Teams>
        {team}
        <Hidden>{STAND_IN.versus}</Hidden>
        {team}
      </Teams>
      <GhostTitle />
      <GhostFactsOf facts={[STAND_IN.timeLeft]} />
    </Body>
  );
}
