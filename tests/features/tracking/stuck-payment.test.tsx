import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STUCK_GROUP, TrackingScreen } from '@/features/tracking/tracking-screen';
import { NO_CHANGE_LIMIT_MS, POLL_INTERVAL_MS } from '@/features/tracking/tracking-state';
import type { TicketStatus } from '@/types/api.gen';
import { mockApi, renderWithApp, testBrand } from '../../support/render';
import { init, json, ticket } from './fixtures';

/*
 * A mobile-money payment still awaited after the tracking screen's wait, taken up again
 * (docs/behaviour.md#a-stuck-payment): the prompt sent again, the paybill, the ticket canceled.
 */

const renderTracking = () =>
  renderWithApp(<TrackingScreen family="quickbetx" />, {
    path: '/quickbetx/tracking/T-1',
    routePath: '/quickbetx/tracking/:id',
    brand: testBrand({ blocks: { ...testBrand().blocks, share: [] } }),
  });

const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ code: status, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A pending ticket and the stuck payment's calls, each answered by `answers` when it says so. */
function serveStuck(answers: { prompt?: () => Response; cancel?: () => Response } = {}) {
  const server = { status: 'pending' as TicketStatus, ticketCalls: 0, bodies: [] as unknown[] };
  const body = (options?: RequestInit) =>
    server.bodies.push(JSON.parse(options?.body as string) as unknown);
  mockApi({
    '/api/init': init,
    '/api/tickets/T-1': () => {
      server.ticketCalls++;
      return json(ticket({ status: server.status, network: 'Safaricom' }));
    },
    '/api/tickets/T-1/payment-prompt': (_url: URL, options?: RequestInit) => {
      body(options);
      return answers.prompt?.() ?? json({ code: 'T-1', payment_id: 'PAY-1', resend_after: 30 });
    },
    '/api/tickets/T-1/paybill': {
      network: 'Safaricom',
      business_number: '290290',
      account_number: 'T-1',
      amount: 100,
    },
    '/api/tickets/T-1/cancel': (_url: URL, options?: RequestInit) => {
      body(options);
      if (answers.cancel) return answers.cancel();
      server.status = 'canceled';
      return json(ticket({ status: 'canceled', network: 'Safaricom', final_payout: 0 }));
    },
  });
  return server;
}

/** Renders the pending ticket and lets the screen's wait run out. */
async function reachStuck() {
  renderTracking();
  await screen.findByText(/YOUR BET IS PROCESSING/);
  expect(screen.queryByRole('button', { name: 'Send the payment prompt again' })).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(NO_CHANGE_LIMIT_MS + 100));
  return screen.findByRole('region', { name: 'Still no payment prompt?' });
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('a stuck payment on the tracking screen', () => {
  it('loads its parts with their own message group', async () => {
    const { OWN_GROUPS } = await import('@/lib/message-group');
    expect(OWN_GROUPS['src/features/tracking/stuck/texts.tsx']).toBe(STUCK_GROUP);
  });

  it('sends the prompt again to the phone typed, says so and follows the ticket again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveStuck();
    const panel = await reachStuck();
    const resend = within(panel).getByRole('button', { name: 'Send the payment prompt again' });

    await userEvent.click(resend);
    expect(await within(panel).findByText('Enter the phone number you paid with.')).toBeVisible();
    expect(server.bodies).toEqual([]);

    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Phone number' }),
      '0712 345678',
    );
    const stopped = server.ticketCalls;
    await userEvent.click(resend);
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'The payment prompt was sent to your phone again.',
    );
    expect(server.bodies).toEqual([{ msisdn: '254712345678' }]);
    // Polling again: the approval is seen when it comes.
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2 + 100));
    expect(server.ticketCalls).toBeGreaterThan(stopped);
    server.status = 'open';
    expect(await screen.findByText(/Payment confirmed/, {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Still no payment prompt?' })).toBeNull();
  });

  it('counts down the wait before the prompt may be sent again, on its button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStuck();
    const panel = await reachStuck();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Phone number' }),
      '0712345678',
    );
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Send the payment prompt again' }),
    );
    // The answer's resend_after (30 s): a second tap would only meet a 429.
    const waiting = await within(panel).findByRole('button', { name: /^Send again in 0:[23]\d$/ });
    expect(waiting).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(
      within(panel).getByRole('button', { name: 'Send the payment prompt again' }),
    ).toBeEnabled();
  });

  it('shows the paybill: business number, account and the amount in the currency', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStuck();
    const panel = await reachStuck();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay by paybill instead' }));
    const paybill = await within(panel).findByRole('region', { name: 'Pay by paybill' });
    const facts = Object.fromEntries(
      within(paybill)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts['Business number']).toMatch(/^290290/);
    expect(facts['Account number']).toMatch(/^T-1/);
    expect(facts.Amount).toMatch(/KES\s?100\.00/);
    expect(within(paybill).getByRole('button', { name: 'Copy the business number' })).toBeVisible();
  });

  it('cancels after the question, and the ticket shows canceled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveStuck();
    const panel = await reachStuck();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Phone number' }),
      '0712345678',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel this ticket' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this ticket?' });
    expect(dialog).toHaveTextContent('Ticket T-1 will not be played and nothing is charged.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the ticket' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.bodies).toEqual([]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel this ticket' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    expect(
      await screen.findByText(
        'This ticket is canceled. It will not be played and nothing is charged.',
      ),
    ).toBeVisible();
    expect(server.bodies).toEqual([{ msisdn: '254712345678' }]);
    const details = screen.getByRole('region', { name: 'Ticket details' });
    expect(
      within(details).getByText('Ticket status', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Canceled');
    expect(screen.queryByRole('region', { name: 'Still no payment prompt?' })).toBeNull();
  });

  it('shows a refused call in the error modal with its code, the typed phone kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStuck({
      prompt: () => failure(429, 'Please wait 12 seconds before sending the payment prompt again'),
      cancel: () => failure(409, 'This ticket is paid: it can no longer be canceled'),
    });
    const panel = await reachStuck();
    const phone = within(panel).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '0712345678');

    await userEvent.click(
      within(panel).getByRole('button', { name: 'Send the payment prompt again' }),
    );
    let modal = await screen.findByRole('alertdialog');
    await waitFor(() => expect(modal).toHaveTextContent('Error code 429'));
    expect(modal).toHaveTextContent('Please wait 12 seconds');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(phone).toHaveValue('0712345678');

    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel this ticket' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    modal = await screen.findByRole('alertdialog');
    await waitFor(() => expect(modal).toHaveTextContent('Error code 409'));
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket T-1' })).toBeVisible();
  });
});
