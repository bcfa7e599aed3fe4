import type { Event, FinanceDetails, QuickbetxCard } from '@/types/api.gen';
import { testInit } from '../../support/render';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const event = (id: number, home: string, away: string, market: Event['market']): Event => ({
  id,
  home_team: { id: id * 10, name: home },
  away_team: { id: id * 10 + 1, name: away },
  category: { league_id: 5, league_name: 'Kenyan Premier League' },
  starts: inHours(30),
  market,
});

/** A three-way match result, a three-way handicap with its line, and a two-way over/under. */
export const [matchResult, handicap, goals] = [
  event(1, 'Gor Mahia', 'AFC Leopards', {
    market_code: 'MRFT',
    market_name: 'Match Result',
    line_name: '',
    bets: [
      { id: 101, bet_name: '1', odds: 1.86 },
      { id: 102, bet_name: 'X', odds: 3.4 },
      { id: 103, bet_name: '2', odds: 4.1 },
    ],
  }),
  event(2, 'Tusker', 'Bandari', {
    market_code: 'EHFT',
    market_name: 'European Handicap',
    line_name: '-1',
    bets: [
      { id: 201, bet_name: '1', odds: 4.28 },
      { id: 202, bet_name: 'X', odds: 3.29 },
      { id: 203, bet_name: '2', odds: 1.91 },
    ],
  }),
  event(3, 'Kariobangi Sharks', 'Ulinzi Stars', {
    market_code: 'OUFT',
    market_name: 'Total Goals',
    line_name: '2.5',
    bets: [
      { id: 301, bet_name: 'Over 2.5', odds: 2.07 },
      { id: 302, bet_name: 'Under 2.5', odds: 1.73 },
    ],
  }),
] as const;

/** The name of an event's card (and the start of its pick feedback). */
export const cardName = (e: Event) => `${e.home_team.name} vs ${e.away_team.name}`;

/** Quick bet X QBX-1 (GET /api/quickbetx_cards/QBX-1): three events, skipping allowed. */
export const qbxCard: QuickbetxCard = {
  code: 'QBX-1',
  title: 'Weekend Derbies',
  events: [matchResult, handicap, goals],
  template: { colors: {}, fonts: {} },
  stakes: [],
  prices: [50, 100],
  open_stake: false,
  allow_skip: true,
  min_ticket_events_count: 2,
  min_ticket_odds: 1,
  operator_time_expires: inHours(40),
};

/** /api/finance-details for a price of 50 on odds 3.4 x 4.28 x 1.73 = 25.17. */
export const finance: FinanceDetails = {
  price: 50,
  total_odds: 25.17,
  stake: 50,
  ext: 0,
  ext_amount: 0,
  ext_type: 'stake',
  wht: 0,
  wht_amount: 0,
  gross_payout: 1258.5,
  net_payout: 1258.5,
};

/** The demo API's answers the builder screen of QBX-1 calls. */
export const builderApi = (more: Record<string, unknown> = {}) => ({
  '/api/init': testInit(),
  '/api/quickbetx_cards/QBX-1': qbxCard,
  '/api/finance-details': finance,
  ...more,
});
