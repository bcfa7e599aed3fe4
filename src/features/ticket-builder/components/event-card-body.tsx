import defaultLogo from '@/assets/default-logo.svg';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Odds } from '@/components/odds';
import { TeamLogo } from '@/components/team-logo';
import { useFormat } from '@/hooks/use-format';
import { useMarketNames } from '@/hooks/use-market-names';
import { parseTimestamp } from '@/lib/countdown';
import { leagueLogoUrl } from '@/lib/media';
import type { Bet, Event, Team } from '@/types/api.gen';

// Its lines never widen the card: a long word wraps inside its own box.
const Body = styled.div<{ $roomy: boolean; $labelSize?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  ${({ $roomy, $labelSize = '1rem' }) =>
    $roomy &&
    // On a swipe card the face fills the card (less the directions' line): the bets, big, take
    // the room left, so the card reads at a glance.
    css`
      height: calc(100% - 3.25rem);
      grid-template-rows: auto auto auto 1fr;
      > div:last-child {
        align-self: center;
      }
      button {
        min-height: 96px;
      }
      button strong {
        font-size: 1.75rem;
      }
      button span {
        font-size: ${$labelSize};
        font-weight: 700;
        line-height: 1.2;
        overflow-wrap: break-word;
      }
    `}
`;

/**
 * The size a swipe card's bet labels take, by their longest word: a team's name ("Villarreal",
 * "Norrköping") is never cut inside a word in a third of a 320 px card, in any language
 * (e2e/card-fit.spec.ts).
 */
function betLabelSize(labels: readonly string[]): string | undefined {
  const longest = longestWord(labels);
  return longest > 9 ? '0.75rem' : longest > 7 ? '0.875rem' : undefined;
}

// Where the league and the kick-off do not fit on one line (a long date in Kiswahili at 360 px),
// the kick-off goes to the next line: the league's name is never cut inside a word.
const League = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    flex: none;
  }
  span {
    overflow-wrap: break-word;
    min-width: 0;
  }
  time {
    margin-left: auto;
    white-space: nowrap;
  }
`;

// "vs" wraps ("dhidi / ya") before a team's name would leave the card.
const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) min-content minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
  font-size: 1.0625rem;
`;

const TeamBox = styled.div<{ $long: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: break-word;
  ${({ $long }) => $long && 'font-size: 0.875rem;'}
`;

const Market = styled.p`
  margin: 0;
  text-align: center;
  font-weight: 700;
`;

const Bets = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

export const BetButton = styled.button<{ $selected?: boolean }>`
  display: grid;
  justify-items: center;
  gap: 2px;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radii.button};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  span {
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
  strong {
    font-size: 1.0625rem;
    font-variant-numeric: tabular-nums;
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.accent};
      border-color: ${theme.colors.accent};
      color: ${theme.colors.onAccent};
    `}
`;

/** The length of the longest word of `texts`. */
const longestWord = (texts: readonly string[]) =>
  Math.max(0, ...texts.flatMap((t) => t.split(/\s+/).map((w) => w.length)));

/** A team's logo and name; `long`: the smaller size both teams of a card take for a long word. */
function TeamBadge({ team, long }: { team: Team; long: boolean }) {
  return (
    <TeamBox $long={long}>
      <TeamLogo team={team} size={56} />
      <span>{team.name}</span>
    </TeamBox>
  );
}

/**
 * What an event card shows: league (logo and name), kick-off, both teams (logos with a shirt
 * as fallback), the market and its bets with odds. Tapping a bet picks it.
 */
export function EventCardBody({
  event,
  selectedBetId,
  onBet,
  roomy = false,
}: {
  event: Event;
  selectedBetId?: number;
  onBet: (bet: Bet, index: number) => void;
  /** On a swipe card: the face fills the card, bets large. */
  roomy?: boolean;
}) {
  const intl = useIntl();
  const { dateTime } = useFormat();
  const names = useMarketNames();
  const { market } = event;
  const marketName = names.market(
    market,
    market.bets.map((b) => b.bet_name),
  );
  const teams = { home: event.home_team.name, away: event.away_team.name };
  const labels = market.bets.map((bet) => names.outcome(market, bet.bet_name, teams));
  const labelSize = roomy ? betLabelSize(labels) : undefined;
  const longTeams = longestWord([teams.home, teams.away]) > 9;
  return (
    <Body $roomy={roomy} $labelSize={labelSize}>
      <League>
        <ImageWithFallback
          src={leagueLogoUrl(event.category.league_id)}
          fallback={defaultLogo}
          alt=""
          width={20}
          height={20}
          draggable={false}
        />
        <span>{event.category.league_name}</span>
        <time dateTime={event.starts}>{dateTime(parseTimestamp(event.starts))}</time>
      </League>
      <Teams>
        <TeamBadge team={event.home_team} long={longTeams} />
        <span aria-hidden="true">
          {intl.formatMessage({ id: 'lobby.versus', defaultMessage: 'vs' })}
        </span>
        <TeamBadge team={event.away_team} long={longTeams} />
      </Teams>
      <Market>{marketName}</Market>
      <Bets $count={market.bets.length} role="group" aria-label={marketName}>
        {market.bets.map((bet, i) => (
          <BetButton
            key={bet.id}
            type="button"
            $selected={bet.id === selectedBetId}
            aria-pressed={bet.id === selectedBetId}
            onClick={() => onBet(bet, i)}
          >
            <span>{labels[i]}</span>
            <strong>
              <Odds value={bet.odds} />
            </strong>
          </BetButton>
        ))}
      </Bets>
    </Body>
  );
}
