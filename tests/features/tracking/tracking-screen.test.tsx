import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackingScreen } from '@/features/tracking/tracking-screen';
import { noteBankPaid } from '@/lib/bank-paid';
import { NO_CHANGE_LIMIT_MS, POLL_INTERVAL_MS } from '@/features/tracking/tracking-state';
import { codeSentAtom } from '@/features/betslip/otp-wait';
import { placedTicketsAtom } from '@/lib/placed-tickets';
import type { TicketStatus } from '@/types/api.gen';
import { mockApi, renderWithApp, testBrand } from '../../support/render';
import { init, json, ticket } from './fixtures';

const renderTracking = (
  code = 'T-1',
  brand = testBrand({ blocks: { ...testBrand().blocks, share: [] } }),
) =>
  renderWithApp(<TrackingScreen family="quickbetx" />, {
    path: `/quickbetx/tracking/${encodeURIComponent(code)}`,
    routePath: '/quickbetx/tracking/:id',
    brand,
  });

/** A ticket whose status the test moves; counts the ticket calls. */
function serveTicket(initial: TicketStatus) {
  const server = { status: initial, calls: 0 };
  mockApi({
    '/api/init': init,
    '/api/tickets/T-1': () => {
      server.calls++;
      return json(ticket({ status: server.status }));
    },
  });
  return server;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** The value of a ticket fact, by its term. */
const factOf = (details: HTMLElement, term: string) =>
  within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('TrackingScreen', () => {
  it('shows everything the ticket carries, server texts as text', async () => {
    mockApi({
      '/api/init': init,
      '/api/tickets/T-1': ticket({
        status: 'won',
        network: undefined,
        payment_id: undefined,
        bank: { bank: 'Nile Bank', account: '**** 4821', transaction: 'TRX9', reference: 'T-1' },
      }),
    });
    renderTracking();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket T-1' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Ticket details' });
    const facts = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Type: 'QuickbetX',
      'Bet code': 'T-1',
      'Ticket status': 'Won',
      Odds: '4.65',
    });
    // The site's own operator (init's `operator`) by the brand's name.
    await waitFor(() => expect(factOf(details, 'Operator')).toBe('ScoreDeck'));
    expect(facts['Ticket price']).toMatch(/KES\s?100\.00/);
    expect(facts['Final payout']).toMatch(/KES\s?372\.00/);
    expect(facts['Withholding tax']).toMatch(/KES\s?93\.00/);

    const picks = screen.getByRole('region', { name: 'Picks (2)' });
    const [first, second] = within(picks).getAllByRole('listitem');
    expect(first).toHaveTextContent('Arsenal <b>FC</b> vs Chelsea');
    expect(first).toHaveTextContent('Match Result: 1');
    expect(first).toHaveTextContent('1.50');
    expect(first).toHaveTextContent('Won');
    expect(second).toHaveTextContent('Total Goals: Over 2.5');
    expect(second).toHaveTextContent('Not settled');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Player2547*****678');
    expect(payment).toHaveTextContent('BankNile Bank');
    expect(payment).toHaveTextContent('Account**** 4821');
    expect(payment).toHaveTextContent('TransactionTRX9');
    expect(payment).toHaveTextContent('ReferenceT-1');
    expect(payment).not.toHaveTextContent('Network');
    expect(screen.queryByText(/YOUR BET IS PROCESSING/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Ticket T-1 · ScoreDeck'));
  });

  it('says when each pick kicks off: the same teams on two days read apart', async () => {
    const base = ticket();
    const same = { ...base.events[0]!, home_team: base.events[1]!.home_team };
    mockApi({
      '/api/init': init,
      '/api/tickets/T-1': ticket({
        events: [
          { ...same, event_id: 1, starts: '2026-12-05T17:30:00Z' },
          { ...same, event_id: 2, starts: '2026-12-07T20:00:00Z' },
        ],
      }),
    });
    renderTracking();
    const picks = await screen.findByRole('region', { name: 'Picks (2)' });
    const times = within(picks)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('time'));
    expect(times.map((t) => t?.getAttribute('datetime'))).toEqual([
      '2026-12-05T17:30:00Z',
      '2026-12-07T20:00:00Z',
    ]);
    expect(times[0]?.textContent).toMatch(/5 Dec/);
    expect(times[1]?.textContent).toMatch(/7 Dec/);
  });

  it.each([
    ['open', 'Possible win'],
    ['new', 'Possible win'],
    ['reserved', 'Possible win'],
    ['not_started', 'Possible win'],
    ['won', 'Final payout'],
    ['lost', 'Final payout'],
    ['void', 'Refund'],
  ] as const)('names the payout of a %s ticket "%s"', async (status, label) => {
    mockApi({ '/api/init': init, '/api/tickets/T-1': ticket({ status }) });
    renderTracking();
    const details = await screen.findByRole('region', { name: 'Ticket details' });
    expect(factOf(details, label)).toMatch(/KES\s?372\.00/);
    for (const other of ['Possible win', 'Final payout', 'Refund'].filter((l) => l !== label))
      expect(within(details).queryByText(other, { selector: 'dt' })).toBeNull();
  });

  it('says the odds moved before the ticket was placed, from what to what', async () => {
    const placed = ticket();
    mockApi({
      '/api/init': init,
      '/api/tickets/T-1': {
        ...placed,
        odds_asked: 4.96,
        payout_asked: 396.8,
        events: [{ ...placed.events[0]!, odds_asked: 1.6 }, placed.events[1]!],
      },
    });
    renderTracking();
    const details = await screen.findByRole('region', { name: 'Ticket details' });
    await waitFor(() =>
      expect(details).toHaveTextContent(
        'The odds moved before your ticket was placed: total odds from 4.96 to 4.65.',
      ),
    );
    expect(details).toHaveTextContent(/Possible win from KES\s?396\.80 to KES\s?372\.00\./);
    expect(details).toHaveTextContent(
      'Arsenal <b>FC</b> vs Chelsea, Match Result: 1: from 1.60 to 1.50',
    );
    expect(details).not.toHaveTextContent(/Total Goals: Over 2.5: from/);
  });

  it('says nothing of odds on a ticket placed at the odds asked', async () => {
    mockApi({ '/api/init': init, '/api/tickets/T-1': ticket() });
    renderTracking();
    const details = await screen.findByRole('region', { name: 'Ticket details' });
    expect(details).not.toHaveTextContent('The odds moved');
  });

  it("names another operator's ticket as the API does", async () => {
    mockApi({ '/api/init': init, '/api/tickets/T-1': ticket({ operator: 'Partner Bets' }) });
    renderTracking();
    const details = await screen.findByRole('region', { name: 'Ticket details' });
    await waitFor(() => expect(factOf(details, 'Operator')).toBe('Partner Bets'));
  });

  it('says when the operator disabled the ticket', async () => {
    mockApi({ '/api/tickets/T-1': ticket({ disabled: true }) });
    renderTracking();
    expect(await screen.findByText('This Ticket Disabled')).toBeVisible();
  });

  it('shows the processing texts and moves to open by itself when the payment is confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveTicket('reserved');
    renderTracking();

    expect(
      await screen.findByText('YOUR BET IS PROCESSING, WAIT FOR MOBILE MONEY USSD PUSH'),
    ).toBeVisible();
    expect(screen.getByText('YOU MUST VERIFY PAYMENT BEFORE THE BET IS VALID')).toBeVisible();
    expect(screen.getAllByText('Reserved')[0]).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100));
    const polled = server.calls;
    expect(polled).toBeGreaterThanOrEqual(2);

    server.status = 'open';
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100));
    expect(await screen.findByText(/Payment confirmed\. Your bet is placed/)).toBeVisible();
    expect(screen.queryByText(/YOUR BET IS PROCESSING/)).toBeNull();
    expect(screen.getAllByText('Open')[0]).toBeVisible();

    // Settled: no more polling.
    const settled = server.calls;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5));
    expect(server.calls).toBe(settled);
  });

  it('after 90 s without a change says no confirmation came yet, stops, and checks again on demand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveTicket('pending');
    renderTracking();
    await screen.findByText(/YOUR BET IS PROCESSING/);

    await act(() => vi.advanceTimersByTimeAsync(NO_CHANGE_LIMIT_MS - 5_000));
    expect(screen.queryByText('No confirmation yet')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No confirmation yet');
    expect(alert).toHaveTextContent('Check your phone for the mobile money prompt');
    expect(screen.queryByText(/YOUR BET IS PROCESSING/)).toBeNull();

    const stopped = server.calls;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5));
    expect(server.calls).toBe(stopped);

    server.status = 'open';
    await userEvent.click(within(alert).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/Payment confirmed/)).toBeVisible();
    expect(screen.queryByText('No confirmation yet')).toBeNull();
    expect(server.calls).toBeGreaterThan(stopped);
  });

  it('stops polling when the screen is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveTicket('reserved');
    const view = renderTracking();
    await screen.findByText(/YOUR BET IS PROCESSING/);
    const first = server.calls;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100));
    expect(server.calls).toBeGreaterThan(first);
    view.unmount();
    const left = server.calls;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(server.calls).toBe(left);
  });

  it('speaks of the bank, not mobile money, while a bank payment is confirmed', async () => {
    mockApi({
      '/api/init': { ...init, psp: ['bank'] },
      '/api/tickets/T-1': ticket({ status: 'reserved', network: undefined, payment_id: undefined }),
    });
    renderTracking('T-1', testBrand({ payments: { providers: ['bank'] } }));
    expect(
      await screen.findByText('YOUR BET IS PROCESSING, WAIT FOR YOUR BANK TO CONFIRM THE PAYMENT'),
    ).toBeVisible();
    expect(screen.queryByText(/USSD/)).toBeNull();
    expect(screen.getByText('YOU MUST VERIFY PAYMENT BEFORE THE BET IS VALID')).toBeVisible();
  });

  it("confirms a bank payment once, on the page the bank's widget opens: not on a reload", async () => {
    const bank = { network: undefined, payment_id: undefined };
    mockApi({ '/api/init': init, '/api/tickets/T-1': ticket({ status: 'open', ...bank }) });
    // What the widget notes as the bank reports the payment done (src/lib/bank-paid.ts).
    noteBankPaid('T-1');
    const first = renderTracking();
    expect(await screen.findByText(/Payment confirmed\. Your bet is placed/)).toBeVisible();
    first.unmount();
    renderTracking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket T-1' })).toBeVisible();
    expect(screen.queryByText(/Payment confirmed/)).toBeNull();
  });

  it("says nothing of a bank payment another ticket's page noted", async () => {
    mockApi({ '/api/init': init, '/api/tickets/T-1': ticket({ status: 'open' }) });
    noteBankPaid('T-2');
    renderTracking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket T-1' })).toBeVisible();
    expect(screen.queryByText(/Payment confirmed/)).toBeNull();
    sessionStorage.clear();
  });

  /** A ticket waiting for its SMS code; confirm takes 1234 and moves it to reserved. */
  function serveTicketAwaitingCode() {
    const server = { status: 'new' as TicketStatus, calls: 0, confirms: [] as unknown[] };
    mockApi({
      '/api/init': init,
      '/api/tickets/T-1': () => {
        server.calls++;
        return json(ticket({ status: server.status }));
      },
      '/api/otp/confirm': (_url: URL, request?: RequestInit) => {
        const body = JSON.parse(request?.body as string) as { otp: string };
        server.confirms.push(body);
        if (body.otp !== '1234') return json({ code: 105, message: 'Invalid OTP code' }, 400);
        server.status = 'reserved';
        return json(ticket({ status: 'reserved' }));
      },
    });
    return server;
  }

  it('takes the SMS code of a ticket that waits for it, asking for the phone when not known here', async () => {
    const server = serveTicketAwaitingCode();
    const { store } = renderTracking(
      'T-1',
      testBrand({ blocks: { ...testBrand().blocks, share: ['copy'] } }),
    );
    expect(await screen.findByText(/waiting for the code we sent by SMS/)).toBeVisible();
    expect(screen.queryByText(/YOUR BET IS PROCESSING/)).toBeNull();
    expect(await screen.findByText(/Enter the phone number you placed ticket/)).toHaveTextContent(
      'Enter the phone number you placed ticket T-1 with, and the code we sent to it by SMS.',
    );
    // Not placed yet: nothing to share.
    expect(screen.queryByRole('region', { name: 'Share ticket' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Confirmation code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the phone number you placed this ticket with',
    );
    expect(server.confirms).toEqual([]);

    // The number the ticket was placed with: no payment request goes to it from here.
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Your mobile number, e.g. 0712 345 678.',
    );
    // As the player writes it (docs/behaviour.md#the-phone-number), sent as the msisdn.
    await userEvent.type(screen.getByLabelText('Phone number'), '0712 34 56');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/e\.g\. 0712 345 678/);
    expect(server.confirms).toEqual([]);
    await userEvent.type(screen.getByLabelText('Phone number'), '78');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('YOUR BET IS PROCESSING, WAIT FOR MOBILE MONEY USSD PUSH'),
    ).toBeVisible();
    expect(server.confirms).toEqual([{ code: 'T-1', otp: '1234', msisdn: '254712345678' }]);
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Share ticket' })).toBeVisible();
    // Confirmed here: the ticket joins this browser's history.
    expect(store.get(placedTicketsAtom)).toMatchObject([{ code: 'T-1', family: 'quickbetx' }]);
  });

  it('knows the phone a code went to from this browser, and follows the ticket while it waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveTicketAwaitingCode();
    const { store } = renderTracking();
    store.set(codeSentAtom, { code: 'T-1', msisdn: '254712345678' });
    expect(await screen.findByText(/We sent a code by SMS to/)).toHaveTextContent(
      'We sent a code by SMS to 254712345678. Enter it to confirm ticket T-1.',
    );
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();

    // Confirmed elsewhere (the OTP screen of another tab): the poll sees it.
    const before = server.calls;
    server.status = 'reserved';
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100));
    expect(server.calls).toBeGreaterThan(before);
    expect(await screen.findByText(/YOUR BET IS PROCESSING/)).toBeVisible();
  });

  it('shows the error view for a ticket that does not exist', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({});
    renderWithApp(<TrackingScreen />, { path: '/track/NOPE%201', routePath: '/track/:id' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not find this' })).toBeVisible();
    expect(alert).toHaveTextContent('No ticket has the code NOPE 1.');
    expect(alert).toHaveTextContent('Check the code or the link, or pick a ticket from the games.');
    expect(alert).toHaveTextContent('Error code 404');
    expect(within(alert).getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/');
    // A mistyped code is not a dead end: history has the field to type another.
    expect(within(alert).getByRole('link', { name: 'Find another ticket' })).toHaveAttribute(
      'href',
      '/history',
    );
    // A 404 will not change: no retry, and no automatic retries either.
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.filter((c) => c.startsWith('/api/tickets/'))).toEqual(['/api/tickets/NOPE%201']);
  });

  it("says a code that finds no ticket in the page's language, not in the API's English", async () => {
    mockApi({
      '/api/init': { ...init, languages: ['en', 'es'] },
      '/api/tickets/NOPE-1': () => json({ code: 404, message: 'Ticket NOPE-1 not found' }, 404),
    });
    renderWithApp(<TrackingScreen />, {
      path: '/track/NOPE-1?lang=es',
      routePath: '/track/:id',
      brand: testBrand({ languages: ['en', 'es'] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ningún boleto tiene el código NOPE-1.');
    expect(alert).not.toHaveTextContent('not found');
  });

  it.each([
    [
      'resulted',
      250,
      'Settled: every match has its result, and this ticket won. Its final payout is below.',
    ],
    ['closed', 0, 'Settled: every match has its result, and this ticket did not win.'],
    ['void', 100, 'Void: this ticket does not count. Its refund is below.'],
    ['canceled', 100, 'Canceled: this ticket will not be played. Its refund is below.'],
    ['canceled', 0, 'Canceled: this ticket will not be played.'],
    ['not_started', 250, 'Placed. Its first match has not started yet.'],
  ] as const)('says what %s means (final payout %d)', async (status, payout, note) => {
    mockApi({
      '/api/init': init,
      '/api/tickets/T-1': ticket({ status, final_payout: payout }),
    });
    renderTracking();
    const said = await screen.findByText(note);
    expect(said).toBeVisible();
    // Under the status, beside which it stands.
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.nextElementSibling).toBe(said);
  });

  it('offers a retry when the ticket could not be loaded at all', async () => {
    let down = true;
    mockApi({
      '/api/tickets/T-1': () =>
        down
          ? new Response('Upstream timeout', {
              status: 504,
              headers: { 'Content-Type': 'text/plain' },
            })
          : json(ticket()),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTracking();
    // Automatic retries first (a few, 3 s apart), then the error view.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is a problem on our side');
    expect(alert).toHaveTextContent('Error code 504');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket T-1' })).toBeVisible();
  });

  it("shows the identified player's id and balance", async () => {
    localStorage.setItem('betdeck.token', JSON.stringify('PLAYER1'));
    mockApi({
      '/api/init': init,
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      '/api/tickets/T-1': ticket(),
    });
    renderTracking();
    const info = await screen.findByRole('region', { name: 'Player information' });
    expect(await within(info).findByText('PLAYER1')).toBeVisible();
    await waitFor(() => expect(info).toHaveTextContent(/BalanceKES\s?5,000\.00/));
  });

  it('shows no player information to an anonymous player, and the phone of a phone token', async () => {
    mockApi({ '/api/tickets/T-1': ticket() });
    const anonymous = renderTracking();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Player information' })).toBeNull();
    anonymous.unmount();

    localStorage.setItem('betdeck.token', JSON.stringify('+254700000001'));
    renderTracking();
    const info = await screen.findByRole('region', { name: 'Player information' });
    expect(info).toHaveTextContent('Phone number2547•••••001');
  });

  describe('the shared page (/track/, sent by link or shown as a QR code)', () => {
    const renderShared = () =>
      renderWithApp(<TrackingScreen />, { path: '/track/T-1', routePath: '/track/:id' });

    it('shows nothing that identifies the player: no player code, no phone', async () => {
      localStorage.setItem('betdeck.token', JSON.stringify('PLAYER1'));
      mockApi({
        '/api/init': init,
        '/api/identify': { id: 'PLAYER1', balance: 5000 },
        '/api/tickets/T-1': ticket({ player: 'PLAYER1', payment_id: 'PAY-1' }),
      });
      renderShared();
      const payment = await screen.findByRole('region', { name: 'Payment' });
      // How it was paid, not the payment's id (which leads back to whoever paid).
      expect(payment).toHaveTextContent(`Network${ticket().network}`);
      expect(payment).not.toHaveTextContent(/PAY-1|Payment ID/);
      expect(payment).not.toHaveTextContent(/Player|PLAYER1/);
      expect(screen.queryByRole('region', { name: 'Player information' })).toBeNull();
      expect(screen.getByRole('main')).not.toHaveTextContent('PLAYER1');
    });

    it("of a bank payment, names the bank and the reference, not the payer's account or transfer", async () => {
      mockApi({
        '/api/init': init,
        '/api/tickets/T-1': ticket({
          network: undefined,
          payment_id: undefined,
          bank: { bank: 'N26', account: '**** **** 4537', transaction: 'TRX5WZ', reference: 'T-1' },
        }),
      });
      renderShared();
      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(factOf(payment, 'Bank')).toBe('N26');
      expect(factOf(payment, 'Reference')).toBe('T-1');
      expect(payment).not.toHaveTextContent(/Account|4537|Transaction|TRX5WZ/);
    });

    it('on the device that placed the ticket, shows who placed it', async () => {
      localStorage.setItem(
        'betdeck.placed-tickets',
        JSON.stringify([{ code: 'T-1', family: 'quickbetx', placedAt: 1 }]),
      );
      mockApi({ '/api/tickets/T-1': ticket({ player: '2547•••••678' }) });
      renderShared();
      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(payment).toHaveTextContent('Player2547•••••678');
    });
  });
});

describe('TrackingScreen in German', () => {
  it('names each pick by its market code, the handicap with its team and line, dates in German', async () => {
    mockApi({
      '/api/init': { ...init, languages: ['en', 'de'] },
      '/api/tickets/T-1': ticket({
        created_at: '2026-11-22T16:45:00Z',
        events: [
          {
            ...ticket().events[0]!,
            market_code: 'EHFT',
            market_name: 'European Handicap',
            line_name: '-1',
            bet_name: '1',
          },
          { ...ticket().events[1]!, market_code: 'OUFT', line_name: '2.5' },
        ],
      }),
    });
    renderWithApp(<TrackingScreen family="quickbetx" />, {
      path: '/quickbetx/tracking/T-1?lang=de',
      routePath: '/quickbetx/tracking/:id',
      brand: testBrand({
        languages: ['en', 'de'],
        region: { ...testBrand().region, timeZone: 'Europe/Berlin' },
        blocks: { ...testBrand().blocks, share: [] },
      }),
    });
    const details = await screen.findByRole('region', { name: 'Wettschein-Details' });
    // Before: "European Handicap: 1" and "Total Goals: Over 2.5", whatever the language.
    expect(document.body).toHaveTextContent('Handicap: Arsenal <b>FC</b> -1');
    expect(document.body).toHaveTextContent('Anzahl Tore: Über 2,5');
    // Before: "22.11.2026, 17:45", beside cards that read "22 Nov 2026, 17:45".
    expect(details.querySelector('time')).toHaveTextContent(
      /^So\., 22\. Nov\., 17:45( MEZ| GMT\+1)?$/,
    );
  });
});
