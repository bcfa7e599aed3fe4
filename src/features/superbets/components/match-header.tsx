import { FormattedMessage } from 'react-intl';
import { LeagueKickoff } from '@/components/league-kickoff';
import styled from 'styled-components';
import { TeamLogo } from '@/components/team-logo';
import type { SuperbetEvent } from '@/types/api.gen';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const When = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Team = styled.p`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.0625rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
  img {
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Versus = styled.span`
  align-self: center;
  padding-bottom: ${({ theme }) => theme.space(6)};
  font-weight: 700;
  text-transform: uppercase;
`;

/** The match of a super bet: league and kick-off, home and away with their crests. */
export function MatchHeader({ event, label }: { event: SuperbetEvent; label: string }) {
  return (
    <Box aria-label={label}>
      <When>
        <LeagueKickoff event={event} />
      </When>
      <Teams>
        <Team>
          <TeamLogo team={event.home_team} size={64} />
          <span>{event.home_team.name}</span>
        </Team>
        <Versus>
          <FormattedMessage id="lobby.versus" defaultMessage="vs" />
        </Versus>
        <Team>
          <TeamLogo team={event.away_team} size={64} />
          <span>{event.away_team.name}</span>
        </Team>
      </Teams>
    </Box>
  );
}
