// @vitest-environment node
// The demo API's calls of a player's tickets on any device and of a stuck mobile-money payment
// (docs/behaviour.md#history, docs/behaviour.md#a-stuck-payment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiError,
  HistoryAccess,
  HistoryCodeResponse,
  Paybill,
  PaymentPromptResponse,
  QuickbetxCard,
  ReserveResponse,
  Ticket,
  TicketHistory,
} from '../../src/types/api.gen';
import { call, expectSchema, makeStaticDir, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ staticDir: makeStaticDir().dir });
  base = server.url;
});
afterAll(() => server.close());

/** The phone of the seeded T-PENDING-1 on the test brand (its default example's digits). */
const PENDING_PHONE = '254710000000';
/** A demo phone that never answers its first payment prompt (ends in 0000). */
const STUCK_PHONE = '254712340000';

/** Reserves a quick bet X ticket on QBX-101, paid by mobile money; returns its code. */
async function reserve(extra: Record<string, unknown> = {}): Promise<string> {
  const card = (await call<QuickbetxCard>(base, '/api/quickbetx_cards/QBX-101')).body;
  const events = card.events.slice(0, card.min_ticket_events_count).map((e) => ({
    event_id: e.id,
    bet_id: e.market.bets[0].id,
    odds: e.market.bets[0].odds,
  }));
  const { status, body } = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
    body: { code: card.code, stake: 100, price: 100, events, psp: 'mpesa', ...extra },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.code;
}

const ticket = async (code: string) => (await call<Ticket>(base, `/api/tickets/${code}`)).body;
const history = (query: string) => call<TicketHistory & ApiError>(base, `/api/history?${query}`);

describe('GET /api/history', () => {
  it("lists a signed-in player's tickets from any device, newest first, paged", async () => {
    const placed = await reserve({
      msisdn: '254712345678',
      otp: 'confirmed',
      player_id: 'PLAYER1',
    });
    const all = await history('token=player1&per_page=50');
    expect(all.status).toBe(200);
    expectSchema('ticket-history', all.body);
    const codes = all.body.tickets.map((t) => t.code);
    // The one just placed first; the seeded tickets of PLAYER1 after it; nobody else's.
    expect(codes[0]).toBe(placed);
    expect(codes).toEqual(expect.arrayContaining(['T-OPEN-1', 'T-WON-1', 'T-LOST-1']));
    expect(codes).not.toContain('T-PENDING-1');
    expect(all.body.total).toBe(codes.length);
    const times = all.body.tickets.map((t) => Date.parse(t.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const first = await history('token=PLAYER1&per_page=2&page=1');
    const second = await history('token=PLAYER1&per_page=2&page=2');
    expect(first.body).toMatchObject({ page: 1, per_page: 2, total: all.body.total });
    expect([...first.body.tickets, ...second.body.tickets].map((t) => t.code)).toEqual(
      codes.slice(0, 4),
    );
  });

  it('filters by result (open, won, lost) and by when the ticket was placed', async () => {
    const by = async (query: string) =>
      (await history(`token=PLAYER1&per_page=50&${query}`)).body.tickets;
    const open = await by('status=open');
    expect(open.length).toBeGreaterThan(0);
    expect(
      open.every((t) => ['new', 'pending', 'reserved', 'not_started', 'open'].includes(t.status)),
    ).toBe(true);
    expect((await by('status=won')).map((t) => t.code)).toEqual(
      expect.arrayContaining(['T-WON-1', 'T-JACKPOT-WON-1']),
    );
    expect((await by('status=lost')).map((t) => t.status)).toEqual(['lost']);

    // The seeded settled tickets are days old; a day's window holds only the newer ones.
    const now = Date.UTC(2025, 0, 10, 9, 0, 0);
    const today = await by(`from=${new Date(now - 20 * 3_600_000).toISOString()}`);
    expect(today.map((t) => t.code)).not.toContain('T-WON-1');
    expect(today.length).toBeGreaterThan(0);
    const before = await by(`to=${new Date(now - 2 * 86_400_000).toISOString()}`);
    expect(before.map((t) => t.code)).toContain('T-WON-1');
    expect(before.every((t) => Date.parse(t.created_at) < now - 2 * 86_400_000)).toBe(true);

    expect((await history('token=PLAYER1&status=maybe')).status).toBe(400);
    expect((await history('token=PLAYER1&from=yesterday')).status).toBe(400);
    expect((await history('token=PLAYER1&per_page=51')).status).toBe(400);
  });

  it('refuses without a player code or a history token', async () => {
    expect((await history('')).status).toBe(401);
    const unknown = await history('token=NOBODY');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Please confirm your phone number again to see your tickets');
  });

  it("an anonymous player's phone and SMS code open that phone's tickets, and only those", async () => {
    const phone = '254798765432';
    const placed = await reserve({ msisdn: phone, otp: 'confirmed' });
    await reserve({ msisdn: '254711111111', otp: 'confirmed' });

    // No code asked for yet: nothing to confirm.
    const early = await call<ApiError>(base, '/api/history/access', {
      body: { msisdn: phone, otp: '1234' },
    });
    expect(early.status).toBe(409);

    const sent = await call<HistoryCodeResponse>(base, '/api/history/code', {
      body: { msisdn: phone },
    });
    expect(sent.status).toBe(200);
    expectSchema('history-code-response', sent.body);
    expect(sent.body).toEqual({ resend_after: 60 });
    const again = await call<ApiError>(base, '/api/history/code', { body: { msisdn: phone } });
    expect(again.status).toBe(429);

    const wrong = await call<ApiError>(base, '/api/history/access', {
      body: { msisdn: phone, otp: '0000' },
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 105]);
    const access = await call<HistoryAccess>(base, '/api/history/access', {
      body: { msisdn: phone, otp: '1234' },
    });
    expect(access.status).toBe(200);
    expectSchema('history-access', access.body);
    expect(access.body.token).not.toContain(phone);

    const list = await history(`token=${encodeURIComponent(access.body.token)}`);
    expect(list.body.tickets.map((t) => t.code)).toEqual([placed]);
    expect(list.body.tickets[0]).toMatchObject({ stake: 100, price: 100 });

    // An hour later the token no longer works.
    server.advance(60 * 60 * 1000);
    expect((await history(`token=${encodeURIComponent(access.body.token)}`)).status).toBe(401);
  });
});

describe('a stuck mobile-money payment', () => {
  it('the seeded T-PENDING-1 waits for its prompt, and the paybill names it', async () => {
    expect((await ticket('T-PENDING-1')).status).toBe('pending');
    server.advance(60_000);
    expect((await ticket('T-PENDING-1')).status).toBe('pending');
    const paybill = await call<Paybill>(base, '/api/tickets/T-PENDING-1/paybill');
    expect(paybill.status).toBe(200);
    expectSchema('paybill', paybill.body);
    expect(paybill.body).toMatchObject({
      business_number: '290290',
      account_number: 'T-PENDING-1',
      network: 'Safaricom',
    });
    expect(paybill.body.amount).toBe((await ticket('T-PENDING-1')).price);
  });

  it('a resent prompt is the same payment: one payment id, approved once, never twice', async () => {
    const code = await reserve({ msisdn: STUCK_PHONE, otp: 'confirmed' });
    server.advance(90_000);
    // The first prompt was never answered.
    expect((await ticket(code)).status).toBe('reserved');
    const prompt = () =>
      call<PaymentPromptResponse & ApiError>(base, `/api/tickets/${code}/payment-prompt`, {
        body: { msisdn: STUCK_PHONE },
      });
    expect(
      (
        await call<ApiError>(base, `/api/tickets/${code}/payment-prompt`, {
          body: { msisdn: '254712345678' },
        })
      ).status,
    ).toBe(400);
    const first = await prompt();
    expect(first.status).toBe(200);
    expectSchema('payment-prompt-response', first.body);
    expect(first.body).toMatchObject({ code, resend_after: 30 });
    // A double tap: refused, still the one payment.
    const twice = await prompt();
    expect(twice.status).toBe(429);
    expect(twice.body.message).toBe(
      'Please wait 30 seconds before sending the payment prompt again',
    );

    // Approved on the phone after the demo's delay: paid once, with that payment's id.
    server.advance(4_000);
    const paid = await ticket(code);
    expect(paid).toMatchObject({ status: 'open', payment_id: first.body.payment_id });
    expect((await prompt()).status).toBe(409);
    expect((await call(base, `/api/tickets/${code}/paybill`)).status).toBe(409);
    // Paid: it can no longer be canceled.
    const cancel = await call<ApiError>(base, `/api/tickets/${code}/cancel`, {
      body: { msisdn: STUCK_PHONE },
    });
    expect(cancel.status).toBe(409);
    expect((await ticket(code)).status).toBe('open');
  });

  it('cancel is for the phone of the ticket, at once, and the same answer when asked again', async () => {
    const cancel = (msisdn = PENDING_PHONE) =>
      call<Ticket & ApiError>(base, '/api/tickets/T-PENDING-1/cancel', { body: { msisdn } });
    expect((await cancel('254712345678')).status).toBe(400);
    expect((await ticket('T-PENDING-1')).status).toBe('pending');

    const first = await cancel();
    expect(first.status).toBe(200);
    expectSchema('ticket', first.body);
    expect(first.body).toMatchObject({ code: 'T-PENDING-1', status: 'canceled', final_payout: 0 });
    const again = await cancel();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    // Canceled for good: no prompt, no paybill, and no payment later.
    const prompt = await call<ApiError>(base, '/api/tickets/T-PENDING-1/payment-prompt', {
      body: { msisdn: PENDING_PHONE },
    });
    expect(prompt.status).toBe(409);
    expect(prompt.body.message).toBe('This ticket is canceled');
    expect((await call(base, '/api/tickets/T-PENDING-1/paybill')).status).toBe(409);
    server.advance(60_000);
    expect((await ticket('T-PENDING-1')).status).toBe('canceled');
  });
});
