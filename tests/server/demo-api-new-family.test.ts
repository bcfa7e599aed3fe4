// @vitest-environment node
// A seventh family, added as a new one is: one registry entry (src/lib/family-list.ts) and, for the
// demo API, its published tickets in data/cards.json; both here by vi.mock, for this file only.
// The demo API then lists, serves and places its tickets, holding each to its card's minimums,
// with no edit of its own code (a family it missed let a one-pick ticket through a minimum of 7).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAMILIES, type Family } from '../../src/lib/families';
import type * as FamilyList from '../../src/lib/family-list';
import type {
  ApiError,
  QuickbetxCard,
  ReserveResponse,
  TicketSummary,
} from '../../src/types/api.gen';
import type { CardSeed } from '../../scripts/server/demo-api/seed';
import { call, expectSchema, makeStaticDir, startTestServer, type TestServer } from './helpers';

const { FAKE, FAKE_CARDS } = vi.hoisted(() => {
  const builder = {
    module: 'src/features/ticket-builder/builder-screen.tsx',
    export: 'BuilderScreen',
  };
  const FAKE: Family = {
    id: 'fakebet',
    typeCode: 7,
    name: { id: 'family.fakebet', defaultMessage: 'FakeBets' },
    tile: 'count',
    routes: [{ path: '/fakebet/:id', screen: builder, view: 'list', showsCard: true }],
    otpPath: '/fakebet/otp',
    trackingPath: '/fakebet/tracking',
    reserve: 'fakebets',
    create: 'fakebets',
    ticketTypes: { fakebet: 'FK' },
  };
  // The family is not in schemas/api/ticket-type.schema.json here, so not in CardSeed's types.
  const FAKE_CARDS = [
    {
      family: 'fakebet',
      code: 'FK-1',
      title: 'Seven Up',
      expiresInHours: 30,
      events: { count: 9 },
      minEvents: 7,
    },
    {
      family: 'fakebet',
      code: 'FK-2',
      title: 'Long Shot',
      expiresInHours: 30,
      events: { count: 4 },
      minEvents: 2,
      minOdds: 1000,
    },
  ] as unknown as CardSeed[];
  return { FAKE, FAKE_CARDS };
});

vi.mock('../../src/lib/family-list', async (importOriginal) => {
  const { FAMILY_LIST } = await importOriginal<typeof FamilyList>();
  return { FAMILY_LIST: [...FAMILY_LIST, FAKE] };
});
vi.mock('../../scripts/server/demo-api/data/cards.json', async (importOriginal) => {
  const cards = (await importOriginal<{ default: CardSeed[] }>()).default;
  return { default: [...cards, ...FAKE_CARDS] };
});

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ staticDir: makeStaticDir().dir });
  base = server.url;
});
afterAll(() => server.close());

const picksOf = (c: QuickbetxCard, n: number) =>
  c.events.slice(0, n).map((e) => {
    const bet = e.market.bets[0];
    return { event_id: e.id, bet_id: bet.id, odds: bet.odds };
  });
const reserve = (family: Family, c: QuickbetxCard, picks: number, extra = {}) =>
  call<ReserveResponse & ApiError>(base, `/api/${family.reserve}/reserve`, {
    body: {
      ...extra,
      code: c.code,
      stake: c.stakes[0],
      price: c.prices[0],
      msisdn: '254712345678',
      events: picksOf(c, picks),
      psp: 'mpesa',
    },
  });

describe('a family added to the registry, in the demo API', () => {
  it('is the registry the demo API reads (this file only)', () => {
    expect(FAMILIES.at(-1)).toBe(FAKE);
  });

  it("lists its tickets and serves each as a builder's card, with its minimums", async () => {
    const list = await call<TicketSummary[]>(base, '/api/fakebet_cards');
    expect(list.status).toBe(200);
    expect(list.body.map((t) => t.code)).toEqual(['FK-1', 'FK-2']);
    const card = await call<QuickbetxCard>(base, '/api/fakebet_cards/FK-1');
    expect(card.status).toBe(200);
    expectSchema('quickbetx-card', card.body);
    expect(card.body).toMatchObject({ min_ticket_events_count: 7, min_ticket_odds: 1 });
    expect(card.body.events).toHaveLength(9);
  });

  it("refuses a ticket below its card's minimum picks, and places one at it", async () => {
    const c = (await call<QuickbetxCard>(base, '/api/fakebet_cards/FK-1')).body;
    for (const picks of [1, 6]) {
      const refused = await reserve(FAKE, c, picks);
      expect(refused.status, `${picks} picks`).toBe(400);
      expect(refused.body).toEqual({ code: 400, message: 'Pick at least 7 events' });
    }
    const placed = await reserve(FAKE, c, 7);
    expect(placed.status).toBe(200);
    expect(placed.body.code).toMatch(/^FK[A-Z0-9]{8}$/);
    const created = await call<ApiError>(base, `/api/${FAKE.create}/create`, {
      body: { ...picksBody(c, 1), player_id: 'PLAYER1' },
    });
    expect(created).toMatchObject({ status: 400, body: { message: 'Pick at least 7 events' } });
  });

  it("refuses a ticket below its card's minimum odds", async () => {
    const c = (await call<QuickbetxCard>(base, '/api/fakebet_cards/FK-2')).body;
    const refused = await reserve(FAKE, c, c.events.length);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'There not enough minimum odds in the ticket for betting. Please try again',
    );
  });
});

const picksBody = (c: QuickbetxCard, picks: number) => ({
  code: c.code,
  stake: c.stakes[0],
  price: c.prices[0],
  events: picksOf(c, picks),
});

describe('every family of the registry', () => {
  it.each(FAMILIES.map((f) => [f.id, f] as const))(
    '%s has tickets, and each with a minimum of picks refuses one fewer',
    async (id, family) => {
      const list = await call<TicketSummary[]>(base, `/api/${id}_cards`);
      expect(list.body.length, `${id} has listed tickets in data/cards.json`).toBeGreaterThan(0);
      for (const { code } of list.body) {
        const c = (await call<QuickbetxCard>(base, `/api/${id}_cards/${code}`)).body;
        if (c.min_ticket_events_count === undefined || c.disabled) continue;
        if (Date.parse(c.operator_time_expires) <= Date.UTC(2025, 0, 10, 9)) continue;
        const min = c.min_ticket_events_count;
        if (min < 2) continue;
        // Whatever odds moved since (QBX-103 serves stale ones): only the minimum is in question.
        const refused = await reserve(family, c, min - 1, { odds_change: 'any' });
        expect(refused.status, `${code}: ${min - 1} picks`).toBe(400);
      }
    },
  );
});
