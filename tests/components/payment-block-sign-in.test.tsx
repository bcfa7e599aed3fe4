// Who may stake (docs/compliance.md#who-may-stake): where the page's market needs a verified
// account, a player without one is asked to sign in and nothing is placed anonymously; the
// Kenyan phone player pays as before.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentBlock } from '@/features/betslip/payment-block';
import type { RuntimeBrand } from '@/config/runtime-brand';
import type { Pick } from '@/lib/betslip';
import type { Brand } from '@/types/brand.gen';
import { toRuntimeCompliance, type Markets } from '../../scripts/brand/compliance';
import rules from '../../schemas/markets.json';
import demo from '../../brands/demo.json';
import eurowin from '../../brands/eurowin.json';
import { mockApi, renderWithApp, tapBet, testBrand, testInit } from '../support/render';

const markets = rules.markets as unknown as Markets;

const picks: Pick[] = [1, 2].map((n) => ({
  event_id: n,
  bet_id: n * 10,
  odds: 2,
  home_team: `Home ${n}`,
  away_team: `Away ${n}`,
  market_name: 'Match Result',
  market_code: 'MRFT',
  bet_name: '1',
}));
const ticket = { code: 'QBX-9', title: 'Nine', stakes: [50, 100], eventCount: 2 };
const finance = {
  price: 50,
  total_odds: 4,
  stake: 50,
  ext: 0,
  ext_amount: 0,
  ext_type: 'stake',
  wht: 0,
  wht_amount: 0,
  gross_payout: 200,
  net_payout: 200,
};

/** EuroWin as the build stamps it, German first: this page (no eurowin host) shows its DE licence. */
const german = (): RuntimeBrand =>
  testBrand({
    id: 'eurowin',
    name: 'EuroWin',
    languages: ['de', 'en'],
    payments: { providers: ['bank'] },
    compliance: toRuntimeCompliance(eurowin as unknown as Brand, markets),
  });

const kenyan = (): RuntimeBrand =>
  testBrand({ compliance: toRuntimeCompliance(demo as unknown as Brand, markets) });

/** This device confirmed the age and terms already (the question is not this test's). */
const ageConfirmed = (brand: RuntimeBrand) =>
  localStorage.setItem('betdeck.age-terms', JSON.stringify(`18|${brand.compliance!.terms}`));

function api(psp: string[]) {
  const placed: string[] = [];
  mockApi({
    '/api/init': testInit({
      currency: 'EUR',
      psp,
      bank_widget: { script_url: '/w.js', client_id: 'c' },
    }),
    '/api/finance-details': finance,
    '/api/identify': { id: 'PLAYER1', balance: 5000 },
    '/api/quickbetxs/reserve': (url: URL) => {
      placed.push(url.pathname);
      return Response.json({ code: 'T-NEW' });
    },
  });
  return placed;
}

describe('the slip where the market needs an account (Germany)', () => {
  it('asks an anonymous player to sign in, and offers neither a phone nor a payment', async () => {
    const placed = api(['bank']);
    window.history.replaceState(null, '', '/quickbetx/QBX-9&token=');
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      path: '/quickbetx/QBX-9',
      brand: german(),
    });
    const signIn = await screen.findByRole('link', { name: 'Sign in to bet' });
    // To the operator's sign-in, with this slip to come back to.
    const href = new URL(signIn.getAttribute('href')!, location.origin);
    expect(href.pathname).toBe('/demo-sign-in');
    expect(href.searchParams.get('return')).toBe(location.href);
    expect(screen.getByText(/EuroWin takes bets from signed-in players only/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Phone number/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(placed).toEqual([]);
  });

  it('lets the player who came back with a token place as a signed-in player', async () => {
    const placed = api(['bank']);
    localStorage.setItem('betdeck.token', JSON.stringify('PLAYER1'));
    ageConfirmed(german());
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: german(),
    });
    await screen.findByText(/Balance/);
    expect(screen.queryByRole('link', { name: 'Sign in to bet' })).toBeNull();
    await tapBet('Play');
    await waitFor(() => expect(placed).toEqual(['/api/quickbetxs/reserve']));
  });
});

describe('the Kenyan phone player (the payment identifies the player)', () => {
  it('still pays by phone without signing in', async () => {
    const placed = api(['mpesa']);
    ageConfirmed(kenyan());
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: kenyan(),
    });
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '254712345678' },
    });
    expect(screen.queryByRole('link', { name: 'Sign in to bet' })).toBeNull();
    await tapBet();
    await waitFor(() => expect(placed).toEqual(['/api/quickbetxs/reserve']));
  });
});
