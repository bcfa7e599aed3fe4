import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketDetails } from '@/components/ticket-details';
import type { Ticket, TicketEvent } from '@/types/api.gen';
import { mockApi, renderWithApp } from '../support/render';

// A placed jackpot shows its prizes, not its odds (docs/behaviour.md#jackpots).

const pick = (n: number, result: string | null): TicketEvent => ({
  event_id: n,
  home_team: { id: n, name: `Home ${n}` },
  away_team: { id: 100 + n, name: `Away ${n}` },
  market_code: 'MRFT',
  market_name: 'Match Result',
  bet_name: '1',
  odds: 3.5,
  result,
});

const jackpot = (status: Ticket['status'], results: (string | null)[], extra = {}): Ticket => ({
  code: 'JP1',
  type: 'jackpot',
  status,
  operator: 'demo',
  odds: 11_592_836.32,
  price: 100,
  stake: 87.5,
  final_payout: 800_017.5,
  wht: 199_982.5,
  created_at: '2026-05-01T10:00:00Z',
  events: results.map((r, i) => pick(i + 1, r)),
  prize_tiers: [
    { correct: 13, prize: 1_000_000, wht_amount: 199_982.5, net_prize: 800_017.5 },
    { correct: 12, prize: 50_000, wht_amount: 9_982.5, net_prize: 40_017.5 },
  ],
  ...extra,
});

describe('a placed jackpot', () => {
  it('shows the jackpot after tax as its possible win, and its prizes, not its odds', async () => {
    mockApi({});
    renderWithApp(<TicketDetails ticket={jackpot('open', Array<null>(13).fill(null))} />);
    const details = await screen.findByRole('region', { name: 'Ticket details' });
    expect(within(details).getByText('Possible win')).toBeVisible();
    expect(within(details).getByText('KES 800,017.50')).toBeVisible();
    expect(within(details).queryByText('Odds')).toBeNull();
    expect(screen.queryByText(/11,592,836/)).toBeNull();
    const prizes = screen.getByRole('region', { name: 'Prizes' });
    expect(within(prizes).getByText('13 of 13 correct: the jackpot')).toBeVisible();
    expect(within(prizes).getByText('KES 1,000,000.00')).toBeVisible();
  });

  it('once won with 12 of 13, says so and shows the tier paid', async () => {
    mockApi({});
    const results = [...Array<string>(12).fill('won'), 'lost'];
    renderWithApp(
      <TicketDetails
        ticket={jackpot('won', results, { correct: 12, final_payout: 40_017.5, wht: 9_982.5 })}
      />,
    );
    const details = await screen.findByRole('region', { name: 'Ticket details' });
    expect(within(details).getByText('Final payout')).toBeVisible();
    expect(within(details).getByText('KES 40,017.50')).toBeVisible();
    const prizes = screen.getByRole('region', { name: 'Prizes' });
    expect(within(prizes).getAllByText('12 of 13 correct')[0]).toBeVisible();
  });
});
