import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentBlock } from '@/features/betslip/payment-block';
import type { Pick } from '@/lib/betslip';
import type { JackpotTerms } from '@/types/api.gen';
import { mockApi, renderWithApp, tapBet } from '../../support/render';

// A jackpot is a pool (docs/behaviour.md#jackpots): its summary is its entry price and prizes.

const pickOf = (n: number): Pick => ({
  event_id: n,
  bet_id: n * 10,
  odds: 3.5,
  home_team: `Home ${n}`,
  away_team: `Away ${n}`,
  market_name: 'Match Result',
  market_code: 'MRFT',
  bet_name: '1',
});
const every = Array.from({ length: 13 }, (_, i) => pickOf(i + 1));

const jackpot: JackpotTerms = {
  price: 100,
  stake: 87.5,
  ext: 12.5,
  ext_amount: 12.5,
  wht: 20,
  tiers: [
    { correct: 13, prize: 1_000_000, wht_amount: 199_982.5, net_prize: 800_017.5 },
    { correct: 12, prize: 50_000, wht_amount: 9_982.5, net_prize: 40_017.5 },
  ],
};
const ticket = {
  code: 'JP-601',
  title: 'Mega Jackpot',
  stakes: [100],
  prices: [100],
  eventCount: 13,
  min_ticket_events_count: 13,
  min_ticket_odds: 1,
  jackpot,
};
const init = {
  operator: 'demo',
  language: 'en',
  languages: ['en'],
  currency: 'KES',
  psp: ['mpesa'],
  exercise_tax: 12.5,
};

function api() {
  const bodies: unknown[] = [];
  const calls = mockApi({
    '/api/init': init,
    '/api/jackpots/reserve': (_url: URL, request?: RequestInit) => {
      bodies.push(JSON.parse(request?.body as string));
      return Response.json({ code: 'JPX1' });
    },
  });
  return { calls, bodies };
}

describe('a jackpot slip', () => {
  it('shows the entry price and the prizes by correct picks, never a payout of the odds', async () => {
    const { calls } = api();
    renderWithApp(<PaymentBlock family="jackpot" ticket={ticket} picks={every} />);
    const summary = await screen.findByText('Entry price');
    const box = summary.closest('div[aria-live]') as HTMLElement;
    expect(within(box).getByText('KES 100.00')).toBeVisible();
    expect(within(box).getByText('13 of 13 correct: the jackpot')).toBeVisible();
    expect(within(box).getByText('KES 1,000,000.00')).toBeVisible();
    expect(within(box).getByText('12 of 13 correct')).toBeVisible();
    expect(within(box).getByText('KES 800,017.50 after withholding tax (20%)')).toBeVisible();
    // 13 picks at 3.50: the product of the odds (3.5^13, about 11.6 million) is nowhere.
    expect(screen.queryByText(/Net payout|Total odds|Gross payout/)).toBeNull();
    expect(calls.some((c) => c.startsWith('/api/finance-details'))).toBe(false);
    // One price: no stakes to choose from.
    expect(screen.queryByRole('radiogroup', { name: /price|stake/i })).toBeNull();
  });

  it('says how many events are picked and refuses Play until every one is', async () => {
    const { bodies } = api();
    renderWithApp(<PaymentBlock family="jackpot" ticket={ticket} picks={every.slice(0, 7)} />);
    expect(await screen.findByText('Pick every match to play: 7 of 13 picked.')).toBeVisible();
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '254712345678' },
    });
    await tapBet();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'A jackpot is played on every match: pick all 13 (7 of 13 picked).',
    );
    expect(bodies).toEqual([]);
  });

  it('sends the entry price and the picks', async () => {
    const { bodies } = api();
    renderWithApp(<PaymentBlock family="jackpot" ticket={ticket} picks={every} />);
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '254712345678' },
    });
    await tapBet();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ code: 'JP-601', price: 100, stake: 87.5 });
    expect((bodies[0] as { events: unknown[] }).events).toHaveLength(13);
  });
});
