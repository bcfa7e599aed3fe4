import type { OperatorConfig, Ticket } from '@/types/api.gen';

export const init: OperatorConfig = {
  operator: 'demo',
  language: 'en',
  languages: ['en', 'swTZ'],
  currency: 'KES',
  psp: ['mpesa'],
  exercise_tax: 0,
};

const team = (id: number, name: string) => ({ id, name });

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    code: 'T-1',
    type: 'quickbetx',
    status: 'open',
    operator: 'demo',
    odds: 4.65,
    price: 100,
    stake: 100,
    final_payout: 372,
    wht: 93,
    created_at: '2026-05-01T10:00:00Z',
    events: [
      {
        event_id: 1,
        home_team: team(1, 'Arsenal <b>FC</b>'),
        away_team: team(2, 'Chelsea'),
        market_name: 'Match Result',
        bet_name: '1',
        odds: 1.5,
        result: 'won',
      },
      {
        event_id: 2,
        home_team: team(3, 'Gor Mahia'),
        away_team: team(4, 'AFC Leopards'),
        market_name: 'Total Goals',
        bet_name: 'Over 2.5',
        odds: 3.1,
        result: null,
      },
    ],
    player: '2547*****678',
    network: 'Safaricom',
    payment_id: 'MP12345',
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
