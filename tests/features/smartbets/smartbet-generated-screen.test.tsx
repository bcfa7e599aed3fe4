import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmartbetGeneratedScreen } from '@/features/smartbets/smartbet-generated-screen';
import { loadGenerated, saveGenerated } from '@/features/smartbets/state/generated-smartbet';
import { renderWithApp, tapBet } from '../../support/render';
import { callsTo, mockFetch, Reply, signIn, type Call } from '../quicktips/api-mock';
import { generatedFixture, inHours, pickedEvent } from './fixtures';

// The first screen of a file loads the app's texts and chunks: give a busy machine time.
configure({ asyncUtilTimeout: 4000 });

// Wide enough that the OTP and tracking addresses still match (no 404 noise).
const routePath = '/smartbet/*';
const open = () =>
  renderWithApp(<SmartbetGeneratedScreen />, { path: '/smartbet/generated', routePath });

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('SmartbetGeneratedScreen', () => {
  it('shows the ticket it is given: picks, total odds, stake, and what the player gets after taxes', async () => {
    mockFetch({
      '/api/finance-details': (c: Call) =>
        c.search.get('price') === '100' && c.search.getAll('odds').join() === '1.6,1.25'
          ? {
              price: 100,
              total_odds: 2,
              stake: 90,
              ext: 10,
              ext_amount: 10,
              ext_type: 'stake',
              wht: 20,
              wht_amount: 20,
              gross_payout: 180,
              net_payout: 160,
            }
          : new Reply(400, { code: 400, message: 'unexpected' }),
    });
    const { router, ready } = open();
    await ready();
    await act(() =>
      router.navigate('/smartbet/generated', { state: generatedFixture(), replace: true }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Smart <i>Win</i>');
    const picks = screen.getByRole('list', { name: 'Your picks' });
    expect(
      within(picks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/Lazio vs Atalanta.*Both teams to score.*Yes.*1\.60/),
      expect.stringMatching(/Napoli vs Juventus.*Both teams to score.*Yes.*1\.25/),
    ]);
    expect(
      screen.getByText(/You asked to win KES\s200\.00 with a bet of KES\s100\.00/),
    ).toBeVisible();
    const summary = screen.getByText('You get (after taxes)').closest('dl');
    expect(summary).toHaveTextContent(/PriceKES\s100\.00/);
    expect(summary).toHaveTextContent('Total odds2.00');
    // No gross payout before taxes (KES 200) beside the payment block's stake after excise.
    expect(summary).not.toHaveTextContent(/200\.00|Stake|before taxes/);
    // What the player gets: the net payout of /api/finance-details for the stake and odds.
    await waitFor(() => expect(summary).toHaveTextContent(/You get \(after taxes\)KES\s160\.00/));
    // 160 after taxes is short of the 200 asked: the screen says this is the closest ticket.
    expect(
      screen.getByText(
        /^No ticket we found pays KES\s200\.00 after taxes\. This is the closest: you get KES\s160\.00\.$/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Link to this ticket/ })).toHaveAttribute(
      'href',
      '/quicktip/SBX-AAA111?x=1',
    );
    expect(screen.getByRole('link', { name: 'Change my inputs' })).toHaveAttribute(
      'href',
      '/smartbet/SB-1',
    );
  });

  it('says nothing is short when the net payout reaches the amount asked', async () => {
    const reached = { price: 100, total_odds: 2, stake: 100, ext: 0, ext_amount: 0 };
    mockFetch({
      '/api/finance-details': {
        ...reached,
        ...{ ext_type: 'stake', wht: 0, wht_amount: 0, gross_payout: 200, net_payout: 200 },
      },
    });
    saveGenerated(generatedFixture());
    open();
    const summary = (await screen.findByText('You get (after taxes)')).closest('dl');
    await waitFor(() => expect(summary).toHaveTextContent(/KES\s200\.00/));
    expect(screen.queryByText(/No ticket we found/)).toBeNull();
  });

  it('says the cap stops the amount asked, and that the picks left the odds asked', async () => {
    // Win 900,000,000 with 100 at odds around 1.2: one ticket wins at most KES 20,000,000.
    mockFetch({
      '/api/finance-details': {
        ...{ price: 100, total_odds: 2, stake: 95, ext: 5, ext_amount: 5, ext_type: 'stake' },
        ...{ wht: 20, wht_amount: 19, gross_payout: 190, net_payout: 171 },
        max_payout: 20_000_000,
      },
    });
    const generated = generatedFixture();
    saveGenerated({
      ...generated,
      request: { ...generated.request, amount_to_win: 900_000_000, preferred_odds: 1.2 },
      ticket: { ...generated.ticket, preferred_odds_kept: false },
    });
    open();
    expect(
      await screen.findByText(
        /^One ticket can win at most KES\s20,000,000\.00, so none pays KES\s900,000,000\.00\. This is the closest: you get KES\s171\.00\.$/,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Picks at odds around 1.20 could not reach your amount: some of these picks have odds up to 1.60.',
      ),
    ).toBeVisible();
  });

  it('still shows it after a reload (kept in this tab), and places it by phone', async () => {
    saveGenerated(generatedFixture());
    const calls = mockFetch({ 'POST /api/quicktips/reserve': { code: 'SMNEW' } });
    const { router } = open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone number'), '254712345678');
    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/smartbet/otp'));
    expect(callsTo(calls, 'POST', '/api/quicktips/reserve')[0]?.body).toMatchObject({
      code: 'SBX-AAA111',
      atag: 'aff&1',
      price: 100,
      msisdn: '254712345678',
      events: [
        { event_id: 1, bet_id: 101, odds: 1.6 },
        { event_id: 2, bet_id: 201, odds: 1.25 },
      ],
    });
  });

  it('creates it for a player code and opens its tracking', async () => {
    signIn('PLAYER1');
    saveGenerated(generatedFixture());
    mockFetch({
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      'POST /api/quicktipxs/create': { code: 'SM1' },
    });
    const { router } = open();
    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/smartbet/tracking/SM1'));
  });

  it('finds another bet with the same inputs, showing it from its top', async () => {
    // Chromium's scrollTo returns a promise: it must not be taken for an effect's cleanup.
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation(() => Promise.resolve() as unknown as undefined);
    saveGenerated(generatedFixture());
    const next = generatedFixture('SBX-BBB222').ticket;
    next.events = [pickedEvent(3, 'Inter', 'AC Milan', 2)];
    const calls = mockFetch({ 'POST /api/smartbets/generate': next });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Find another bet' }));
    expect(await screen.findByText('Inter vs AC Milan')).toBeInTheDocument();
    expect(screen.queryByText('Lazio vs Atalanta')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/smartbets/generate')[0]?.body).toEqual(
      generatedFixture().request,
    );
    expect(loadGenerated()?.ticket.code).toBe('SBX-BBB222');
    // The scroll is a passive effect: it may run just after the new text is on screen.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
    scrollTo.mockRestore();
  });

  it('says so when no other bet matches, keeping the ticket', async () => {
    saveGenerated(generatedFixture());
    mockFetch({
      'POST /api/smartbets/generate': new Reply(404, { code: 404, message: 'nothing' }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Find another bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No matching bet found. Please try other options.',
    );
    expect(screen.getByText('Lazio vs Atalanta')).toBeInTheDocument();
  });

  it('shows Expired, without a way to bet, once the tip has closed', async () => {
    saveGenerated(generatedFixture());
    mockFetch({
      '/api/quicktipxs/SBX-AAA111': {
        code: 'SBX-AAA111',
        title: 'Smart Win',
        events: generatedFixture().ticket.events,
        prices: [100],
        operator_time_expires: inHours(-1),
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Find another bet' })).toBeEnabled();
  });

  it('without a generated ticket, says how to get one and leads back to the games', async () => {
    mockFetch({});
    open();
    expect(await screen.findByText(/There is no generated smart bet to show here/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
  });
});
