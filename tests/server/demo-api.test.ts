// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_STATUS_FINISHED,
  THREE_WAY_MARKETS,
  TICKET_STATUSES,
  type ApiError,
  type Event,
  type FinanceDetails,
  type OperatorConfig,
  type OtpResendResponse,
  type PickBetsResponse,
  type Player,
  type QuickbetxCard,
  type QuicktipCard,
  type ReserveResponse,
  type SmartbetGenerated,
  type SuperbetCard,
  type Ticket,
  type TicketSummary,
} from '../../src/types/api.gen';
import {
  call,
  expectSchema,
  makeStaticDir,
  rawRequest,
  startTestServer,
  testBrand,
  type TestServer,
} from './helpers';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ staticDir: makeStaticDir().dir });
  base = server.url;
});
afterAll(() => server.close());

const FAMILIES = [
  ['quicktip', 'quicktip-card'],
  ['smartbet', 'smartbet-card'],
  ['superbet', 'superbet-card'],
  ['quickbet', 'quickbetx-card'],
  ['jackpot', 'quickbetx-card'],
  ['quickbetx', 'quickbetx-card'],
] as const;

const HOUR = 3_600_000;
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

async function card(code: string, family = 'quickbetx'): Promise<QuickbetxCard> {
  const { status, body } = await call<QuickbetxCard>(base, `/api/${family}_cards/${code}`);
  expect(status).toBe(200);
  return body;
}

/** Picks the first bet of the first n events, with the odds the card shows. */
const picksOf = (events: Event[], n = events.length) =>
  events
    .slice(0, n)
    .map((e) => ({ event_id: e.id, bet_id: e.market.bets[0].id, odds: e.market.bets[0].odds }));

const reserveBody = (c: QuickbetxCard, extra: Record<string, unknown> = {}) => ({
  code: c.code,
  atag: 'aff 1&2',
  stake: 100,
  price: 100,
  msisdn: '254712345678',
  events: picksOf(c.events, c.min_ticket_events_count),
  psp: 'mpesa',
  ...extra,
});

describe('operator and player', () => {
  it('GET /api/init answers the operator config from the brand', async () => {
    const { status, body, headers } = await call<OperatorConfig>(base, '/api/init');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    expectSchema('operator-config', body);
    expect(body).toMatchObject({
      operator: 'demo',
      language: 'en',
      languages: ['en', 'swTZ'],
      currency: 'KES',
      psp: ['mpesa', 'airtel', 'bank'],
      exercise_tax: 12.5,
      bank_widget: { script_url: '/demo-bank/widget.js', client_id: 'demo-client' },
    });
  });

  it('GET /api/identify knows the seeded players', async () => {
    const rich = await call<Player>(base, '/api/identify?token=RICH7');
    expect(rich.status).toBe(200);
    expectSchema('player', rich.body);
    expect(rich.body).toEqual({ id: 'RICH7', balance: 100000 });
    const unknown = await call<ApiError>(base, '/api/identify?token=NOPE9');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, message: 'Unknown player' });
    const missing = await call<ApiError>(base, '/api/identify');
    expect(missing.status).toBe(400);
    expectSchema('api-error', missing.body);
  });
});

describe('published tickets', () => {
  it('lists 3 to 5 tickets per family, each detail matching its schema', async () => {
    const all: TicketSummary[] = [];
    for (const [family, schema] of FAMILIES) {
      const list = await call<TicketSummary[]>(base, `/api/${family}_cards`);
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThanOrEqual(3);
      expect(list.body.length).toBeLessThanOrEqual(5);
      for (const summary of list.body) {
        expectSchema('ticket-summary', summary);
        if (family === 'smartbet' || family === 'quickbetx')
          expect(summary.preview_img).toMatch(/^\/media\/previews\//);
        if (family === 'superbet') expect(summary.event?.home_team.name).toBeTruthy();
        const detail = await call(base, `/api/${family}_cards/${encodeURIComponent(summary.code)}`);
        expect(detail.status).toBe(200);
        expectSchema(schema, detail.body);
      }
      all.push(...list.body);
    }
    const now = Date.UTC(2025, 0, 10, 9, 0, 0);
    const left = all
      .filter((t) => !t.disabled)
      .map((t) => Date.parse(t.operator_time_expires) - now);
    expect(left.some((ms) => ms > 0 && ms < 24 * HOUR)).toBe(true);
    expect(left.some((ms) => ms > 48 * HOUR)).toBe(true);
    expect(left.filter((ms) => ms <= 0)).toHaveLength(1);
    expect(all.filter((t) => t.disabled)).toHaveLength(1);
    // A detail of another family is not found.
    expect((await call(base, '/api/quicktip_cards/QBX-101')).status).toBe(404);
  });

  it('serves quick bets X covering the swipe cases', async () => {
    const list = await call<TicketSummary[]>(base, '/api/quickbetx_cards');
    const cards = await Promise.all(list.body.map((s) => card(s.code)));
    for (const c of cards) {
      expect(c.events.length).toBeGreaterThanOrEqual(8);
      expect(c.events.length).toBeLessThanOrEqual(14);
      for (const e of c.events) {
        const n = (THREE_WAY_MARKETS as readonly string[]).includes(e.market.market_code) ? 3 : 2;
        expect(e.market.bets).toHaveLength(n);
      }
    }
    const codes = cards.flatMap((c) => c.events.map((e) => e.market.market_code));
    for (const code of [...THREE_WAY_MARKETS, 'OUFT', 'BTSFT']) expect(codes).toContain(code);
    const mrft = cards.flatMap((c) => c.events).find((e) => e.market.market_code === 'MRFT');
    expect(mrft?.market.bets.map((b) => b.bet_name)).toEqual(['1', 'X', '2']);
    expect(cards.find((c) => c.code === 'QBX-102')?.open_stake).toBe(true);
    expect(cards.find((c) => c.code === 'QBX-101')?.allow_skip).toBe(true);
    const few = cards.find((c) => c.code === 'QBX-104') as QuickbetxCard;
    expect(few.min_ticket_events_count).toBeGreaterThan(few.events.length);
    expect(cards.some((c) => c.min_ticket_odds > 1)).toBe(true);
    expect(cards[0]?.stakes).toEqual([50, 100, 200, 500]);
  });

  it('serves crests, league logos and previews, with one missing of each kind', async () => {
    const superbet = await call<SuperbetCard>(base, '/api/superbet_cards/SP-402');
    expectSchema('superbet-card', superbet.body);
    expect(superbet.body.event.markets.length).toBeGreaterThan(1);
    const crest = await fetch(`${base}/media/teams/${superbet.body.event.home_team.id}.png`);
    expect(crest.status).toBe(200);
    expect(crest.headers.get('content-type')).toBe('image/png');
    expect(crest.headers.get('cache-control')).toBe('public, max-age=86400');
    expect([...new Uint8Array(await crest.arrayBuffer()).slice(0, 4)]).toEqual([
      0x89, 0x50, 0x4e, 0x47,
    ]);
    expect(
      (await fetch(`${base}/media/teams/${superbet.body.event.away_team.id}.png`)).status,
    ).toBe(404);
    expect((await fetch(`${base}/media/teams/99999.png`)).status).toBe(404);
    expect(
      (await fetch(`${base}/media/leagues/${superbet.body.event.category.league_id}.png`)).status,
    ).toBe(200);
    expect((await fetch(`${base}/media/leagues/999.png`)).status).toBe(404);

    const previews = [
      ...(await call<TicketSummary[]>(base, '/api/quickbetx_cards')).body,
      ...(await call<TicketSummary[]>(base, '/api/smartbet_cards')).body,
    ].map((s) => s.preview_img as string);
    const answers = await Promise.all(previews.map((p) => fetch(base + p)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(previews.length - 1);
    // A lobby tile's picture on 3G (400 kbps: 1 KB is 20 ms): a 320x160 banner of a few KB.
    const sizes = await Promise.all(
      answers.filter((a) => a.ok).map(async (a) => (await a.arrayBuffer()).byteLength),
    );
    expect(Math.max(...sizes)).toBeLessThan(10 * 1024);
  });
});

describe('finance details', () => {
  it('computes the summary as docs/behaviour.md#money says', async () => {
    const { status, body } = await call(base, '/api/finance-details?price=100&odds=1.5&odds=2.2');
    expect(status).toBe(200);
    expectSchema('finance-details', body);
    // total odds 1.5 * 2.2 = 3.3; excise 12.5 % of 100 = 12.5; stake after excise 87.5;
    // gross 87.5 * 3.3 = 288.75; wht 20 % of (288.75 - 87.5) = 40.25; net 288.75 - 40.25 = 248.5.
    expect(body).toEqual({
      price: 100,
      total_odds: 3.3,
      stake: 87.5,
      ext: 12.5,
      ext_amount: 12.5,
      ext_type: 'stake',
      wht: 20,
      wht_amount: 40.25,
      gross_payout: 288.75,
      net_payout: 248.5,
      // Kenya's default cap of one ticket (schemas/markets.json): it did not bite.
      max_payout: 20_000_000,
    });
  });

  it('answers zeros without data and 400 for nonsense', async () => {
    const empty = await call<Record<string, number>>(base, '/api/finance-details');
    expect(empty.status).toBe(200);
    expectSchema('finance-details', empty.body);
    expect(empty.body.net_payout).toBe(0);
    expect(empty.body.total_odds).toBe(0);
    expect((await call(base, '/api/finance-details?price=abc&odds=2')).status).toBe(400);
    expect((await call(base, '/api/finance-details?price=10&odds=x')).status).toBe(400);
  });
});

describe('placing tickets', () => {
  it('reserve by phone -> OTP (wrong, then 1234) -> reserved -> open after the payment delay', async () => {
    const c = await card('QBX-101');
    const reserved = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c),
    });
    expect(reserved.status).toBe(200);
    expectSchema('reserve-response', reserved.body);
    const code = reserved.body.code;

    const fresh = await call<Ticket>(base, `/api/tickets/${code}`);
    expectSchema('ticket', fresh.body);
    expect(fresh.body).toMatchObject({
      code,
      type: 'quickbetx',
      status: 'new',
      operator: 'demo',
      price: 100,
    });
    expect(fresh.body.events).toHaveLength(c.min_ticket_events_count);
    expect(fresh.body.odds).toBe(round2(picksOf(c.events, 6).reduce((a, p) => a * p.odds, 1)));

    const wrong = await call<ApiError>(base, '/api/otp/confirm', {
      body: { code, otp: '0000', msisdn: '254712345678' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 105, message: 'Invalid OTP code' });

    const ok = await call<Ticket>(base, '/api/otp/confirm', {
      body: { code, otp: '1234', msisdn: '254712345678' },
    });
    expect(ok.status).toBe(200);
    expectSchema('ticket', ok.body);
    expect(ok.body.status).toBe('reserved');

    server.advance(3999);
    expect((await call<Ticket>(base, `/api/tickets/${code}`)).body.status).toBe('reserved');
    server.advance(2);
    const open = await call<Ticket>(base, `/api/tickets/${code}`);
    expectSchema('ticket', open.body);
    expect(open.body).toMatchObject({ status: 'open', network: 'Safaricom' });
    expect(open.body.payment_id).toMatch(/^MP/);
    expect(open.body.player).toMatch(/^2547\*+678$/);
  });

  it('POST /api/otp/resend sends a new code once a minute, to the phone of the ticket, until it is confirmed', async () => {
    const c = await card('QBX-101');
    const { body } = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { atag: 'resend' }),
    });
    const resend = (msisdn = '254712345678') =>
      call<OtpResendResponse & ApiError>(base, '/api/otp/resend', {
        body: { code: body.code, msisdn },
      });

    // The reserve sent the first code just now.
    const early = await resend();
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      code: 429,
      message: 'Please wait 60 seconds before asking for a new code',
    });

    server.advance(60_000);
    expect((await resend('254700000000')).status).toBe(400);
    const sent = await resend();
    expect(sent.status).toBe(200);
    expectSchema('otp-resend-response', sent.body);
    expect(sent.body).toEqual({ code: body.code, resend_after: 60 });
    expect((await resend()).status).toBe(429);

    await call(base, '/api/otp/confirm', {
      body: { code: body.code, otp: '1234', msisdn: '254712345678' },
    });
    server.advance(60_000);
    expect((await resend()).body).toEqual({
      code: 409,
      message: 'This ticket is already confirmed',
    });
  });

  it('the seeded T-NEW-1 awaits its code like a phone reserve', async () => {
    const { body } = await call<Ticket>(base, '/api/tickets/T-NEW-1');
    expect(body.status).toBe('new');
    const wrongPhone = await call<ApiError>(base, '/api/otp/resend', {
      body: { code: 'T-NEW-1', msisdn: '254700000000' },
    });
    expect(wrongPhone.body.message).toBe('The phone number does not match this ticket');
  });

  it('a phone-token reserve (otp confirmed) starts reserved and opens after the delay', async () => {
    const c = await card('QBX-101');
    const { body } = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { otp: 'confirmed', psp: 'airtel' }),
    });
    expect((await call<Ticket>(base, `/api/tickets/${body.code}`)).body.status).toBe('reserved');
    server.advance(4000);
    const open = await call<Ticket>(base, `/api/tickets/${body.code}`);
    expect(open.body).toMatchObject({ status: 'open', network: 'Airtel' });
  });

  it('bank: reserve returns a session token; the demo bank page approves it', async () => {
    const c = await card('QBX-101');
    const { status, body } = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { psp: 'bank', msisdn: undefined }),
    });
    expect(status).toBe(200);
    expectSchema('reserve-response', body);
    expect(body.token).toMatch(/^[0-9a-f]{32}$/);
    expect((await call<Ticket>(base, `/api/tickets/${body.code}`)).body.status).toBe('reserved');

    const widget = await fetch(`${base}/demo-bank/widget.js`);
    expect(widget.headers.get('content-type')).toMatch(/^text\/javascript/);
    const js = await widget.text();
    expect(js).toContain('window.PaymentWidget');
    expect(js).toContain('console.error');

    const page = await fetch(`${base}/demo-bank/pay?token=${body.token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(body.code);
    expect(html).toContain('Pay');
    expect(html).toContain('Cancel');
    const hostile = await fetch(
      `${base}/demo-bank/pay?token=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    expect(hostile.status).toBe(404);
    expect(await hostile.text()).not.toContain('<script>alert(1)');

    const approved = await call<{ status: number; code: string }>(base, '/demo-bank/approve', {
      body: { token: body.token, bank: 'KCB Bank' },
    });
    expect(approved.body).toEqual({ status: BANK_STATUS_FINISHED, code: body.code });
    const open = await call<Ticket>(base, `/api/tickets/${body.code}`);
    expectSchema('ticket', open.body);
    expect(open.body.status).toBe('open');
    expect(open.body.bank).toMatchObject({ bank: 'KCB Bank', reference: body.code });
  });

  it('one Idempotency-Key makes one ticket', async () => {
    const c = await card('QBX-101');
    const headers = { 'Idempotency-Key': 'tap-twice-1' };
    const [a, b] = await Promise.all([
      call<ReserveResponse>(base, '/api/quickbetxs/reserve', { body: reserveBody(c), headers }),
      call<ReserveResponse>(base, '/api/quickbetxs/reserve', { body: reserveBody(c), headers }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.code).toBe(b.body.code);
    const other = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c),
      headers: { 'Idempotency-Key': 'tap-twice-2' },
    });
    expect(other.body.code).not.toBe(a.body.code);
  });

  it('refuses an Idempotency-Key already used for another request (422)', async () => {
    const c = await card('QBX-101');
    const headers = { 'Idempotency-Key': 'one-intent' };
    const first = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c),
      headers,
    });
    expect(first.status).toBe(200);
    const changed = await call<ApiError>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { price: 200, stake: 200 }),
      headers,
    });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toMatch(/already used for another request/);
  });

  it('answers 104 when the odds have changed (QBX-103, first event)', async () => {
    const c = await card('QBX-103');
    const stale = await call<ApiError>(base, '/api/quickbetxs/reserve', { body: reserveBody(c) });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      code: 104,
      message: 'Odds have changed. Please change your bet.',
    });
    const fine = await call(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { events: picksOf(c.events.slice(1), 3) }),
    });
    expect(fine.status).toBe(200);
  });

  it('refuses picks of one match that cannot win together or decide each other', async () => {
    const { body: sp } = await call<SuperbetCard>(base, '/api/superbet_cards/SP-401');
    const bet = (code: string, name: string) => {
      const b = sp.event.markets
        .find((m) => m.market_code === code)!
        .bets.find((x) => x.bet_name === name)!;
      return { event_id: sp.event.id, bet_id: b.id, odds: b.odds };
    };
    const place = (events: ReturnType<typeof bet>[]) =>
      call<ApiError>(base, '/api/quicktips/reserve', {
        body: {
          code: sp.code,
          stake: 100,
          price: 100,
          msisdn: '254712345678',
          psp: 'mpesa',
          events,
        },
        headers: { 'Accept-Language': 'en' },
      });
    const refused = await place([bet('MRFT', 'X'), bet('BTSFT', 'Yes'), bet('DCFT', '1X')]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 400,
      message:
        'Match Result: X and Double Chance: 1X on Simba SC v Young Africans cannot be combined on one ticket',
    });
    expect((await place([bet('MRFT', 'X'), bet('EHFT', '1')])).status).toBe(400);
    expect((await place([bet('MRFT', 'X'), bet('BTSFT', 'Yes')])).status).toBe(200);
  });

  it('places moved odds the player accepts (odds_change), at the current odds', async () => {
    const c = await card('QBX-103');
    const served = c.events[0]!.market.bets[0].odds;
    // QBX-103's first event has dropped 0.20 since it was served: "higher" does not cover it.
    const higher = await call<ApiError>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { odds_change: 'higher' }),
    });
    expect(higher.body.code).toBe(104);
    const any = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { odds_change: 'any' }),
    });
    expect(any.status).toBe(200);
    const ticket = await call<Ticket>(base, `/api/tickets/${any.body.code}`);
    expect(ticket.body.events[0]?.odds).toBeCloseTo(served - 0.2, 2);
    // The ticket says what the slip asked: the pick's odds, the total and the payout.
    expectSchema('ticket', ticket.body);
    expect(ticket.body.events[0]?.odds_asked).toBe(served);
    expect(ticket.body.events.slice(1).every((e) => e.odds_asked === undefined)).toBe(true);
    const asked = c.events.slice(0, c.min_ticket_events_count).map((e) => e.market.bets[0].odds);
    expect(ticket.body.odds_asked).toBeCloseTo(
      asked.reduce((a, b) => a * b, 1),
      1,
    );
    expect(ticket.body.odds_asked).toBeGreaterThan(ticket.body.odds);
    expect(ticket.body.payout_asked).toBeGreaterThan(ticket.body.final_payout);

    // A rise is taken with "higher": the player saw odds below today's.
    const low = picksOf(c.events.slice(1), 3).map((p) => ({ ...p, odds: round2(p.odds - 0.1) }));
    const rose = await call(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { events: low, odds_change: 'higher' }),
    });
    expect(rose.status).toBe(200);
    expect(
      (
        await call<ApiError>(base, '/api/quickbetxs/reserve', {
          body: reserveBody(c, { events: low, atag: 'no choice' }),
        })
      ).body.code,
    ).toBe(104);
  });

  it('serves the current odds to a browser told of the move, and then takes them', async () => {
    const c = await card('QBX-103');
    const stale = await call(base, '/api/quickbetxs/reserve', { body: reserveBody(c) });
    const cookie = (stale.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/=1$/);
    const fresh = await call<QuickbetxCard>(base, '/api/quickbetx_cards/QBX-103', {
      headers: { cookie },
    });
    const [before, after] = [c.events[0]!, fresh.body.events[0]!];
    expect(after.market.bets[0].odds).toBeCloseTo(before.market.bets[0].odds - 0.2, 2);
    const placed = await call(base, '/api/quickbetxs/reserve', {
      body: reserveBody(fresh.body),
      headers: { cookie },
    });
    expect(placed.status).toBe(200);
    // Anyone else still gets the stale card.
    expect((await card('QBX-103')).events[0]!.market.bets[0].odds).toBe(before.market.bets[0].odds);
  });

  it('create: debits a known player, 402 when the price is above the balance', async () => {
    const c = await card('QBX-101');
    const body = { code: c.code, stake: 200, price: 200, events: picksOf(c.events, 6) };
    const created = await call<{ code: string }>(base, '/api/quickbetxs/create', {
      body: { ...body, player_id: 'PLAYER1' },
    });
    expect(created.status).toBe(200);
    expectSchema('create-response', created.body);
    const ticket = await call<Ticket>(base, `/api/tickets/${created.body.code}`);
    expect(ticket.body).toMatchObject({ status: 'open', player: 'PLAYER1' });
    expect((await call<Player>(base, '/api/identify?token=PLAYER1')).body.balance).toBe(4800);

    const broke = await call<ApiError>(base, '/api/quickbetxs/create', {
      body: { ...body, player_id: 'BROKE1' },
    });
    expect(broke.status).toBe(402);
    expect(broke.body).toEqual({ code: 402, message: 'Not enough money' });
    expect(
      (await call(base, '/api/quickbetxs/create', { body: { ...body, player_id: 'GHOST' } }))
        .status,
    ).toBe(404);
  });

  it('quick tips, quick bets and jackpots reserve and create too', async () => {
    const tip = (await call<QuicktipCard>(base, '/api/quicktip_cards/QT-201')).body;
    const tipPicks = tip.events.map((e) => ({
      event_id: e.id,
      bet_id: e.bet.id,
      odds: e.bet.odds,
    }));
    const tipBody = { code: tip.code, stake: 50, price: 50, events: tipPicks };
    expect(
      (
        await call(base, '/api/quicktips/reserve', {
          body: { ...tipBody, psp: 'mpesa', msisdn: '254700000001' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(base, '/api/quicktips/create', { body: { ...tipBody, player_id: 'RICH7' } }))
        .status,
    ).toBe(200);

    const qb = await card('QB-504', 'quickbet');
    expect((await call(base, '/api/quickbets/reserve', { body: reserveBody(qb) })).status).toBe(
      200,
    );

    const jp = await card('JP-602', 'jackpot');
    const jpBody = { code: jp.code, stake: 50, price: 50, events: picksOf(jp.events) };
    expect(
      (
        await call(base, '/api/jackpots/reserve', {
          body: { ...jpBody, psp: 'mpesa', msisdn: '254700000002' },
        })
      ).status,
    ).toBe(200);
    const created = await call<{ code: string }>(base, '/api/jackpots/create', {
      body: { ...jpBody, player_id: 'RICH7' },
    });
    expect((await call<Ticket>(base, `/api/tickets/${created.body.code}`)).body.type).toBe(
      'jackpot',
    );
    const partial = await call<ApiError>(base, '/api/jackpots/create', {
      body: { ...jpBody, events: picksOf(jp.events, 3), player_id: 'RICH7' },
    });
    expect(partial.status).toBe(400);
  });

  it('refuses expired, disabled, unknown tickets and picks not on the ticket', async () => {
    const expired = await card('QBX-105');
    const e1 = await call<ApiError>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(expired),
    });
    expect(e1.status).toBe(409);
    expect(e1.body.message).toMatch(/expired/);
    const disabled = await card('QB-503', 'quickbet');
    const e2 = await call<ApiError>(base, '/api/quickbets/reserve', {
      body: reserveBody(disabled),
    });
    expect(e2.status).toBe(409);
    expect(e2.body.message).toMatch(/disabled/);
    const c = await card('QBX-101');
    expect(
      (await call(base, '/api/quickbetxs/reserve', { body: reserveBody(c, { code: 'NOPE' }) }))
        .status,
    ).toBe(404);
    const foreign = picksOf(c.events, 6);
    foreign[0] = { event_id: 1, bet_id: 1, odds: 2 };
    const e3 = await call<ApiError>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { events: foreign }),
    });
    expect(e3.status).toBe(400);
    expect(e3.body.message).toMatch(/not part of ticket/);
    const few = await card('QBX-104');
    const e4 = await call<ApiError>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(few, { events: picksOf(few.events) }),
    });
    expect(e4.status).toBe(400);
    expect(e4.body.message).toMatch(/not be enough events/);
    const noPhone = await call<ApiError>(base, '/api/quickbetxs/reserve', {
      body: reserveBody(c, { msisdn: undefined }),
    });
    expect(noPhone.body).toEqual({ code: 400, message: 'Please enter a phone number' });
  });
});

describe('jackpots are pools (docs/behaviour.md#jackpots)', () => {
  it('a jackpot card carries its one entry price and prizes by correct picks, taxed', async () => {
    const jp = await card('JP-601', 'jackpot');
    expectSchema('quickbetx-card', jp);
    expect(jp.prices).toEqual([100]);
    expect(jp.min_ticket_events_count).toBe(jp.events.length);
    // The demo brand: excise 12.5 % on the entry, withholding 20 % on the winnings.
    expect(jp.jackpot).toEqual({
      price: 100,
      stake: 87.5,
      ext: 12.5,
      ext_amount: 12.5,
      wht: 20,
      tiers: [
        { correct: 13, prize: 1_000_000, wht_amount: 199_982.5, net_prize: 800_017.5 },
        { correct: 12, prize: 50_000, wht_amount: 9_982.5, net_prize: 40_017.5 },
        { correct: 11, prize: 5_000, wht_amount: 982.5, net_prize: 4_017.5 },
      ],
    });
    expect(jp.jackpot_amount).toBe(jp.jackpot?.tiers[0]?.prize);
  });

  it('refuses an entry at another price or without every event, and places the pool entry', async () => {
    const jp = await card('JP-601', 'jackpot');
    const entry = { code: jp.code, stake: 87.5, price: 100, events: picksOf(jp.events) };
    const wrongPrice = await call<ApiError>(base, '/api/jackpots/create', {
      body: { ...entry, price: 500, stake: 500, player_id: 'RICH7' },
    });
    expect(wrongPrice.status).toBe(400);
    expect(wrongPrice.body.message).toBe('A jackpot entry costs 100: send that price');
    const partial = await call<ApiError>(base, '/api/jackpots/reserve', {
      body: { ...entry, events: picksOf(jp.events, 12), psp: 'mpesa', msisdn: '254700000003' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('Pick every event of the jackpot: 12 of 13 picked');

    const placed = await call<{ code: string }>(base, '/api/jackpots/create', {
      body: { ...entry, player_id: 'RICH7' },
    });
    expect(placed.status).toBe(200);
    const ticket = (await call<Ticket>(base, `/api/tickets/${placed.body.code}`)).body;
    expectSchema('ticket', ticket);
    // Its possible win is the jackpot after tax, not the product of its odds.
    expect(ticket).toMatchObject({ price: 100, stake: 87.5, final_payout: 800_017.5 });
    expect(ticket.wht).toBe(199_982.5);
    expect(ticket.prize_tiers).toEqual(jp.jackpot?.tiers);
  });

  it('pays a settled jackpot the tier it reached', async () => {
    const won = (await call<Ticket>(base, '/api/tickets/T-JACKPOT-WON-1')).body;
    expectSchema('ticket', won);
    expect(won).toMatchObject({ type: 'jackpot', status: 'won', correct: 12 });
    expect(won.events).toHaveLength(13);
    expect(won.final_payout).toBe(40_017.5);
    expect(won.wht).toBe(9_982.5);
    const resulted = (await call<Ticket>(base, '/api/tickets/T-RESULTED-1')).body;
    expect(resulted).toMatchObject({ type: 'jackpot', correct: 12, final_payout: 40_017.5 });
    const lost = (await call<Ticket>(base, '/api/tickets/T-LOST-1')).body;
    expect(lost).toMatchObject({ type: 'jackpot', correct: 9, final_payout: 0, wht: 0 });
  });
});

describe('tickets, smart bets, jackpot picks, sharing', () => {
  it('serves a historical ticket for every status', async () => {
    for (const status of TICKET_STATUSES) {
      const code = `T-${status.toUpperCase().replace('_', '-')}-1`;
      const { body } = await call<Ticket>(base, `/api/tickets/${code}`);
      expectSchema('ticket', body);
      expect(body.status).toBe(status);
    }
    const won = (await call<Ticket>(base, '/api/tickets/T-WON-1')).body;
    expect(won.events.every((e) => e.result === 'won')).toBe(true);
    expect(won.final_payout).toBeGreaterThan(0);
    expect((await call<Ticket>(base, '/api/tickets/T-LOST-1')).body.final_payout).toBe(0);
    const missing = await call(base, '/api/tickets/NOPE');
    expect(missing).toMatchObject({
      status: 404,
      body: { code: 404, message: 'Ticket not found' },
    });
  });

  it("seeds tickets reserved by phone with phones of the brand's country", async () => {
    const tz = await startTestServer({
      staticDir: makeStaticDir().dir,
      brand: {
        ...testBrand,
        region: { country: 'TZ', currency: 'TZS' },
        phone: { placeholder: '255754123456' },
      },
    });
    try {
      const resend = (msisdn: string) =>
        call<ApiError>(tz.url, '/api/otp/resend', { body: { code: 'T-NEW-1', msisdn } });
      expect((await resend('254719876536')).body.message).toBe(
        'The phone number does not match this ticket',
      );
      expect((await resend('255719876536')).status).toBe(200);
    } finally {
      await tz.close();
    }
  });

  it("answers a player's messages in the language asked for, English otherwise", async () => {
    const message = async (path: string, language: string, body?: unknown) =>
      (await call<ApiError>(base, path, { body, headers: { 'accept-language': language } })).body
        .message;
    expect(await message('/api/tickets/NOPE', 'sw-TZ')).toBe('Tiketi haikupatikana');
    expect(await message('/api/tickets/NOPE', 'de')).toBe('Wettschein nicht gefunden');
    expect(await message('/api/tickets/NOPE', 'en-GB,sw;q=0.8')).toBe('Ticket not found');
    expect(await message('/api/tickets/NOPE', 'fr-FR,sv;q=0.5')).toBe('Kupongen hittades inte');
    expect(await message('/api/tickets/NOPE', '*')).toBe('Ticket not found');
    // Values go where the language puts them.
    expect(await message('/api/quickbetx_cards/QBX-999', 'sw-TZ')).toBe(
      'Tiketi QBX-999 haikupatikana',
    );
    // A message for a broken client stays English.
    expect(await message('/api/tickets/T-OPEN-1/share', 'sw-TZ', 'not json')).toMatch(
      /^Invalid request body: /,
    );
  });

  it('generates a smart bet, serves it as a quicktipx and places it', async () => {
    const gen = await call<SmartbetGenerated>(base, '/api/smartbets/generate', {
      body: { code: 'SB-302', amount_to_win: 1000, amount_to_bet: 100, preferred_odds: 1.6 },
    });
    expect(gen.status).toBe(200);
    expectSchema('smartbet-generated', gen.body);
    expect(gen.body.potential_payout).toBe(round2(100 * gen.body.total_odds));
    const tipx = await call<QuicktipCard>(base, `/api/quicktipxs/${gen.body.code}`);
    expect(tipx.status).toBe(200);
    expectSchema('quicktipx', tipx.body);
    const events = gen.body.events.map((e) => ({
      event_id: e.id,
      bet_id: e.bet.id,
      odds: e.bet.odds,
    }));
    const body = { code: gen.body.code, stake: 100, price: 100, events, player_id: 'RICH7' };
    // Only through its own call: a front end using the quick tips one is told so.
    expect((await call(base, '/api/quicktips/create', { body })).status).toBe(404);
    const placed = await call(base, '/api/quicktipxs/create', { body });
    expect(placed.status).toBe(200);
  });

  /** What finance-details says the player takes home from a generated ticket. */
  async function netOf(gen: SmartbetGenerated) {
    const odds = gen.events.map((e) => `odds=${e.bet.odds}`).join('&');
    const fin = await call<FinanceDetails>(base, `/api/finance-details?price=${gen.stake}&${odds}`);
    return fin.body.net_payout;
  }

  it.each([
    // SB-301 on demo (excise 12.5 %, withholding 20 %): win ÷ bet alone gave odds 49.95, net 3,514.
    { win: 5000, bet: 100, odds: 1.8 },
    { win: 1000, bet: 100, odds: 1.6 },
    { win: 300, bet: 250, odds: 1.1 },
    { win: 20000, bet: 50, odds: 3 },
  ])(
    'generates a smart bet whose net payout after taxes is at least the amount to win ($win for $bet)',
    async ({ win, bet, odds }) => {
      const gen = await call<SmartbetGenerated>(base, '/api/smartbets/generate', {
        body: { code: 'SB-301', amount_to_win: win, amount_to_bet: bet, preferred_odds: odds },
      });
      expect(gen.status).toBe(200);
      const net = await netOf(gen.body);
      expect(net).toBeGreaterThanOrEqual(win);
      // Not far beyond it either: the lowest total found, within 20 % above.
      expect(net).toBeLessThanOrEqual(win * 1.3);
    },
  );

  it('offers the closest smart bet, short of the amount, when no ticket can pay it', async () => {
    const huge = await call<SmartbetGenerated>(base, '/api/smartbets/generate', {
      body: { amount_to_win: 1e30, amount_to_bet: 1, preferred_odds: 2 },
    });
    expect(huge.status).toBe(200);
    expectSchema('smartbet-generated', huge.body);
    expect(huge.body.events.length).toBeGreaterThan(0);
    expect(await netOf(huge.body)).toBeLessThan(1e30);
  });

  it('answers no-match for smart bets that cannot be built', async () => {
    const message = 'No matching bet found. Please try other options.';
    const odd = await call(base, '/api/smartbets/generate', {
      body: { amount_to_win: 500, amount_to_bet: 100, preferred_odds: 5000 },
    });
    expect(odd).toMatchObject({ status: 404, body: { code: 404, message } });
    expect(
      (
        await call(base, '/api/smartbets/generate', {
          body: { amount_to_win: -1, amount_to_bet: 1, preferred_odds: 2 },
        })
      ).status,
    ).toBe(400);
  });

  it('suggests jackpot picks in the three modes', async () => {
    const jp = await card('JP-601', 'jackpot');
    const lowest = (e: Event) => e.market.bets.reduce((a, b) => (b.odds < a.odds ? b : a)).id;
    const fav = await call<PickBetsResponse>(base, '/api/jackpots/pick-bets?mode=favourites', {
      body: { code: jp.code },
    });
    expectSchema('pick-bets-response', fav.body);
    expect(fav.body.picks).toEqual(jp.events.map((e) => ({ event_id: e.id, bet_id: lowest(e) })));
    const lucky = await call<PickBetsResponse>(base, '/api/jackpots/pick-bets?mode=lucky', {
      body: { code: jp.code },
    });
    expect(lucky.body.picks).toHaveLength(jp.events.length);
    for (const p of lucky.body.picks) {
      expect(jp.events.find((e) => e.id === p.event_id)?.market.bets.map((b) => b.id)).toContain(
        p.bet_id,
      );
    }
    const quick = await call<PickBetsResponse>(base, '/api/jackpots/pick-bets?mode=quick', {
      body: { code: jp.code },
    });
    expect(quick.body.picks).toHaveLength(Math.ceil(jp.events.length / 2));
    const bad = await call(base, '/api/jackpots/pick-bets?mode=silly', { body: { code: jp.code } });
    expect(bad.status).toBe(400);
  });

  it('shares a ticket', async () => {
    const email = await call(base, '/api/tickets/T-WON-1/share', {
      body: { method: 'email', email: 'fan@example.com' },
    });
    expect(email).toMatchObject({ status: 200, body: { message: 'Email Sent' } });
    expectSchema('share-response', email.body);
    const noEmail = await call(base, '/api/tickets/T-WON-1/share', {
      body: { method: 'email', email: 'nope' },
    });
    expect(noEmail).toMatchObject({
      status: 400,
      body: { code: 400, message: 'Please enter your email' },
    });
    const wa = await call(base, '/api/tickets/T-WON-1/share', { body: { method: 'whatsapp' } });
    expect(wa).toMatchObject({ status: 200, body: { message: 'Saved' } });
    expect(
      (await call(base, '/api/tickets/T-WON-1/share', { body: { method: 'pigeon' } })).status,
    ).toBe(400);
  });
});

describe('robustness', () => {
  it('answers bad requests with 4xx {code, message} and keeps serving', async () => {
    const expectError = (r: { status: number; body: unknown }, status: number) => {
      expect(r.status).toBe(status);
      expectSchema('api-error', r.body);
      expect((r.body as ApiError).code).toBe(status);
    };
    expectError(await call(base, '/api/quickbetxs/reserve', { rawBody: '{"code": ' }), 400);
    expectError(await call(base, '/api/quickbetxs/reserve', { rawBody: '' }), 400);
    const wrongTypes = await call<ApiError>(base, '/api/quickbetxs/reserve', {
      body: { code: 'QBX-101', stake: 'ten', price: 10, events: [], psp: 'mpesa' },
    });
    expectError(wrongTypes, 400);
    expect(wrongTypes.body.message).toMatch(/\/stake/);
    const empty = await call<ApiError>(base, '/api/quickbetxs/reserve', {
      body: { code: 'QBX-101', stake: 10, price: 10, events: [], psp: 'mpesa' },
    });
    expectError(empty, 400);
    expect(empty.body.message).toMatch(/\/events/);
    const extra = await call<ApiError>(base, '/api/otp/confirm', {
      body: { code: 'X', otp: '1', msisdn: '254700000000', hack: 1 },
    });
    expect(extra.body.message).toMatch(/hack/);
    expectError(await call(base, '/api/quickbetxs/reserve', { body: [1, 2] }), 400);
    expectError(await call(base, '/api/nothing-here'), 404);
    expectError(await call(base, '/api'), 404);
    const wrongMethod = await call(base, '/api/init', { method: 'DELETE' });
    expectError(wrongMethod, 405);
    expect(wrongMethod.headers.get('allow')).toContain('GET');
    expectError(await call(base, '/api/quickbetxs/reserve', { method: 'GET' }), 405);
    expectError(await call(base, '/api/tickets/%E0%A4%A'), 400);
    const big = await rawRequest(base, '/api/quickbetxs/reserve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(70 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body.toString())).toMatchObject({ code: 413 });
    expect((await call(base, '/api/init')).status).toBe(200);
  });
});
