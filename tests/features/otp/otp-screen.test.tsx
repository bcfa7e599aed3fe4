import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpScreen } from '@/features/otp/otp-screen';
import { RESEND_WAIT_MS } from '@/features/betslip/otp-wait';
import { unlessPaying } from '@/lib/payment-flow';
import { placedTicketsAtom, recordPlacedTicketAtom } from '@/lib/placed-tickets';
import type { OtpNavigationState } from '@/lib/families';
import { renderWithApp } from '../../support/render';
import { json, ticket } from '../tracking/fixtures';

const state: OtpNavigationState = {
  ticketCode: 'JP 7',
  operator: 'demo',
  style: 'lite',
  msisdn: '254712345678',
  family: 'jackpot',
};

/**
 * The OTP calls: confirm takes 1234 and refuses anything else like the demo API does (400, code
 * 105; `wrong` answers another way); resend
 * answers `resend` (a new code, 60 s before the next, by default).
 */
function serveOtp(
  resend: () => Response = () => json({ code: state.ticketCode, resend_after: 60 }),
  wrong: () => Response = () => json({ code: 105, message: 'Invalid OTP code' }, 400),
) {
  const bodies: unknown[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, opts?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/otp/resend') {
      bodies.push({ resend: JSON.parse(opts?.body as string) as unknown });
      return resend();
    }
    if (url.pathname !== '/api/otp/confirm') return json({ code: 404, message: 'Not found' }, 404);
    const body = JSON.parse(opts?.body as string) as { otp: string };
    bodies.push(body);
    return body.otp === '1234'
      ? json(ticket({ code: state.ticketCode, type: 'jackpot', status: 'reserved' }))
      : wrong();
  };
  return bodies;
}

async function openWithState(navState: unknown = state) {
  const view = renderWithApp(<OtpScreen family="jackpot" />, { path: '/' });
  await view.ready();
  await act(() => view.router.navigate('/jackpots/otp', { state: navState }));
  await screen.findByRole('heading', { level: 1, name: 'Confirm your ticket' });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('OtpScreen', () => {
  it("shows another refusal of the code in the operator's words, with its code", async () => {
    serveOtp(undefined, () => json({ code: 400, message: 'Code expired, ask for a new one' }, 400));
    await openWithState();
    await userEvent.type(screen.getByLabelText('Confirmation code'), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Code expired, ask for a new one');
    expect(alert).toHaveTextContent('Error code 400');
  });

  it('says what the code confirms: the price, the possible win and the picks', async () => {
    serveOtp();
    const otpCalls = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, opts?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/api/tickets/JP%207')
        ? json(ticket({ code: 'JP 7', type: 'quickbetx', status: 'new' }))
        : otpCalls(input, opts);
    await openWithState();
    const paying = await screen.findByRole('region', { name: 'What you pay' });
    expect(within(paying).getByText('Ticket price').nextElementSibling).toHaveTextContent(
      /KES\s?100\.00/,
    );
    expect(within(paying).getByText('Possible win').nextElementSibling).toHaveTextContent(
      /KES\s?372\.00/,
    );
    const picks = screen.getByRole('region', { name: 'Picks (2)' });
    expect(picks).toHaveTextContent('Arsenal <b>FC</b>');
    expect(picks).toHaveTextContent('Gor Mahia');
    // Not placed yet: no "Not settled" beside each pick.
    expect(picks).not.toHaveTextContent(/settled/i);
    // The code's field comes between them, and keeps the focus.
    expect(screen.getByLabelText('Confirmation code')).toHaveFocus();
  });

  it('explains itself and links back to the games when opened without a ticket', async () => {
    serveOtp();
    renderWithApp(<OtpScreen family="quickbetx" />, { path: '/quickbetx/otp' });
    expect(await screen.findByText(/There is no ticket to confirm here/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ticket history' })).toHaveAttribute(
      'href',
      '/history',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is a payment flow while the code is awaited: a new release of the app waits', async () => {
    serveOtp();
    const take = vi.fn();
    const view = renderWithApp(<OtpScreen family="quickbetx" />, { path: '/quickbetx/otp' });
    await screen.findByText(/There is no ticket to confirm here/);
    expect(await unlessPaying(take)).toBe(true);
    view.unmount();
    await openWithState();
    expect(await unlessPaying(take)).toBe(false);
    expect(take).toHaveBeenCalledOnce();
  });

  it('says where the code went and asks for it when the field is empty', async () => {
    const bodies = serveOtp();
    await openWithState();
    expect(screen.getByText(/We sent a code by SMS to/)).toHaveTextContent(
      'We sent a code by SMS to 254712345678. Enter it to confirm ticket JP 7.',
    );
    // The code is what the screen is for: its field has focus, the keyboard is up.
    expect(screen.getByLabelText('Confirmation code')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the code we sent you by SMS');
    expect(screen.getByLabelText('Confirmation code')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("offers the ticket's page, where the code can be given later", async () => {
    serveOtp();
    await openWithState();
    expect(screen.getByText(/No code yet\? Your ticket is kept/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the ticket' })).toHaveAttribute(
      'href',
      '/jackpots/tracking/JP%207',
    );
  });

  it("says a wrong code in the app's words, and lets the player try again", async () => {
    const bodies = serveOtp();
    const { router } = await openWithState();
    const field = screen.getByLabelText('Confirmation code');
    await userEvent.type(field, '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    // Before: "Invalid OTP code / Error code 400", the API's words in any language.
    expect(alert).toHaveTextContent(/^That code is not right\. Check the SMS and type it again\.$/);
    expect(field).toHaveAccessibleDescription(/That code is not right/);
    expect(router.state.location.pathname).toBe('/jackpots/otp');

    // Typing again clears the error.
    await userEvent.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies).toEqual([{ code: 'JP 7', otp: '0000', msisdn: '254712345678' }]);
  });

  it("confirms the code and goes on to the family's tracking screen, remembering the ticket", async () => {
    const bodies = serveOtp();
    const { router, store } = await openWithState();
    await userEvent.type(screen.getByLabelText('Confirmation code'), ' 12 34 ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/jackpots/tracking/JP%207'),
    );
    expect(bodies).toEqual([{ code: 'JP 7', otp: '1234', msisdn: '254712345678' }]);
    // Replaced, so Back does not return to a used code.
    expect(router.state.historyAction).toBe('REPLACE');
    const [placed, ...rest] = store.get(placedTicketsAtom);
    expect(rest).toEqual([]);
    expect(placed).toMatchObject({ code: 'JP 7', family: 'jackpot' });
    expect(placed?.placedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the title the ticket builder recorded', async () => {
    serveOtp();
    const { store } = await openWithState();
    store.set(recordPlacedTicketAtom, {
      code: 'JP 7',
      family: 'jackpot',
      title: 'Mega',
      placedAt: 5,
    });
    await userEvent.type(screen.getByLabelText('Confirmation code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Confirmation code')).toBeNull());
    expect(store.get(placedTicketsAtom)).toEqual([
      { code: 'JP 7', family: 'jackpot', title: 'Mega', placedAt: 5 },
    ]);
  });

  it('lets the player ask for a new code after the wait, then waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies = serveOtp();
    await openWithState();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(screen.getByText(/Available in/)).toHaveTextContent(/Available in (1:00|0:59)/);
    expect(screen.getByText(/If you have problems, please try again after the wait/)).toBeVisible();
    expect(screen.queryByText('New code sent')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText(/Available in/)).toHaveTextContent(/Available in 0:(29|30)/);

    await act(() => vi.advanceTimersByTimeAsync(RESEND_WAIT_MS - 30_000 + 1_000));
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/Available in/)).toBeNull();

    await userEvent.click(resend);
    expect(within(await screen.findByRole('status')).getByText('New code sent')).toBeVisible();
    expect(bodies).toEqual([{ resend: { code: 'JP 7', msisdn: '254712345678' } }]);
    expect(resend).toBeDisabled();
    expect(screen.getByText(/Available in/)).toHaveTextContent(/Available in (1:00|0:59)/);
  });

  it('keeps the wait across a reload of the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveOtp();
    const first = await openWithState();
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    first.unmount();

    // The page again, as a reload brings it back with its navigation state.
    await openWithState();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByText(/Available in/)).toHaveTextContent(/Available in 0:(19|20)/);
  });

  it("shows the API's refusal of a resend, and sends no code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveOtp(() =>
      json({ code: 429, message: 'Please wait 12 seconds before asking for a new code' }, 429),
    );
    await openWithState();
    await act(() => vi.advanceTimersByTimeAsync(RESEND_WAIT_MS + 1_000));
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please wait 12 seconds before asking for a new code');
    expect(alert).toHaveTextContent('Error code 429');
    expect(screen.queryByText('New code sent')).toBeNull();
  });
});
