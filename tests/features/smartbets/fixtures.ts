import type { GeneratedSmartbet } from '@/features/smartbets/state/generated-smartbet';
import type { PickedEvent, SmartbetCard } from '@/types/api.gen';

export const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

export const pickedEvent = (id: number, home: string, away: string, odds: number): PickedEvent => {
  const yes = { id: id * 100 + 1, bet_name: 'Yes', odds };
  return {
    id,
    home_team: { id: id * 10, name: home },
    away_team: { id: id * 10 + 1, name: away },
    category: { league_id: 4, league_name: 'Serie A' },
    starts: inHours(20 + id),
    market: {
      market_code: 'BTSFT',
      market_name: 'Both Teams To Score',
      line_name: '',
      bets: [yes, { id: id * 100 + 2, bet_name: 'No', odds: 2.1 }],
    },
    bet: yes,
  };
};

export const smartCard: SmartbetCard = {
  code: 'SB-1',
  title: 'Smart <i>Win</i>',
  preview_img: '/media/previews/smart-gold.png',
  prices: [50, 100],
  operator_time_expires: inHours(12),
};

export function generatedFixture(code = 'SBX-AAA111'): GeneratedSmartbet {
  const events = [
    pickedEvent(1, 'Lazio', 'Atalanta', 1.6),
    pickedEvent(2, 'Napoli', 'Juventus', 1.25),
  ];
  return {
    cardCode: 'SB-1',
    title: 'Smart <i>Win</i>',
    atag: 'aff&1',
    request: { code: 'SB-1', amount_to_win: 200, amount_to_bet: 100, preferred_odds: 1.5 },
    ticket: { code, events, total_odds: 2, stake: 100, potential_payout: 200 },
  };
}
