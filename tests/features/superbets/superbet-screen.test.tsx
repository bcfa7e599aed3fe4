import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SuperbetScreen } from '@/features/superbets/superbet-screen';
import { renderWithApp, tapBet } from '../../support/render';
import { callsTo, mockFetch, Reply, signIn } from '../quicktips/api-mock';
import { inHours, superCard } from './fixtures';

// The first screen of a file loads the app's texts and chunks: give a busy machine time.
configure({ asyncUtilTimeout: 4000 });

const routePath = '/:section/:id/*';
const open = (path = '/superbet/SP-1') => renderWithApp(<SuperbetScreen />, { path, routePath });
const market = (name: string) => screen.getByRole('group', { name });

afterEach(() => window.localStorage.clear());

describe('SuperbetScreen', () => {
  it('shows the match: names as text, crests with a shirt when one is missing, countdown', async () => {
    mockFetch({ '/api/superbet_cards/SP-1': superCard });
    open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Mashemeji <b>Derby</b>',
    );
    const match = screen.getByRole('region', { name: 'The match' });
    expect(match).toHaveTextContent('Gor Mahia');
    expect(match).toHaveTextContent('AFC Leopards');
    expect(match).toHaveTextContent('Kenyan Premier League');
    const [home, away] = within(match).getAllByRole<HTMLImageElement>('presentation');
    expect(home!.getAttribute('src')).toBe('/media/teams/501.png');
    expect(away!.getAttribute('src')).toBe('/media/teams/502.png');
    fireEvent.error(away!);
    expect(away!.getAttribute('src')).toMatch(/shirt-[1-4]/);
    expect(home!.getAttribute('src')).toBe('/media/teams/501.png');
    expect(screen.getByText('Time left').parentElement).toHaveTextContent('1 day');
  });

  it('lets the player pick one outcome per market and shows the picks', async () => {
    mockFetch({ '/api/superbet_cards/SP-1': superCard });
    open();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Match result' });
    expect(screen.getByRole('heading', { name: 'Your bet (no picks)' })).toBeInTheDocument();
    expect(market('Handicap')).toBeInTheDocument();

    const home = within(market('Match result')).getByRole('button', { name: 'Gor Mahia 1.86' });
    const away = within(market('Match result')).getByRole('button', { name: 'AFC Leopards 4.10' });
    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    await user.click(away);
    expect(home).toHaveAttribute('aria-pressed', 'false');
    expect(away).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(market('Total goals')).getByRole('button', { name: /Under 2.5/ }));
    expect(screen.getByRole('heading', { name: 'Your bet (2 picks)' })).toBeInTheDocument();
    const bet = screen.getByRole('region', { name: 'Summary and payment' });
    expect(bet).toHaveTextContent('Match result: AFC Leopards');
    expect(bet).toHaveTextContent('Total goals: Under 2.5');
    // 4.10 x 1.73 = 7.09
    expect(screen.getAllByText('Total odds')[0]!.parentElement).toHaveTextContent('7.09');

    await user.click(away);
    expect(screen.getByRole('heading', { name: 'Your bet (1 pick)' })).toBeInTheDocument();
  });

  it('replaces a pick of another market that cannot win with the new one, and says so', async () => {
    mockFetch({ '/api/superbet_cards/SP-1': superCard });
    open();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Match result' });
    const minusOne = within(market('Handicap')).getByRole('button', { name: /^Gor Mahia -1/ });
    await user.click(minusOne);
    await user.click(within(market('Total goals')).getByRole('button', { name: /Over 2.5/ }));
    const draw = within(market('Match result')).getByRole('button', { name: /^Draw/ });
    await user.click(draw);
    // Draw and "Gor Mahia -1" (winning by two) cannot both win: the draw replaces it.
    expect(draw).toHaveAttribute('aria-pressed', 'true');
    expect(minusOne).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: 'Your bet (2 picks)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '“Handicap: Gor Mahia -1” was removed: it cannot win together with “Match result: Draw”.',
      ),
    ).toHaveAttribute('role', 'status');

    // A pick that decides another replaces it too; the next pick clears the note.
    await user.click(minusOne);
    expect(draw).toHaveAttribute('aria-pressed', 'false');
    const home = within(market('Match result')).getByRole('button', { name: /^Gor Mahia 1.86/ });
    await user.click(home);
    expect(minusOne).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByText(
        '“Handicap: Gor Mahia -1” was removed: “Match result: Gor Mahia” always wins when it wins, so the two are not combined.',
      ),
    ).toBeInTheDocument();
    await user.click(within(market('Total goals')).getByRole('button', { name: /Under 2.5/ }));
    expect(screen.queryByText(/was removed/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your bet (2 picks)' })).toBeInTheDocument();
  });

  it('asks for a pick before placing', async () => {
    const calls = mockFetch({ '/api/superbet_cards/SP-1': superCard });
    open();
    await userEvent.type(await screen.findByLabelText('Phone number'), '254712345678');
    await tapBet();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Pick at least one outcome to bet on',
    );
    expect(callsTo(calls, 'POST', '/api/quicktips/reserve')).toHaveLength(0);
  });

  it('reserves the picks by phone and opens the OTP screen', async () => {
    const calls = mockFetch({
      '/api/superbet_cards/SP-1': superCard,
      'POST /api/quicktips/reserve': { code: 'SPNEW' },
    });
    const { router } = open();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('group', { name: 'Match result' })).getByRole('button', {
        name: /^Draw/,
      }),
    );
    await user.click(within(market('Total goals')).getByRole('button', { name: /^Over 2.5/ }));
    await user.type(screen.getByLabelText('Phone number'), '254712345678');
    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/superbet/otp'));
    expect(callsTo(calls, 'POST', '/api/quicktips/reserve')[0]?.body).toMatchObject({
      code: 'SP-1',
      price: 50,
      events: [
        { event_id: 40, bet_id: 4004, odds: 3.67 },
        { event_id: 40, bet_id: 4011, odds: 2.07 },
      ],
    });
  });

  it('keeps the picks for the tab: a reload shows them, a placed ticket clears them', async () => {
    mockFetch({
      '/api/superbet_cards/SP-1': superCard,
      'POST /api/quicktips/reserve': { code: 'SPNEW' },
    });
    const first = open();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('group', { name: 'Match result' })).getByRole('button', {
        name: /^Draw/,
      }),
    );
    expect(screen.getByRole('heading', { name: 'Your bet (1 pick)' })).toBeInTheDocument();
    first.unmount();

    // A reload: a new app, the tab's storage.
    const second = open();
    expect(await screen.findByRole('heading', { name: 'Your bet (1 pick)' })).toBeInTheDocument();
    expect(within(market('Match result')).getByRole('button', { name: /^Draw/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByLabelText('Phone number'), '254712345678');
    await tapBet();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/superbet/otp'));
    second.unmount();

    open();
    expect(await screen.findByRole('heading', { name: 'Your bet (no picks)' })).toBeInTheDocument();
  });

  it('creates the ticket for a player code and opens its tracking', async () => {
    signIn('PLAYER1');
    mockFetch({
      '/api/superbet_cards/SP-1': superCard,
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      'POST /api/quicktips/create': { code: 'SP9' },
    });
    const { router } = open();
    await userEvent.click(
      within(await screen.findByRole('group', { name: 'Match result' })).getByRole('button', {
        name: /^Gor Mahia/,
      }),
    );
    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/superbet/tracking/SP9'));
  });

  it('shows an expired super bet with its markets locked and no way to bet', async () => {
    mockFetch({
      '/api/superbet_cards/SP-1': { ...superCard, operator_time_expires: inHours(-1) },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Expired' })).toBeInTheDocument();
    for (const b of within(market('Match result')).getAllByRole('button')) expect(b).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
  });

  it('shows a disabled super bet as This Ticket Disabled', async () => {
    mockFetch({ '/api/superbet_cards/SP-1': { ...superCard, disabled: true } });
    open();
    expect(await screen.findByRole('heading', { name: 'This Ticket Disabled' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
  });

  it('says when the match has no markets open', async () => {
    mockFetch({
      '/api/superbet_cards/SP-1': { ...superCard, event: { ...superCard.event, markets: [] } },
    });
    open();
    expect(await screen.findByText(/No markets are open on this match/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
  });

  it('shows a failed load with its message and code', async () => {
    mockFetch({ '/api/superbet_cards/SP-1': new Reply(503, 'Superbets are paused until 14:00') });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is a problem on our side');
    expect(alert).toHaveTextContent('Superbets are paused until 14:00');
    expect(alert).toHaveTextContent('Error code 503');
  });
});
