import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import defaultTicketImage from '@/assets/default-ticket.svg';
import { CountdownText } from '@/components/countdown-text';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { visuallyHidden } from '@/components/visually-hidden';
import { useBrand } from '@/config/brand-context';
import { randomShirt, teamLogoUrl } from '@/lib/media';
import { totalOdds } from '@/lib/odds';
import type { TicketSummary } from '@/types/api.gen';

export const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
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

const Preview = styled(ImageWithFallback)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
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

function TimeLeft({ expiresAt }: { expiresAt: string }) {
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
export function QuickTipTile({ ticket }: { ticket: TicketSummary }) {
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
              odds: (
                <FormattedNumber value={odds} minimumFractionDigits={2} maximumFractionDigits={2} />
              ),
            }}
          />
        </dd>
        <TimeLeft expiresAt={ticket.operator_time_expires} />
      </Facts>
    </Body>
  );
}

/** Smart bets and quick bets X: image (default on failure) and title. */
export function ImageTile({ ticket }: { ticket: TicketSummary }) {
  const brand = useBrand();
  return (
    <Body>
      <Preview
        src={ticket.preview_img}
        fallback={brand.assets.defaultTicketImage ?? defaultTicketImage}
        alt=""
        width={240}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <Title>{ticket.title}</Title>
    </Body>
  );
}

/** Quick bets and jackpots: title, event count, countdown. */
export function CountTile({ ticket }: { ticket: TicketSummary }) {
  return (
    <Body>
      <Title>{ticket.title}</Title>
      <Facts>
        <EventCount count={ticket.events.length} />
        <TimeLeft expiresAt={ticket.operator_time_expires} />
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
  overflow-wrap: anywhere;
`;

function TeamBadge({ team }: { team: { id: number; name: string } }) {
  const [shirt] = useState(() => randomShirt());
  return (
    <Team>
      <ImageWithFallback
        src={teamLogoUrl(team.id)}
        fallback={shirt}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
      />
      <span>{team.name}</span>
    </Team>
  );
}

/** Super bets: home and away names and logos (a random shirt as fallback), title, countdown. */
export function SuperBetTile({ ticket }: { ticket: TicketSummary }) {
  const event = ticket.event ?? ticket.events[0];
  return (
    <Body>
      {event && (
        <Teams>
          <TeamBadge team={event.home_team} />
          <span aria-hidden="true">
            <FormattedMessage id="lobby.versus" defaultMessage="vs" />
          </span>
          <TeamBadge team={event.away_team} />
        </Teams>
      )}
      <Title>{ticket.title}</Title>
      <Facts>
        <TimeLeft expiresAt={ticket.operator_time_expires} />
      </Facts>
    </Body>
  );
}
