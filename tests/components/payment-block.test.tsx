import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentBlock } from '@/features/betslip/payment-block';
import { unlessPaying } from '@/lib/payment-flow';
import type { Pick } from '@/lib/betslip';
import { BANK_STATUS_FINISHED } from '@/types/api.gen';
import { mockApi, renderWithApp, testBrand, tapBet } from '../support/render';

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
const ticket = {
  code: 'QBX-9',
  title: 'Nine',
  stakes: [50, 100],
  eventCount: 2,
  min_ticket_events_count: 2,
  min_ticket_odds: 1,
};
const init = {
  operator: 'demo',
  language: 'en',
  languages: ['en'],
  currency: 'KES',
  psp: ['mpesa', 'bank'],
  exercise_tax: 10,
  bank_widget: {
    script_url: '/w.js',
    client_id: 'c',
    banks: [
      { name: 'Equity Bank' },
      { name: 'ING' },
      { name: 'Nordea', logo: '/media/banks/nordea.png' },
    ],
  },
};
const finance = {
  price: 50,
  total_odds: 4,
  stake: 45,
  ext: 10,
  ext_amount: 5,
  ext_type: 'stake',
  wht: 20,
  wht_amount: 27,
  gross_payout: 180,
  net_payout: 153,
};

function api(extra: Record<string, unknown> = {}) {
  const bodies: unknown[] = [];
  const calls = mockApi({
    '/api/init': init,
    '/api/finance-details': finance,
    '/api/quickbetxs/reserve': () => Response.json({ code: 'T-NEW' }),
    '/api/quickbetxs/create': () => Response.json({ code: 'T-CREATED' }),
    ...extra,
  });
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(init.body as string));
    return original(input, init);
  };
  return { calls, bodies };
}

const place = () => tapBet();

/** A brand with the bank panel beside mobile money. */
const bankBrand = () =>
  testBrand({
    blocks: { ...testBrand().blocks, bankPanel: true },
    payments: { providers: ['mpesa', 'bank'] },
  });

/** The player with code `player` (known to /api/identify) plays the ticket by bank. */
async function payByBankAsPlayer(player: string) {
  localStorage.setItem('betdeck.token', JSON.stringify(player));
  renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
    brand: bankBrand(),
  });
  await screen.findByText(/Balance/);
  fireEvent.click(screen.getByRole('radio', { name: 'Bank' }));
  await tapBet('Play');
}

describe('PaymentBlock', () => {
  it('is a payment flow while it shows: a new release of the app waits', async () => {
    api();
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    await screen.findByText('KES 153.00');
    const take = vi.fn();
    expect(await unlessPaying(take)).toBe(false);
    cleanup();
    await vi.waitFor(async () => expect(await unlessPaying(take)).toBe(true));
    expect(take).toHaveBeenCalledOnce();
  });

  it('shows the summary from finance-details for the chosen stake', async () => {
    const { calls } = api();
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    expect(await screen.findByText('KES 153.00')).toBeInTheDocument();
    expect(screen.getByText('Excise tax (10%)')).toBeInTheDocument();
    expect(calls).toContain('/api/finance-details?price=50&odds=2&odds=2');
  });

  it('sends an anonymous player to the OTP screen after a reserve with the phone', async () => {
    const { bodies } = api();
    const { router } = renderWithApp(
      <PaymentBlock family="quickbetx" ticket={ticket} picks={picks} atag="a b" />,
    );
    expect(await screen.findByLabelText('Phone number')).toHaveAccessibleDescription(
      'Your mobile number, e.g. 0712 345 678. We send the payment request to this phone.',
    );
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '+254 712 345 678' },
    });
    await place();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quickbetx/otp'));
    expect(router.state.location.state).toMatchObject({
      ticketCode: 'T-NEW',
      operator: 'demo',
      msisdn: '254712345678',
    });
    expect(bodies[0]).toEqual({
      code: 'QBX-9',
      atag: 'a b',
      price: 50,
      stake: 45,
      msisdn: '254712345678',
      psp: 'mpesa',
      events: [
        { event_id: 1, bet_id: 10, odds: 2 },
        { event_id: 2, bet_id: 20, odds: 2 },
      ],
    });
  });

  it('refuses a number one digit short of a Kenyan one at the field, naming the form, without a reserve', async () => {
    const { calls } = api();
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '0712 345 67' },
    });
    await place();
    const field = screen.getByLabelText('Phone number');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      /^This is not a mobile number we can use\. Enter it as you dial it, e\.g\. 0712 345 678\./,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).not.toContain('/api/quickbetxs/reserve');
  });

  // docs/behaviour.md#the-phone-number: the national form, as the review typed it.
  it('takes the national number 0712 345 678 and reserves with the msisdn 254712345678', async () => {
    const { bodies } = api();
    const { router } = renderWithApp(
      <PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />,
    );
    const field = await screen.findByLabelText('Phone number');
    expect(field).toHaveAttribute('inputmode', 'tel');
    fireEvent.change(field, { target: { value: '0712 345 678' } });
    expect(field).toHaveValue('0712 345 678');
    await place();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quickbetx/otp'));
    expect(bodies[0]).toMatchObject({ msisdn: '254712345678' });
  });

  it('says a missing phone at the phone field, not in a modal, and Bet now leads there', async () => {
    const { calls } = api();
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    const field = await screen.findByLabelText('Phone number');
    await place();
    // The field says it, is marked invalid and takes the focus: nothing blocks the screen.
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/^Please enter a phone number Your mobile number/);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a phone number');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).not.toContain('/api/quickbetxs/reserve');

    // Tapped again from elsewhere: back to the field.
    const betNow = screen.getByRole('button', { name: 'Bet now' });
    betNow.focus();
    fireEvent.click(betNow);
    await waitFor(() => expect(field).toHaveFocus());

    // Typing clears the error; with a number, Bet now places the ticket.
    fireEvent.change(field, { target: { value: '254712345678' } });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a phone number')).toBeNull();
    await place();
    await waitFor(() => expect(calls).toContain('/api/quickbetxs/reserve'));
  });

  it("shows a phone-token player's number, masked, where the others type theirs", async () => {
    localStorage.setItem('betdeck.token', '"254712345678"');
    api();
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    const note = await screen.findByText(/We send the payment request to your phone/);
    expect(note).toHaveTextContent('We send the payment request to your phone 2547•••••678.');
    expect(note).not.toHaveTextContent('254712345678');
    expect(screen.queryByLabelText('Phone number')).toBeNull();
  });

  it('reserves with the OTP confirmed for a phone token and goes to tracking', async () => {
    localStorage.setItem('betdeck.token', '"254700000001"');
    const { bodies } = api();
    const { router } = renderWithApp(
      <PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />,
    );
    await screen.findByRole('button', { name: 'Bet now' });
    // The stored token is read as the token atom mounts, just after the first render.
    await waitFor(() => expect(screen.queryByLabelText('Phone number')).toBeNull());
    await place();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quickbetx/tracking/T-NEW'));
    expect(bodies[0]).toMatchObject({ msisdn: '254700000001', otp: 'confirmed' });
  });

  it("sends the player's choice for moved odds, remembered for that player only", async () => {
    localStorage.setItem('betdeck.token', '"254700000001"');
    const { bodies } = api();
    const first = renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    const choice = await screen.findByLabelText('If the odds change');
    expect(choice).toHaveDisplayValue('Ask me');
    // Asked before the player bets, not under the button.
    expect(
      choice.compareDocumentPosition(await screen.findByRole('button', { name: 'Bet now' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.change(choice, { target: { value: 'higher' } });
    await waitFor(() => expect(screen.queryByLabelText('Phone number')).toBeNull());
    await place();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ msisdn: '254700000001', odds_change: 'higher' });
    first.unmount();

    // The same player on a later visit: the choice holds.
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    await waitFor(() =>
      expect(screen.getByLabelText('If the odds change')).toHaveDisplayValue('Accept higher odds'),
    );
    cleanup();

    // Another player on this browser has their own (none yet).
    localStorage.setItem('betdeck.token', '"254700000002"');
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    const theirs = await screen.findByLabelText('If the odds change');
    await waitFor(() => expect(screen.queryByLabelText('Phone number')).toBeNull());
    expect(theirs).toHaveDisplayValue('Ask me');
  });

  it('refuses a price above the balance of a player, with code 1 and no call', async () => {
    localStorage.setItem('betdeck.token', '"BROKE1"');
    const { calls } = api({ '/api/identify': { id: 'BROKE1', balance: 10 } });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    await screen.findByText(/Balance/);
    await place();
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent('Your balance is KES 10.00 and the bet is KES 50.00');
    expect(modal).toHaveTextContent('Error code 1');
    expect(calls.some((c) => c.includes('/create') || c.includes('/reserve'))).toBe(false);
  });

  it("marks the prices above a wallet player's balance where they are chosen, with the top-up page", async () => {
    localStorage.setItem('betdeck.token', '"BROKE1"');
    api({
      '/api/identify': { id: 'BROKE1', balance: 75 },
      '/api/finance-details': (url: URL) =>
        Response.json({ ...finance, price: Number(url.searchParams.get('price')) }),
    });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: testBrand({
        payments: { providers: ['mpesa'], topUpUrl: 'https://acme.example/wallet' },
      }),
    });
    await screen.findByText(/Balance/);
    const prices = screen.getByRole('group', { name: 'Price' });
    // 50 fits in 75; 100 does not.
    expect(within(prices).getByRole('radio', { name: /^KES.50\.00$/ })).toBeChecked();
    expect(
      within(prices).getByRole('radio', { name: /^KES.100\.00 over your balance$/ }),
    ).toBeTruthy();
    expect(screen.queryByText(/more than your balance/)).toBeNull();

    fireEvent.click(within(prices).getByRole('radio', { name: /KES.100\.00/ }));
    const hint = await screen.findByText(/This price is more than your balance of KES 75.00/);
    const link = within(hint).getByRole('link', { name: 'Top up your wallet' });
    expect(link).toHaveAttribute('href', 'https://acme.example/wallet');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await place();
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent('Your balance is KES 75.00 and the bet is KES 100.00');
    expect(within(modal).getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      'https://acme.example/wallet',
    );
  });

  it('marks no price for a player paying by bank, and links no top-up page the brand lacks', async () => {
    localStorage.setItem('betdeck.token', '"BROKE1"');
    api({ '/api/identify': { id: 'BROKE1', balance: 10 } });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: bankBrand(),
    });
    await screen.findByText(/Balance/);
    expect(screen.getByRole('radio', { name: /^KES.50\.00 over your balance$/ })).toBeChecked();
    expect(screen.getByText(/more than your balance/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Top up your wallet' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Bank' }));
    expect(screen.getByRole('radio', { name: /^KES.50\.00$/ })).toBeChecked();
    expect(screen.queryByText(/more than your balance/)).toBeNull();
  });

  it("offers no price above the operator's cap of one ticket, and says a typed one is over it", async () => {
    api({ '/api/init': { ...init, max_stake: 60 } });
    renderWithApp(
      <PaymentBlock family="quickbetx" ticket={{ ...ticket, open_stake: true }} picks={picks} />,
    );
    const prices = await screen.findByRole('group', { name: 'Price' });
    await within(prices).findByRole('radio', { name: /^KES.50\.00$/ });
    expect(within(prices).queryByRole('radio', { name: /KES.100\.00/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Your own price'), { target: { value: '75' } });
    expect(await screen.findByText('The most one ticket can cost is KES 60.00.')).toBeVisible();
    // Nothing to place at that price: no Bet now until the price is one ticket may cost.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull());
  });

  it('asks for a price at the price when the typed stake is not one, with no summary and no call', async () => {
    const { calls } = api();
    renderWithApp(
      <PaymentBlock family="quickbetx" ticket={{ ...ticket, open_stake: true }} picks={picks} />,
    );
    expect(await screen.findByText('KES 153.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your own price'), { target: { value: '0' } });
    await waitFor(() => expect(screen.queryByText('KES 153.00')).toBeNull());
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '254712345678' } });
    await place();
    // Said at the price, not in a modal: the group describes it and its first chip takes the focus.
    const price = screen.getByRole('group', { name: 'Price' });
    await waitFor(() => expect(price).toHaveAccessibleDescription('Enter your Price'));
    expect(within(price).getAllByRole('radio')[0]).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.includes('/reserve'))).toBe(false);
    // Choosing a price clears it.
    fireEvent.click(within(price).getAllByRole('radio')[0]!);
    expect(price).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Enter your Price')).toBeNull();
  });

  it('lets a player code pay by bank: no phone sent, no wallet balance check', async () => {
    const { bodies } = api({ '/api/identify': { id: 'BROKE1', balance: 10 } });
    await payByBankAsPlayer('BROKE1');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ psp: 'bank', player_id: 'BROKE1', price: 50 });
    expect(bodies[0]).not.toHaveProperty('msisdn');
  });

  it('tells a wallet player whose bank payment cannot start to pay from the balance, not by mobile money', async () => {
    // The reserve answers with no session token: the widget cannot open.
    api({ '/api/identify': { id: 'PLAYER1', balance: 5000 } });
    await payByBankAsPlayer('PLAYER1');
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent(
      'The bank payment could not be started. Please try again or pay from your balance.',
    );
    expect(modal).not.toHaveTextContent(/mobile money/);
  });

  it("opens the ticket's tracking once the bank widget reports the finished status", async () => {
    api({
      '/api/identify': { id: 'PLAYER1', balance: 5000 },
      '/api/quickbetxs/reserve': () => Response.json({ code: 'T-BANK', token: 'session-1' }),
    });
    let options: Parameters<NonNullable<Window['PaymentWidget']>['open']>[0] | undefined;
    window.PaymentWidget = { open: (o) => void (options = o) };
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    try {
      await payByBankAsPlayer('PLAYER1');
      await waitFor(() => expect(options?.sessionToken).toBe('session-1'));
      options?.onStatus(BANK_STATUS_FINISHED - 1);
      expect(assign).not.toHaveBeenCalled();
      options?.onStatus(BANK_STATUS_FINISHED);
      expect(assign).toHaveBeenCalledWith('/track/T-BANK');
    } finally {
      delete window.PaymentWidget;
    }
  });

  it('places the ticket the player saw: the summary on screen, never a price it has not priced', async () => {
    // The API's figures, which the client cannot compute: what it sends must be these.
    const summaryFor = (price: number) => Response.json({ ...finance, price, stake: price - 7.77 });
    let answer = (price: number): Response | Promise<Response> => summaryFor(price);
    const pending: (() => void)[] = [];
    const { bodies } = api({
      '/api/finance-details': (url: URL) => answer(Number(url.searchParams.get('price'))),
    });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '254712345678' },
    });
    const betNow = await screen.findByRole('button', { name: 'Bet now' });
    await waitFor(() => expect(betNow).toBeEnabled());

    // A new price: until its summary has answered, there is nothing to place.
    answer = (price) =>
      new Promise<Response>((resolve) => pending.push(() => resolve(summaryFor(price))));
    fireEvent.click(screen.getByRole('radio', { name: /100/ }));
    expect(betNow).toBeDisabled();
    fireEvent.click(betNow);
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(betNow).toBeDisabled();
    expect(bodies).toHaveLength(0);
    pending[0]!();
    await waitFor(() => expect(betNow).toBeEnabled());
    fireEvent.click(betNow);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ price: 100, stake: 92.23 });
  });

  it('by bank: asks for no phone, and Play waits for the minimum events', async () => {
    api();
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks.slice(0, 1)} />, {
      brand: bankBrand(),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    expect(screen.getByText('Pick at least 2 events to bet (1 picked).')).toBeVisible();
    await waitFor(() => expect(screen.getByText('KES 153.00')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('keeps the stake and phone typed for a ticket across a reload, until it is placed', async () => {
    api();
    const first = renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    fireEvent.click(await screen.findByRole('radio', { name: /100/ }));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '254712345678' } });
    first.unmount();

    // The same ticket again (Change bet, Undo from the summary, a reload of the tab).
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    expect(await screen.findByRole('radio', { name: /100/ })).toBeChecked();
    expect(screen.getByLabelText('Phone number')).toHaveValue('254712345678');
    await place();
    await waitFor(() => expect(sessionStorage.getItem('betdeck.slip.quickbetx.QBX-9')).toBeNull());
  });

  it("offers no bet until /api/init answers, and says its failure in the player's words", async () => {
    const { calls } = api({
      '/api/init': () => Response.json({ code: 503, message: 'Config down' }, { status: 503 }),
    });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    expect(await screen.findByText('There is a problem on our side')).toBeVisible();
    expect(screen.getByText('Please try again in a moment.')).toBeVisible();
    expect(screen.getByText('Error code 503')).toBeVisible();
    expect(screen.getByText('Config down')).toBeVisible();
    expect(screen.queryByText(/Operator Error/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
    expect(calls.some((c) => c.startsWith('/api/finance-details'))).toBe(false);
  });

  it("shows the server's error body as text in the modal", async () => {
    api({
      '/api/quickbetxs/reserve': () =>
        Response.json({ code: 409, message: '<b>Ticket closed</b>' }, { status: 409 }),
    });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '254712345678' },
    });
    await place();
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent('<b>Ticket closed</b>');
    expect(modal).toHaveTextContent('Error code 409');
    expect(modal.querySelector('b')).toBeNull();
  });

  it('hides Bet now below the minimum odds and disables the bank Play button', async () => {
    api();
    renderWithApp(
      <PaymentBlock family="quickbetx" ticket={{ ...ticket, min_ticket_odds: 10 }} picks={picks} />,
      { brand: bankBrand() },
    );
    expect(await screen.findByText(/There not enough minimum odds/)).toHaveTextContent(
      /\(total odds \d+\.\d\d, minimum 10\.00\)/,
    );
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Bank' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('says what to do next: pick more events first, the odds hint only once they are there', async () => {
    api();
    const ticketOf = (minEvents: number) => ({
      ...ticket,
      eventCount: 8,
      min_ticket_odds: 10,
      min_ticket_events_count: minEvents,
    });
    const { unmount } = renderWithApp(
      <PaymentBlock family="quickbetx" ticket={ticketOf(picks.length + 1)} picks={picks} />,
    );
    expect(await screen.findByText(/Pick at least/)).toBeInTheDocument();
    expect(screen.queryByText(/There not enough minimum odds/)).toBeNull();
    unmount();
    // No pick yet: nothing to "try again".
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticketOf(0)} picks={[]} />);
    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.queryByText(/There not enough minimum odds/)).toBeNull();
  });

  it("sends the payment request to the player's mobile money network, kept for the next ticket", async () => {
    const networks = testBrand({
      payments: { providers: ['airtel', 'tigo', 'mpesa'] },
      phone: { prefix: '255', placeholder: '255712345678' },
    });
    const { bodies } = api({ '/api/init': { ...init, psp: ['mpesa', 'tigo', 'airtel'] } });
    const { unmount } = renderWithApp(
      <PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />,
      { brand: networks },
    );
    const group = await screen.findByRole('group', { name: 'Your mobile money network' });
    // The brand's order; the first is the default.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Airtel Money', 'Tigo Pesa', 'M-Pesa']);
    expect(within(group).getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Tigo Pesa' }));
    fireEvent.change(screen.getByLabelText('Phone number'), {
      target: { value: '255654123456' },
    });
    await place();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ psp: 'tigo', msisdn: '255654123456' });
    unmount();

    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: networks,
    });
    expect(await screen.findByRole('radio', { name: 'Tigo Pesa' })).toBeChecked();
  });

  it('asks a wallet player for no mobile money network: the balance pays, by create', async () => {
    const networks = testBrand({ payments: { providers: ['mpesa', 'airtel', 'bank'] } });
    localStorage.setItem('betdeck.token', '"PLAYER1"');
    let balance = 5000;
    const { bodies } = api({
      '/api/init': { ...init, psp: ['mpesa', 'airtel', 'bank'] },
      '/api/identify': () => Response.json({ id: 'PLAYER1', balance }),
      '/api/quickbetxs/create': () => {
        balance -= 50;
        return Response.json({ code: 'T-CREATED' });
      },
    });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: networks,
    });
    expect(await screen.findByText(/Balance/)).toHaveTextContent(/5,000\.00/);
    const payWith = screen.getByRole('group', { name: 'Pay with' });
    expect(within(payWith).getByRole('radio', { name: 'My balance' })).toBeChecked();
    expect(within(payWith).queryByRole('radio', { name: 'Mobile money' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Your mobile money network' })).toBeNull();
    expect(screen.queryByTestId('mm-carousel')).toBeNull();
    expect(screen.queryByRole('img', { name: 'M-Pesa' })).toBeNull();
    await place();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ player_id: 'PLAYER1', price: 50 });
    expect(bodies[0]).not.toHaveProperty('psp');
    // The balance shown is the one after the ticket, asked again.
    await waitFor(() => expect(screen.getByText(/Balance/)).toHaveTextContent(/4,950\.00/));
  });

  it('still asks a phone-token player for the network the payment request goes to', async () => {
    const networks = testBrand({ payments: { providers: ['mpesa', 'airtel'] } });
    localStorage.setItem('betdeck.token', '"254712345678"');
    api({ '/api/init': { ...init, psp: ['mpesa', 'airtel'] } });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: networks,
    });
    expect(
      await screen.findByRole('group', { name: 'Your mobile money network' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('mm-carousel')).toBeInTheDocument();
  });

  it('asks for no network when the brand offers one', async () => {
    api();
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />);
    await screen.findByLabelText('Phone number');
    expect(screen.queryByRole('group', { name: 'Your mobile money network' })).toBeNull();
  });

  it("lists the banks the provider's widget offers, as init names them", async () => {
    api();
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: bankBrand(),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    const panel = screen.getByRole('region', {
      name: 'Pay instantly from your bank account. Supported banks:',
    });
    const banks = within(panel).getAllByRole('listitem');
    expect(banks.map((b) => b.textContent)).toEqual(['EBEquity Bank', 'INGING', 'Nordea']);
    expect(banks[2]?.querySelector('img')).toHaveAttribute('src', '/media/banks/nordea.png');
  });

  it('names no bank when init does not say which', async () => {
    api({ '/api/init': { ...init, bank_widget: { script_url: '/w.js', client_id: 'c' } } });
    renderWithApp(<PaymentBlock family="quickbetx" ticket={ticket} picks={picks} />, {
      brand: bankBrand(),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    expect(screen.getByText('Pay instantly from your bank account.')).toBeVisible();
    expect(screen.queryByText(/Supported banks/)).toBeNull();
  });
});
