import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryScreen } from '@/features/history/history-screen';
import type { Ticket } from '@/types/api.gen';
import { mockApi, renderWithApp, testBrand } from '../../support/render';

const ticket = (
  code: string,
  status: Ticket['status'],
  type: Ticket['type'] = 'jackpot',
): Ticket => ({
  code,
  type,
  status,
  operator: 'demo',
  odds: 2.5,
  price: 50,
  stake: 50,
  final_payout: 110,
  wht: 10,
  created_at: '2026-05-01T10:00:00Z',
  events: [
    {
      event_id: 1,
      home_team: { id: 1, name: 'Simba SC' },
      away_team: { id: 2, name: 'Young Africans' },
      market_name: 'Match Result',
      bet_name: 'X',
      odds: 2.5,
      result: 'lost',
    },
  ],
});

const DAY = 86_400_000;

afterEach(() => localStorage.clear());

describe('HistoryScreen', () => {
  it("says where a ticket's code is: the SMS where the brand pays by phone, the ticket's page where it pays by bank alone", async () => {
    const { unmount } = renderWithApp(<HistoryScreen />, { path: '/history' });
    expect(
      await screen.findByText('The code from your SMS or a shared ticket link.'),
    ).toBeVisible();
    unmount();
    const bankOnly = testBrand();
    bankOnly.payments = { ...bankOnly.payments, providers: ['bank'] };
    renderWithApp(<HistoryScreen />, { path: '/history', brand: bankOnly });
    expect(
      await screen.findByText("The code on your ticket's page or in a shared ticket link."),
    ).toBeVisible();
    expect(screen.queryByText(/SMS/)).toBeNull();
  });

  it('lists the tickets placed from this browser, newest first, each opening its tracking', async () => {
    localStorage.setItem(
      'betdeck.placed-tickets',
      JSON.stringify([
        { code: 'OLD-1', family: 'quicktip', placedAt: Date.now() - 3 * DAY },
        {
          code: 'NEW 2',
          family: 'quickbetx',
          placedAt: Date.now(),
          title: 'Weekend <b>banker</b>',
        },
        { code: 'MID-3', family: 'jackpot', placedAt: Date.now() - DAY },
        { code: 'BROKEN', family: 'poker', placedAt: Date.now() },
      ]),
    );
    mockApi({
      '/api/tickets/NEW%202': ticket('NEW 2', 'open', 'quickbetx'),
      '/api/tickets/MID-3': ticket('MID-3', 'lost'),
      '/api/tickets/OLD-1': ticket('OLD-1', 'won', 'quicktip'),
    });
    renderWithApp(<HistoryScreen />, { path: '/history' });

    const placed = await screen.findByRole('region', { name: 'Placed on this device' });
    const links = await within(placed).findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/quickbetx/tracking/NEW%202',
      '/jackpots/tracking/MID-3',
      '/quicktips/tracking/OLD-1',
    ]);
    expect(links[0]).toHaveTextContent('NEW 2');
    expect(links[0]).toHaveTextContent('QuickbetX · Weekend <b>banker</b>');
    expect(await within(links[0]!).findByText('Open')).toBeVisible();
    expect(await within(links[1]!).findByText('Lost')).toBeVisible();
    expect(await within(links[2]!).findByText('Won')).toBeVisible();
  });

  it('says so when nothing was placed from this browser', async () => {
    mockApi({});
    renderWithApp(<HistoryScreen />, { path: '/history' });
    expect(await screen.findByText(/No tickets placed from this browser yet/)).toBeVisible();
  });

  it('opens the ticket whose code is entered, with every field, and links to its tracking', async () => {
    mockApi({ '/api/tickets/T-LOST-1': ticket('T-LOST-1', 'lost') });
    const { router } = renderWithApp(<HistoryScreen />, { path: '/history' });
    const field = await screen.findByRole('textbox', { name: 'Ticket code' });
    await userEvent.type(field, '  T-LOST-1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Find ticket' }));

    expect(await screen.findByRole('heading', { name: 'Ticket T-LOST-1' })).toBeVisible();
    expect(router.state.location.search).toBe('?code=T-LOST-1');
    const details = screen.getByRole('region', { name: 'Ticket details' });
    expect(details).toHaveTextContent('TypeJackpots');
    expect(details).toHaveTextContent('Ticket statusLost');
    expect(screen.getByRole('region', { name: 'Picks (1)' })).toHaveTextContent(
      'Simba SC vs Young Africans',
    );
    expect(screen.getByRole('link', { name: 'Open tracking' })).toHaveAttribute(
      'href',
      '/jackpots/tracking/T-LOST-1',
    );
  });

  it('takes the code out of a pasted tracking link', async () => {
    mockApi({ '/api/tickets/T%209': ticket('T 9', 'won') });
    renderWithApp(<HistoryScreen />, { path: '/history' });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Ticket code' }),
      'https://bet.example/track/T%209',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find ticket' }));
    expect(await screen.findByRole('heading', { name: 'Ticket T 9' })).toBeVisible();
  });

  it('asks for a code when the field is empty', async () => {
    const calls = mockApi({});
    renderWithApp(<HistoryScreen />, { path: '/history' });
    await userEvent.click(await screen.findByRole('button', { name: 'Find ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a ticket code');
    expect(calls.some((c) => c.startsWith('/api/tickets'))).toBe(false);
  });

  it('finds a code typed in small letters, and keeps the field focused', async () => {
    const calls = mockApi({ '/api/tickets/T-WON-1': ticket('T-WON-1', 'won') });
    renderWithApp(<HistoryScreen />, { path: '/history' });
    const field = await screen.findByRole('textbox', { name: 'Ticket code' });
    await userEvent.type(field, 't-won-1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Ticket T-WON-1' })).toBeVisible();
    // As typed first: an operator's codes may have small letters.
    expect(calls.filter((c) => c.startsWith('/api/tickets/'))).toEqual([
      '/api/tickets/t-won-1',
      '/api/tickets/T-WON-1',
    ]);
    // A keyboard player goes on from where they were.
    expect(field).toHaveFocus();
  });

  it('takes the last answer away when the next search is empty', async () => {
    mockApi({});
    renderWithApp(<HistoryScreen />, { path: '/history?code=NOPE' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error code 404');
    const field = screen.getByRole('textbox', { name: 'Ticket code' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Find ticket' }));
    expect(await screen.findByText('Please enter a ticket code')).toBeVisible();
    expect(screen.queryByText('Error code 404')).toBeNull();
  });

  it('shows an unknown code as an error with its code', async () => {
    mockApi({});
    renderWithApp(<HistoryScreen />, { path: '/history?code=NOPE' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('Error code 404');
  });
});
