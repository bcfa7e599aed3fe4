import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QuicktipScreen } from '@/features/quicktips/quicktip-screen';
import type { PickedEvent, QuicktipCard } from '@/types/api.gen';
import { renderWithApp, tapBet } from '../../support/render';
import { callsTo, inHours, mockFetch, Reply, signIn } from './api-mock';

// The first screen of a file loads the app's texts and chunks: give a busy machine time.
configure({ asyncUtilTimeout: 4000 });

const event = (id: number, home: string, away: string, bet: [number, string, number]) =>
  ({
    id,
    home_team: { id: id * 10, name: home },
    away_team: { id: id * 10 + 1, name: away },
    category: { league_id: 1, league_name: 'English Premier League' },
    starts: inHours(30),
    market: {
      market_code: 'MRFT',
      market_name: 'Match Result',
      line_name: '',
      bets: [
        { id: id * 100 + 1, bet_name: '1', odds: 1.5 },
        { id: id * 100 + 2, bet_name: 'X', odds: 3.4 },
        { id: id * 100 + 3, bet_name: '2', odds: 5.2 },
      ],
    },
    bet: { id: bet[0], bet_name: bet[1], odds: bet[2] },
  }) satisfies PickedEvent;

const tip: QuicktipCard = {
  code: 'QT-1',
  title: 'Banker <b>Picks</b>',
  events: [
    event(1, 'Arsenal', 'Chelsea', [101, '1', 1.5]),
    event(2, 'Gor Mahia', '<img src=x onerror=alert(1)>', [203, '2', 3.1]),
  ],
  prices: [50, 100],
  operator_time_expires: inHours(50.5),
};

// Wide enough that the OTP and tracking addresses the screen moves to still match (no 404 noise).
const routePath = '/:section/:id/*';
const open = (path = '/quicktip/QT-1') => renderWithApp(<QuicktipScreen />, { path, routePath });

afterEach(() => window.localStorage.clear());

describe('QuicktipScreen', () => {
  it('shows the tips, their total odds and countdown, with server text as text', async () => {
    mockFetch({ '/api/quicktip_cards/QT-1': tip });
    open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Banker <b>Picks</b>',
    );
    const list = screen.getByRole('list', { name: 'The tips' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Arsenal vs Chelsea');
    expect(rows[0]).toHaveTextContent('Match resultArsenal');
    expect(rows[0]).toHaveTextContent('1.50');
    expect(rows[1]).toHaveTextContent('Gor Mahia vs <img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // 1.5 x 3.1 = 4.65; 50.5 hours left = 2 days 2 h
    const facts = screen.getAllByText('Total odds')[0]!.closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('Events2');
    expect(facts).toHaveTextContent('Total odds4.65');
    expect(facts).toHaveTextContent('Time left2 days 2 h');
  });

  it('shows Loading... while the tip loads', async () => {
    mockFetch({ '/api/quicktip_cards/QT-1': () => new Promise(() => {}) });
    open();
    await waitFor(() => expect(screen.getByText('Loading...')).toBeInTheDocument());
  });

  it('reserves for an anonymous player with a phone and opens the OTP screen', async () => {
    const calls = mockFetch({
      '/api/quicktip_cards/QT-1': tip,
      'POST /api/quicktips/reserve': { code: 'QTNEW1' },
    });
    const { router } = open('/quicktip/QT-1?atag=aff%207');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone number'), '254712345678');
    await user.click(screen.getByRole('radio', { name: /100/ }));
    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quicktip/otp'));
    const [reserve] = callsTo(calls, 'POST', '/api/quicktips/reserve');
    expect(reserve?.body).toMatchObject({
      code: 'QT-1',
      atag: 'aff 7',
      price: 100,
      msisdn: '254712345678',
      psp: 'mpesa',
      events: [
        { event_id: 1, bet_id: 101, odds: 1.5 },
        { event_id: 2, bet_id: 203, odds: 3.1 },
      ],
    });
    expect(reserve?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ ticketCode: 'QTNEW1', family: 'quicktip' });
  });

  // docs/behaviour.md#the-phone-number: the number as a Kenyan player writes it.
  it('takes a national number with spaces and sends it as the msisdn 254...', async () => {
    const calls = mockFetch({
      '/api/quicktip_cards/QT-1': tip,
      'POST /api/quicktips/reserve': { code: 'QTNEW1' },
    });
    const { router } = open();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Phone number');
    expect(field).toHaveAttribute('inputmode', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    expect(field).toHaveAccessibleDescription(/e\.g\. 0712 345 678/);
    await user.type(field, '0712 345 678');
    expect(field).toHaveValue('0712 345 678');
    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quicktip/otp'));
    const [reserve] = callsTo(calls, 'POST', '/api/quicktips/reserve');
    expect(reserve?.body).toMatchObject({ msisdn: '254712345678' });
    expect(router.state.location.state).toMatchObject({ msisdn: '254712345678' });
  });

  it('refuses a number one digit short, naming the form it expects', async () => {
    const calls = mockFetch({ '/api/quicktip_cards/QT-1': tip });
    open();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Phone number');
    await user.type(field, '071234567');
    await tapBet();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      /^This is not a mobile number we can use\. Enter it as you dial it, e\.g\. 0712 345 678\./,
    );
    expect(callsTo(calls, 'POST', '/api/quicktips/reserve')).toHaveLength(0);
  });

  it('asks for the phone at the phone field before reserving', async () => {
    const calls = mockFetch({ '/api/quicktip_cards/QT-1': tip });
    open();
    await tapBet();
    const field = await screen.findByLabelText('Phone number');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/^Please enter a phone number/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/quicktips/reserve')).toHaveLength(0);
  });

  it('after odds moved (code 104), Change bet fetches the tip again with its new odds', async () => {
    let odds = 1.5;
    const calls = mockFetch({
      '/api/quicktip_cards/QT-1': () => ({
        ...tip,
        events: [event(1, 'Arsenal', 'Chelsea', [101, '1', odds])],
      }),
      'POST /api/quicktips/reserve': new Reply(409, {
        code: 104,
        message: 'Odds have changed. Please change your bet.',
      }),
    });
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone number'), '254712345678');
    await tapBet();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('The odds have changed');
    expect(dialog).toHaveTextContent('Error code 104');
    odds = 1.62;
    await user.click(within(dialog).getByRole('button', { name: 'Change bet' }));
    const list = screen.getByRole('list', { name: 'The tips' });
    await waitFor(() => expect(list).toHaveTextContent('Odds 1.62'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(calls, 'GET', '/api/quicktip_cards/QT-1')).toHaveLength(2);
  });

  it('creates the ticket for a player code and opens its tracking', async () => {
    signIn('PLAYER1');
    const calls = mockFetch({
      '/api/quicktip_cards/QT-1': tip,
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      'POST /api/quicktips/create': { code: 'QT 77' },
    });
    const { router } = open();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quicktips/tracking/QT%2077'));
    expect(callsTo(calls, 'POST', '/api/quicktips/create')[0]?.body).toMatchObject({
      code: 'QT-1',
      price: 50,
      player_id: 'PLAYER1',
    });
  });

  it('reads and buys a quick tip X with ?x=1', async () => {
    signIn('PLAYER1');
    const calls = mockFetch({
      '/api/quicktipxs/SBX-9': { ...tip, code: 'SBX-9', title: 'My smart tip' },
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      'POST /api/quicktipxs/create': { code: 'TX1' },
    });
    const { router } = open('/quicktip/SBX-9?x=1');
    expect(await screen.findByRole('heading', { name: 'My smart tip' })).toBeInTheDocument();
    // The kicker names what the player made, not the API's family.
    expect(screen.getByText('Smart bet')).toBeInTheDocument();
    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/smartbet/tracking/TX1'));
    expect(callsTo(calls, 'GET', '/api/quicktip_cards/SBX-9')).toHaveLength(0);
    expect(callsTo(calls, 'POST', '/api/quicktipxs/create')).toHaveLength(1);
  });

  it('shows an expired tip as Expired, without a way to bet', async () => {
    mockFetch({ '/api/quicktip_cards/QT-1': { ...tip, operator_time_expires: inHours(-1) } });
    open();
    expect(await screen.findByRole('heading', { name: 'Expired' })).toBeInTheDocument();
    expect(screen.getByText(/cannot be played any more/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
  });

  it('shows a disabled tip as This Ticket Disabled, without a way to bet', async () => {
    mockFetch({ '/api/quicktip_cards/QT-1': { ...tip, disabled: true } });
    open();
    expect(
      await screen.findByRole('heading', { name: 'This Ticket Disabled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
  });

  it('says so when a tip has no events, without a way to bet', async () => {
    mockFetch({ '/api/quicktip_cards/QT-1': { ...tip, events: [] } });
    open();
    expect(await screen.findByText(/This ticket has no events yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
  });

  it('shows a ticket that does not exist as such, with no Try again', async () => {
    mockFetch({
      '/api/quicktip_cards/QT-1': () =>
        new Reply(404, { code: 404, message: 'Ticket QT-1 not found' }),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('We could not find this');
    expect(alert).toHaveTextContent('No ticket has the code QT-1.');
    expect(alert).toHaveTextContent('Error code 404');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Back to Games' })).toBeVisible();
  });

  it('shows a failed load with its code, and retries', async () => {
    let fail = true;
    mockFetch({
      '/api/quicktip_cards/QT-1': () =>
        fail ? new Reply(503, { code: 503, message: 'Service down' }) : tip,
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is a problem on our side');
    expect(alert).toHaveTextContent('Error code 503');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Banker <b>Picks</b>' }),
    ).toBeVisible();
  });
});
