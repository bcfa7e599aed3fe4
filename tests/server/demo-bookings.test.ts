// @vitest-environment node
// The demo API's booking codes (docs/behaviour.md#booking-codes): a slip made a code, read back
// on another device, and a placed ticket's picks to play again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiError,
  Booking,
  OperatorConfig,
  QuickbetxCard,
  ReserveResponse,
} from '../../src/types/api.gen';
import { call, expectSchema, makeStaticDir, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ staticDir: makeStaticDir().dir });
  base = server.url;
});
afterAll(() => server.close());

const card = async (code = 'QBX-101') =>
  (await call<QuickbetxCard>(base, `/api/quickbetx_cards/${code}`)).body;
const book = (body: unknown) =>
  call<Booking & ApiError>(base, '/api/bookings', { body: body as Record<string, unknown> });

describe('booking codes', () => {
  it('are offered by the demo operator (/api/init bookings)', async () => {
    expect((await call<OperatorConfig>(base, '/api/init')).body.bookings).toBe(true);
  });

  it('name a slip by a short code of unambiguous characters, read back as it was booked', async () => {
    const { events } = await card();
    const picks = events.slice(0, 3).map((e) => ({
      event_id: e.id,
      bet_id: e.market.bets[1].id,
      odds: e.market.bets[1].odds,
    }));
    const made = await book({ type: 'quickbetx', code: 'QBX-101', picks });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expectSchema('booking', made.body);
    expect(made.body.booking).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    // Nothing of whoever made it: the slip only.
    expect(Object.keys(made.body).sort()).toEqual([
      'booking',
      'code',
      'created_at',
      'picks',
      'type',
    ]);

    // Typed on another phone, in small letters with a space.
    const read = await call<Booking>(base, `/api/bookings/${made.body.booking.toLowerCase()}%20`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(made.body);
  });

  it('refuses a pick the ticket does not offer, and says a code nobody made is unknown', async () => {
    const { events } = await card();
    const wrong = await book({
      type: 'quickbetx',
      code: 'QBX-101',
      picks: [{ event_id: events[0]!.id, bet_id: 1, odds: 2 }],
    });
    expect(wrong.status).toBe(400);
    // A super bet's slip is not built card by card: it has no code.
    const superbet = await book({
      type: 'superbet',
      code: 'SB-301',
      picks: [{ event_id: 1, bet_id: 1, odds: 2 }],
    });
    expect(superbet.status).toBe(400);
    const unknown = await call<ApiError>(base, '/api/bookings/ZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No slip has the booking code ZZZZZZ');
  });

  it("plays a placed ticket's picks again on the open ticket that offers them", async () => {
    const { events, min_ticket_events_count: min } = await card();
    const placedPicks = events.slice(0, min).map((e) => ({
      event_id: e.id,
      bet_id: e.market.bets[0].id,
      odds: e.market.bets[0].odds,
    }));
    const reserved = await call<ReserveResponse>(base, '/api/quickbetxs/reserve', {
      body: {
        code: 'QBX-101',
        stake: 100,
        price: 100,
        events: placedPicks,
        psp: 'mpesa',
        msisdn: '254712345678',
      },
    });
    expect(reserved.status).toBe(200);
    const again = await book({ placed: reserved.body.code });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expectSchema('booking', again.body);
    expect(again.body).toMatchObject({ type: 'quickbetx', code: 'QBX-101', left_out: 0 });
    expect(again.body.picks.map((p) => [p.event_id, p.bet_id])).toEqual(
      placedPicks.map((p) => [p.event_id, p.bet_id]),
    );
    expect((await book({ placed: 'NOPE-1' })).status).toBe(404);
    expect((await book({ placed: reserved.body.code, code: 'QBX-101' })).status).toBe(400);
  });
});
