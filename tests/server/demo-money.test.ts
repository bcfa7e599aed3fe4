// @vitest-environment node
// The operator's money per host and the caps of one ticket (docs/behaviour.md#money): what the
// demo API answers for eurowin's German and Swedish hosts, for Kenya's demo, for Austria's stake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Event,
  FinanceDetails,
  OperatorConfig,
  QuickbetxCard,
  SmartbetGenerated,
} from '../../src/types/api.gen';
import type { BrandLike } from '../../scripts/server/demo-api/index';
import demo from '../../brands/demo.json';
import eurowin from '../../brands/eurowin.json';
import interwetten from '../../brands/interwetten-demo.json';
import { call, expectSchema, makeStaticDir, startTestServer, type TestServer } from './helpers';

const servers: TestServer[] = [];
async function serve(brand: BrandLike): Promise<string> {
  const server = await startTestServer({ brand, staticDir: makeStaticDir().dir });
  servers.push(server);
  return server.url;
}
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** A call as the page on `host` makes it (the server reads the forwarded host, as behind nginx). */
const on = (host: string) => ({ headers: { 'x-forwarded-host': host } });

describe("eurowin's hosts: each its market's taxes", () => {
  let base: string;
  beforeAll(async () => {
    base = await serve(eurowin);
  });

  it("takes Germany's Wettsteuer of 5.3 % out of a German stake", async () => {
    const fin = await call<FinanceDetails>(
      base,
      '/api/finance-details?price=10&odds=2',
      on('de.eurowin.example'),
    );
    expectSchema('finance-details', fin.body);
    expect(fin.body).toMatchObject({ ext: 5.3, ext_amount: 0.5, stake: 9.5, wht: 0 });
  });

  it('takes no tax from a Swedish stake', async () => {
    const fin = await call<FinanceDetails>(
      base,
      '/api/finance-details?price=10&odds=2',
      on('se.eurowin.example'),
    );
    expect(fin.body).toMatchObject({ ext: 0, ext_amount: 0, stake: 10, net_payout: 20 });
    const init = await call<OperatorConfig>(base, '/api/init', on('se.eurowin.example'));
    expectSchema('operator-config', init.body);
    expect(init.body).toMatchObject({ exercise_tax: 0, max_payout: 100_000 });
  });
});

describe("Kenya's demo: the payout cap", () => {
  let base: string;
  beforeAll(async () => {
    base = await serve(demo);
  });

  it('says the cap in init and pays at most it', async () => {
    const init = await call<OperatorConfig>(base, '/api/init');
    expect(init.body).toMatchObject({ exercise_tax: 5, max_payout: 20_000_000 });
    expect(init.body.max_stake).toBeUndefined();
    const fin = await call<FinanceDetails>(base, '/api/finance-details?price=10&odds=145574846');
    expectSchema('finance-details', fin.body);
    expect(fin.body).toMatchObject({ gross_payout: 20_000_000, capped: true });
    expect(fin.body.net_payout).toBeLessThanOrEqual(20_000_000);
  });

  /** What the summary says of a generated ticket. */
  async function financeOf(gen: SmartbetGenerated) {
    const odds = gen.events.map((e) => `odds=${e.bet.odds}`).join('&');
    return (await call<FinanceDetails>(base, `/api/finance-details?price=${gen.stake}&${odds}`))
      .body;
  }

  it('never generates a smart bet past the cap, and says its picks left the odds asked', async () => {
    // SB-301, win 900,000,000 with 10 at 1.2: it offered 14 picks at 145,574,846, KES 1 billion.
    const gen = await call<SmartbetGenerated>(base, '/api/smartbets/generate', {
      body: { code: 'SB-301', amount_to_win: 900_000_000, amount_to_bet: 10, preferred_odds: 1.2 },
    });
    expect(gen.status).toBe(200);
    expectSchema('smartbet-generated', gen.body);
    const fin = await financeOf(gen.body);
    expect(fin.capped).toBeUndefined();
    expect(fin.gross_payout).toBeLessThanOrEqual(20_000_000);
    expect(gen.body.potential_payout).toBeLessThanOrEqual(20_000_000);
    // No twenty picks near 1.2 reach the cap: the answer says so.
    expect(gen.body.preferred_odds_kept).toBe(false);
  });

  it('keeps every pick near the preferred odds where they reach the amount', async () => {
    const gen = await call<SmartbetGenerated>(base, '/api/smartbets/generate', {
      body: { code: 'SB-301', amount_to_win: 40, amount_to_bet: 10, preferred_odds: 1.2 },
    });
    expect(gen.body.preferred_odds_kept).toBe(true);
    // None far above 1.2 (it offered 5.26 and 6.46), none but the last far below.
    const odds = gen.body.events.map((e) => e.bet.odds);
    expect(Math.max(...odds)).toBeLessThanOrEqual(1.2 * 1.25);
    expect(odds.filter((o) => o < 1.2 / 1.25).length).toBeLessThanOrEqual(1);
    expect((await financeOf(gen.body)).net_payout).toBeGreaterThanOrEqual(40);
  });
});

describe("Austria's stake cap", () => {
  it('refuses a ticket above the most one ticket may cost, saying the cap', async () => {
    const base = await serve(interwetten);
    const init = await call<OperatorConfig>(base, '/api/init');
    expect(init.body).toMatchObject({ exercise_tax: 2, max_stake: 500, max_payout: 100_000 });
    const card = (await call<QuickbetxCard>(base, '/api/quickbetx_cards/QBX-101')).body;
    const events = card.events.map((e: Event) => ({
      event_id: e.id,
      bet_id: e.market.bets[0].id,
      odds: e.market.bets[0].odds,
    }));
    // Austria takes bets from signed-in players only (docs/compliance.md#who-may-stake).
    const body = {
      code: card.code,
      stake: 588,
      price: 600,
      events,
      psp: 'bank',
      player_id: 'PLAYER1',
    };
    const refused = await call(base, '/api/quickbetxs/reserve', { body });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 400, message: 'The most one ticket can cost is EUR 500.00' },
    });
    const fine = await call(base, '/api/quickbetxs/reserve', {
      body: { ...body, price: 500, stake: 490 },
    });
    expect(fine.status).toBe(200);
  });
});
