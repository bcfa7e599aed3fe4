import type { SuperbetCard } from '@/types/api.gen';

export const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

export const superCard: SuperbetCard = {
  code: 'SP-1',
  title: 'Mashemeji <b>Derby</b>',
  prices: [50, 100],
  operator_time_expires: inHours(30),
  event: {
    id: 40,
    home_team: { id: 501, name: 'Gor Mahia' },
    away_team: { id: 502, name: 'AFC Leopards' },
    category: { league_id: 5, league_name: 'Kenyan Premier League' },
    starts: inHours(30.25),
    markets: [
      {
        market_code: 'MRFT',
        market_name: 'Match Result',
        line_name: '',
        bets: [
          { id: 4001, bet_name: '1', odds: 1.86 },
          { id: 4004, bet_name: 'X', odds: 3.67 },
          { id: 4003, bet_name: '2', odds: 4.1 },
        ],
      },
      {
        market_code: 'OUFT',
        market_name: 'Total Goals',
        line_name: '2.5',
        bets: [
          { id: 4011, bet_name: 'Over 2.5', odds: 2.07 },
          { id: 4002, bet_name: 'Under 2.5', odds: 1.73 },
        ],
      },
      {
        market_code: 'EHFT',
        market_name: 'European Handicap',
        line_name: '-1',
        bets: [
          { id: 4021, bet_name: '1', odds: 4.28 },
          { id: 4022, bet_name: 'X', odds: 3.29 },
          { id: 4023, bet_name: '2', odds: 1.91 },
        ],
      },
    ],
  },
};
