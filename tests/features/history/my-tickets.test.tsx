// My tickets on /history (docs/behaviour.md#history): the API's GET /api/history and the phone's
// SMS code, mocked as the other screens' tests mock the API (tests/support/render.tsx mockApi).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryScreen } from '@/features/history/history-screen';
import { TicketRow } from '@/features/history/ticket-row';
import type { Ticket, TicketHistory } from '@/types/api.gen';
import { mockApi, renderWithApp } from '../../support/render';

const ticket = (code: string, overrides: Partial<Ticket> = {}): Ticket => ({
  code,
  type: 'quickbetx',
  status: 'open',
  operator: 'demo',
  odds: 2.5,
  price: 50,
  stake: 50,
  final_payout: 110,
  wht: 10,
  created_at: '2026-05-01T10:00:00Z',
  events: [],
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /api/history over `tickets`, paged and filtered by status as the demo API does. */
function historyOf(tickets: Ticket[], seen: URLSearchParams[] = []) {
  return (url: URL) => {
    seen.push(url.searchParams);
    const status = url.searchParams.get('status') ?? 'all';
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const matching = tickets.filter((t) => status === 'all' || t.status === status);
    const answer: TicketHistory = {
      tickets: matching.slice((page - 1) * perPage, page * perPage),
      page,
      per_page: perPage,
      total: matching.length,
    };
    return json(answer);
  };
}

const signIn = (code = 'PLAYER1') => localStorage.setItem('betdeck.token', JSON.stringify(code));

const mine = () => screen.findByRole('region', { name: 'My tickets' });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('TicketRow', () => {
  const row = async (t: Ticket) => {
    const { unmount } = renderWithApp(<TicketRow ticket={t} />);
    const link = await screen.findByRole('link');
    const text = link.textContent;
    const href = link.getAttribute('href');
    unmount();
    return { text, href };
  };

  it('shows the price, the possible win and its tax while the ticket runs, and opens its tracking', async () => {
    mockApi({});
    const open = await row(ticket('QBX-1'));
    expect(open.href).toBe('/quickbetx/tracking/QBX-1');
    expect(open.text).toContain('QBX-1');
    expect(open.text).toContain('Open');
    expect(open.text).toContain('QuickbetX');
    expect(open.text).toMatch(/Ticket price\s*KES\s50\.00/);
    expect(open.text).toMatch(/Possible win\s*KES\s110\.00/);
    expect(open.text).toMatch(/Withholding tax\s*KES\s10\.00/);
  });

  it('shows the final payout and the result once settled, and a resulted ticket as won or lost', async () => {
    mockApi({});
    const won = await row(ticket('W-1', { status: 'won', final_payout: 240, wht: 0 }));
    expect(won.text).toContain('Won');
    expect(won.text).toMatch(/Final payout\s*KES\s240\.00/);
    expect(won.text).not.toContain('Withholding tax');
    expect(won.text).not.toContain('Possible win');
    const paid = await row(ticket('R-1', { status: 'resulted', final_payout: 90 }));
    expect(paid.text).toContain('Won');
    const nothing = await row(ticket('R-2', { status: 'closed', final_payout: 0, wht: 0 }));
    expect(nothing.text).toContain('Lost');
    expect(nothing.text).toMatch(/Final payout\s*KES\s0\.00/);
    const voided = await row(ticket('V-1', { status: 'void', final_payout: 50, wht: 0 }));
    expect(voided.text).toMatch(/Void.*Refund\s*KES\s50\.00/);
  });
});

describe('My tickets of a signed-in player', () => {
  it('lists them from the API with no step, ten at a time, Show more while there are more', async () => {
    signIn();
    const tickets = Array.from({ length: 12 }, (_, i) => ticket(`P-${i + 1}`));
    const seen: URLSearchParams[] = [];
    mockApi({
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      '/api/history': historyOf(tickets, seen),
    });
    renderWithApp(<HistoryScreen />, { path: '/history' });
    const region = await mine();
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(10));
    expect(seen[0]?.get('token')).toBe('PLAYER1');
    expect(within(region).getByText(/Showing 10 of 12 tickets/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();

    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(12));
    expect(seen.at(-1)?.get('page')).toBe('2');
    expect(within(region).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('asks for the filter chosen, keeps it in the address, and Back takes it away', async () => {
    signIn();
    const seen: URLSearchParams[] = [];
    mockApi({
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      '/api/history': historyOf(
        [ticket('O-1'), ticket('W-1', { status: 'won' }), ticket('L-1', { status: 'lost' })],
        seen,
      ),
    });
    const { router } = renderWithApp(<HistoryScreen />, { path: '/history?code=T-1' });
    const region = await mine();
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(3));
    const chips = within(region).getByRole('group', { name: 'Show' });
    expect(within(chips).getByRole('radio', { name: 'All' })).toBeChecked();

    await userEvent.click(within(chips).getByRole('radio', { name: 'Won' }));
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(1));
    expect(within(region).getByRole('link')).toHaveTextContent('W-1');
    expect(seen.at(-1)?.get('status')).toBe('won');
    expect(router.state.location.search).toBe('?code=T-1&status=won');

    // The keyboard moves among the chips as among radios.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(region).getByRole('link')).toHaveTextContent('L-1'));
    expect(router.state.location.search).toBe('?code=T-1&status=lost');

    await act(() => router.navigate(-2));
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(3));
    expect(within(chips).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('sends the days chosen as the start and the end of those days', async () => {
    signIn();
    const seen: URLSearchParams[] = [];
    mockApi({
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      '/api/history': historyOf([], seen),
    });
    const { router } = renderWithApp(<HistoryScreen />, {
      path: '/history?status=open&from=2026-12-01&to=2026-12-03',
    });
    const region = await mine();
    expect(await within(region).findByText(/No tickets match these filters/)).toBeVisible();
    expect(within(region).getByLabelText('From')).toHaveValue('2026-12-01');
    expect(seen.at(-1)?.get('status')).toBe('open');
    expect(seen.at(-1)?.get('from')).toBe('2026-11-30T21:00:00.000Z');
    expect(seen.at(-1)?.get('to')).toBe('2026-12-03T21:00:00.000Z');
    await userEvent.clear(within(region).getByLabelText('To'));
    await waitFor(() => expect(seen.at(-1)?.get('to')).toBeNull());
    expect(router.state.location.search).toBe('?status=open&from=2026-12-01');
  });

  it('shows a failed call with its code and a retry, under the tickets already shown', async () => {
    signIn();
    const tickets = Array.from({ length: 11 }, (_, i) => ticket(`P-${i + 1}`));
    const list = historyOf(tickets);
    let down = false;
    mockApi({
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      '/api/history': (url: URL) =>
        down ? json({ code: 503, message: 'Service unavailable' }, 503) : list(url),
    });
    renderWithApp(<HistoryScreen />, { path: '/history' });
    const region = await mine();
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(10));

    down = true;
    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Error code 503');
    expect(within(region).getAllByRole('link')).toHaveLength(10);

    down = false;
    await userEvent.click(await within(alert).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(11));
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});

describe('My tickets by phone and SMS code', () => {
  const phoneApi = (calls: { path: string; body: unknown }[]) => ({
    '/api/history/code': (url: URL, init?: RequestInit) => {
      calls.push({ path: url.pathname, body: JSON.parse(init?.body as string) });
      return json({ resend_after: 60 });
    },
    '/api/history/access': (url: URL, init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as { otp: string };
      calls.push({ path: url.pathname, body });
      return body.otp === '1234'
        ? json({ token: 'phone-token', expires_at: new Date(Date.now() + 3_600_000).toISOString() })
        : json({ code: 105, message: 'Invalid OTP code' }, 400);
    },
    '/api/history': (url: URL) =>
      url.searchParams.get('token') === 'phone-token'
        ? historyOf([ticket('PH-1', { status: 'lost', final_payout: 0 })])(url)
        : json({ code: 401, message: 'Please confirm your phone number again' }, 401),
  });

  it('sends a code to the number typed, says a wrong code in its words, then lists the tickets', async () => {
    const calls: { path: string; body: unknown }[] = [];
    mockApi(phoneApi(calls));
    renderWithApp(<HistoryScreen />, { path: '/history' });
    const region = await mine();
    await userEvent.click(within(region).getByRole('button', { name: 'Send code' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Please enter the phone number you placed your tickets with',
    );
    await userEvent.type(
      within(region).getByRole('textbox', { name: 'Phone number' }),
      '0712 345 678',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Send code' }));

    expect(await within(region).findByText(/We sent a code by SMS to/)).toHaveTextContent(
      '2547•••••678',
    );
    expect(calls).toEqual([{ path: '/api/history/code', body: { msisdn: '254712345678' } }]);
    expect(within(region).getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(
      within(region).getByText(
        (_, el) => el?.tagName === 'P' && /^Available in (1:00|0:59)$/.test(el.textContent ?? ''),
      ),
    ).toBeVisible();

    const code = within(region).getByRole('textbox', { name: 'Code from the SMS' });
    await userEvent.type(code, '9999');
    await userEvent.click(within(region).getByRole('button', { name: 'Show my tickets' }));
    expect(await within(region).findByText(/That code is not right/)).toBeVisible();
    expect(code).toHaveFocus();

    await userEvent.clear(code);
    await userEvent.type(code, '12 34');
    await userEvent.click(within(region).getByRole('button', { name: 'Show my tickets' }));
    const row = await within(region).findByRole('link');
    expect(row).toHaveTextContent('PH-1');
    expect(row).toHaveTextContent('Lost');
    expect(calls.at(-1)).toEqual({
      path: '/api/history/access',
      body: { msisdn: '254712345678', otp: '1234' },
    });
    expect(within(region).getByText(/Tickets placed with/)).toHaveTextContent('2547•••••678');
    expect(JSON.parse(sessionStorage.getItem('betdeck.history-access') ?? 'null')).toMatchObject({
      token: 'phone-token',
      msisdn: '254712345678',
    });

    await userEvent.click(within(region).getByRole('button', { name: 'Forget this phone' }));
    expect(await within(region).findByRole('button', { name: 'Send code' })).toBeVisible();
    expect(sessionStorage.getItem('betdeck.history-access')).toBeNull();
    expect(within(region).queryByText(/has ended/)).toBeNull();
  });

  it("fills in a phone token's number", async () => {
    localStorage.setItem('betdeck.token', JSON.stringify('254798765432'));
    mockApi(phoneApi([]));
    renderWithApp(<HistoryScreen />, { path: '/history' });
    const region = await mine();
    expect(within(region).getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      '254798765432',
    );
  });

  it('goes back to the number, saying why, when the token kept for the tab is refused', async () => {
    sessionStorage.setItem(
      'betdeck.history-access',
      JSON.stringify({ token: 'stale', msisdn: '254712345678', expiresAt: Date.now() + 60_000 }),
    );
    mockApi(phoneApi([]));
    renderWithApp(<HistoryScreen />, { path: '/history' });
    const region = await mine();
    expect(
      await within(region).findByText(/access to this phone’s tickets has ended/),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Send code' })).toBeVisible();
    expect(sessionStorage.getItem('betdeck.history-access')).toBeNull();
  });

  it('does not use a token whose time is over', async () => {
    sessionStorage.setItem(
      'betdeck.history-access',
      JSON.stringify({ token: 'phone-token', msisdn: '254712345678', expiresAt: Date.now() - 1 }),
    );
    const calls = mockApi(phoneApi([]));
    renderWithApp(<HistoryScreen />, { path: '/history' });
    const region = await mine();
    expect(await within(region).findByText(/has ended/)).toBeVisible();
    expect(calls.some((c) => c.startsWith('/api/history?'))).toBe(false);
  });
});
