import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LobbyScreen } from '@/features/lobby/lobby-screen';
import { tokenAtom } from '@/lib/identity';
import { lobbyQueryAtom } from '@/lib/lobby-return';
import type { TicketSummary } from '@/types/api.gen';
import { mockApi, renderWithApp, testBrand, testInit } from '../../support/render';

const team = (id: number, name: string) => ({ id, name });
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const tip: TicketSummary = {
  code: 'QT-1',
  title: 'Weekend <b>banker</b>',
  operator_time_expires: inHours(50.5),
  events: [
    {
      id: 1,
      home_team: team(1, 'Arsenal'),
      away_team: team(2, 'Chelsea'),
      bet: { id: 11, bet_name: '1', odds: 1.5 },
    },
    {
      id: 2,
      home_team: team(3, 'Gor Mahia'),
      away_team: team(4, 'AFC Leopards'),
      bet: { id: 12, bet_name: 'X', odds: 3.1 },
    },
  ],
};
const jackpot: TicketSummary = {
  code: 'JP 9',
  title: 'Mega Jackpot',
  operator_time_expires: inHours(2),
  events: tip.events,
};

describe('LobbyScreen', () => {
  it('shows a card per kind with tickets and hides the empty ones', async () => {
    mockApi({
      '/api/init': testInit(),
      '/api/quicktip_cards': [tip],
      '/api/jackpot_cards': [jackpot],
      '/api/smartbet_cards': [],
      '/api/superbet_cards': [],
      '/api/quickbet_cards': [],
      '/api/quickbetx_cards': [],
    });
    renderWithApp(<LobbyScreen />, { path: '/?atag=a%26b' });

    const tips = await screen.findByRole('region', { name: 'Quick tips' });
    const link = await within(tips).findByRole('link');
    // Server text is shown as text, never as HTML.
    expect(link).toHaveTextContent('Weekend <b>banker</b>');
    expect(link).toHaveTextContent('2 events');
    expect(link).toHaveTextContent('Odds 4.65');
    expect(link).toHaveTextContent('2 days 2 h');
    expect(link).toHaveAttribute('href', '/quicktip/QT-1?atag=a%26b');

    const jackpots = screen.getByRole('region', { name: 'Jackpots' });
    expect(await within(jackpots).findByRole('link')).toHaveAttribute(
      'href',
      '/jackpot/JP%209?atag=a%26b',
    );
    expect(within(jackpots).getByRole('link')).toHaveTextContent(/Closes in 0[12]:\d\d:\d\d/);

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Smartbet' })).toBeNull());
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Quick tips',
      'Jackpots',
    ]);
  });

  it('uses the brand card titles', async () => {
    mockApi({
      '/api/smartbet_cards': [{ ...tip, code: 'SB1', events: [], preview_img: '/x.png' }],
    });
    renderWithApp(<LobbyScreen />, {
      path: '/?type=2',
      brand: testBrand({ cardTitles: { smartbet: 'SMARTA BET' } }),
    });
    expect(await screen.findByRole('heading', { name: 'SMARTA BET' })).toBeInTheDocument();
  });

  it.each([
    ['swTZ', 'Tipu Motomoto'],
    ['en', 'Hot Tips'],
    // No heading of its own: the brand's first language's.
    ['de', 'Tipu Motomoto'],
  ])("shows a brand's card title of each language: %s", async (lang, heading) => {
    mockApi({
      '/api/init': testInit({ languages: ['swTZ', 'en', 'de'] }),
      '/api/smartbet_cards': [{ ...tip, code: 'SB1', events: [], preview_img: '/x.png' }],
    });
    renderWithApp(<LobbyScreen />, {
      path: `/?type=2&lang=${lang}`,
      brand: testBrand({
        languages: ['swTZ', 'en', 'de'],
        cardTitles: { smartbet: { en: 'Hot Tips', swTZ: 'Tipu Motomoto' } },
      }),
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it("shows a failed list's error with its code, and retries", async () => {
    let fail = true;
    mockApi({
      '/api/quicktip_cards': () =>
        fail
          ? new Response('Upstream timeout', {
              status: 504,
              headers: { 'Content-Type': 'text/plain' },
            })
          : Response.json([tip]),
    });
    renderWithApp(<LobbyScreen />, { path: '/?type=1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is a problem on our side');
    expect(alert).toHaveTextContent('Error code 504');
    fail = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Weekend <b>banker</b>')).toBeInTheDocument();
  });

  it('says once that the player is offline when the lists find no network, and asks them all again', async () => {
    let online = false;
    const list = (answer: TicketSummary[]) => () => {
      if (!online) throw new TypeError('Failed to fetch');
      return Response.json(answer);
    };
    mockApi({
      '/api/init': testInit(),
      '/api/quicktip_cards': list([tip]),
      '/api/jackpot_cards': list([jackpot]),
    });
    renderWithApp(<LobbyScreen />, { path: '/?type=1,5' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are offline');
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    expect(alert).not.toHaveTextContent('Error code');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Quick tips' })).toBeNull();

    online = true;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Weekend <b>banker</b>')).toBeInTheDocument();
    expect(await screen.findByText('Mega Jackpot')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when nothing is published', async () => {
    mockApi({ '/api/quicktip_cards': [] });
    renderWithApp(<LobbyScreen />, { path: '/?type=1' });
    expect(await screen.findByText(/No tickets are published right now/)).toBeInTheDocument();
  });

  it('shows a disabled or expired ticket as such, not as a link to bet', async () => {
    mockApi({
      '/api/quickbet_cards': [
        { ...jackpot, code: 'QB-501', title: 'Open Picks' },
        { ...jackpot, code: 'QB-503', title: 'Cup Specials', disabled: true },
        { ...jackpot, code: 'QB-505', title: 'Last Night', operator_time_expires: inHours(-1) },
      ],
      '/api/quickbetx_cards': [
        { ...tip, code: 'QBX-105', title: 'Old Swipe', events: [], preview_img: '/x.png' },
      ].map((t) => ({ ...t, operator_time_expires: inHours(-3) })),
    });
    renderWithApp(<LobbyScreen />, { path: '/?type=4,6' });

    const quickbets = await screen.findByRole('region', { name: 'QuickBets' });
    const tiles = await within(quickbets).findAllByRole('listitem');
    expect(
      within(quickbets)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/quickbet/QB-501']);
    expect(tiles[1]).toHaveTextContent('Cup Specials');
    expect(tiles[1]).toHaveTextContent('This Ticket Disabled');
    expect(tiles[1]).not.toHaveTextContent(/Closes in/);
    expect(tiles[2]).toHaveTextContent('Last Night');
    expect(tiles[2]).toHaveTextContent('Expired');

    // An image tile says so where its time left would be.
    const swipes = screen.getByRole('region', { name: 'QuickbetX' });
    expect(within(swipes).getByRole('listitem')).toHaveTextContent('Expired');
    expect(within(swipes).queryByRole('link')).toBeNull();
  });

  it('lists live tickets first: an expired or disabled one goes to the end of its row', async () => {
    mockApi({
      '/api/quickbet_cards': [
        { ...jackpot, code: 'QB-503', title: 'Cup Specials', disabled: true },
        { ...jackpot, code: 'QB-501', title: 'Top Picks' },
        { ...jackpot, code: 'QB-505', title: 'Last Night', operator_time_expires: inHours(-1) },
        { ...jackpot, code: 'QB-502', title: 'Sunday Six' },
      ],
    });
    renderWithApp(<LobbyScreen />, { path: '/?type=4' });
    const quickbets = await screen.findByRole('region', { name: 'QuickBets' });
    const tiles = await within(quickbets).findAllByRole('listitem');
    expect(tiles.map((t) => within(t).getByRole('heading').textContent)).toEqual([
      'Top Picks',
      'Sunday Six',
      'Cup Specials',
      'Last Night',
    ]);
    expect(
      within(quickbets)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/quickbet/QB-501', '/quickbet/QB-502']);
  });

  it('says nothing is published only once every list has arrived empty', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    mockApi({
      '/api/quicktip_cards': [],
      '/api/jackpot_cards': async () => {
        await held;
        return Response.json([jackpot]);
      },
    });
    renderWithApp(<LobbyScreen />, { path: '/?type=1,5' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Quick tips' })).toBeNull());
    expect(screen.queryByText(/No tickets are published/)).toBeNull();
    release();
    expect(await screen.findByText('Mega Jackpot')).toBeInTheDocument();
    expect(screen.queryByText(/No tickets are published/)).toBeNull();
  });

  it('stores the URL token and removes it when absent', async () => {
    mockApi({});
    const first = renderWithApp(<LobbyScreen />, { path: '/?token=PLAYER1&type=1' });
    await waitFor(() => expect(first.store.get(tokenAtom)).toBe('PLAYER1'));
    expect(localStorage.getItem('betdeck.token')).toBe('"PLAYER1"');
    first.unmount();

    const second = renderWithApp(<LobbyScreen />, { path: '/?type=1' });
    await waitFor(() => expect(localStorage.getItem('betdeck.token')).toBeNull());
    expect(second.store.get(tokenAtom)).toBeNull();
  });

  it("keeps the token when the app's own link brings the player back (Back to Games)", async () => {
    mockApi({ '/api/identify': { id: 'PLAYER1', balance: 5000 }, '/api/init': testInit() });
    const app = renderWithApp(<LobbyScreen />, { path: '/?token=PLAYER1&type=1' });
    await waitFor(() => expect(app.store.get(tokenAtom)).toBe('PLAYER1'));
    // Back to Games brings the token back, so a reload there keeps the player signed in ...
    expect(app.store.get(lobbyQueryAtom)).toBe('?type=1&token=PLAYER1');
    // ... and a link of the app without it does not sign the player out.
    await act(() => app.router.navigate('/?type=1'));
    expect(app.router.state.location.search).toBe('?type=1');
    expect(await screen.findByText(/Balance/)).toHaveTextContent(/KES\s?5,000\.00/);
    expect(app.store.get(tokenAtom)).toBe('PLAYER1');
    expect(localStorage.getItem('betdeck.token')).toBe('"PLAYER1"');
  });

  it("identifies a player-code token and shows the player's balance", async () => {
    const calls = mockApi({
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      '/api/init': testInit(),
    });
    renderWithApp(<LobbyScreen />, { path: '/?token=PLAYER1&type=1' });
    expect(await screen.findByText(/Balance/)).toHaveTextContent(/Balance KES\s?5,000\.00/);
    expect(calls).toContain('/api/identify?token=PLAYER1');
  });

  it('does not identify a phone token, and says when a player code is refused', async () => {
    const calls = mockApi({});
    const phone = renderWithApp(<LobbyScreen />, { path: '/?token=254712345678&type=1' });
    await screen.findByRole('main');
    expect(calls.some((c) => c.startsWith('/api/identify'))).toBe(false);
    phone.unmount();

    renderWithApp(<LobbyScreen />, { path: '/?token=NOBODY&type=1' });
    // In the player's words: no "Operator Error", the server's reason left to support (its code).
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'We could not sign you in. You can still bet: enter your phone number when you pay.',
    );
    expect(notice).not.toHaveTextContent(/Operator Error|Not found/);
    expect(notice).toHaveTextContent('Error code 404');
    expect(screen.getByRole('banner')).not.toHaveTextContent('Operator Error');
  });
});
