// @vitest-environment node
// Who may stake (docs/compliance.md#who-may-stake): on a host whose market needs a verified
// account the demo API takes no anonymous ticket, and its sign-in returns with the player's token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandLike } from '../../scripts/server/demo-api/index';
import type { ApiError, QuickbetxCard, ReserveResponse } from '../../src/types/api.gen';
import { makeStaticDir, rawRequest, startTestServer, testBrand, type TestServer } from './helpers';

/** eurowin as the demo API reads it: Germany on de., Sweden on se., paid by bank. */
const euroBrand: BrandLike = {
  id: 'eurowin',
  name: 'EuroWin',
  languages: ['en', 'de', 'sv'],
  region: { country: 'EU', currency: 'EUR' },
  payments: { providers: ['bank'] },
  compliance: {
    licences: [
      { market: 'DE', hosts: ['eurowin.example', 'de.eurowin.example'] },
      { market: 'SE', hosts: ['se.eurowin.example'] },
    ],
  },
};

let euro: TestServer;
let kenya: TestServer;
beforeAll(async () => {
  euro = await startTestServer({ staticDir: makeStaticDir().dir, brand: euroBrand });
  kenya = await startTestServer({ staticDir: makeStaticDir().dir, brand: testBrand });
});
afterAll(async () => {
  await euro.close();
  await kenya.close();
});

async function json<T>(
  server: TestServer,
  host: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await rawRequest(server.url, path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: JSON.parse(res.body.toString('utf8')) as T };
}

async function reserveBody(server: TestServer, host: string, extra: Record<string, unknown>) {
  const { body: card } = await json<QuickbetxCard>(server, host, '/api/quickbetx_cards/QBX-101');
  return {
    code: card.code,
    stake: 100,
    price: 100,
    events: card.events
      .slice(0, card.min_ticket_events_count)
      .map((e) => ({ event_id: e.id, bet_id: e.market.bets[0].id, odds: e.market.bets[0].odds })),
    ...extra,
  };
}

describe('a host whose market needs an account', () => {
  for (const host of ['de.eurowin.example', 'se.eurowin.example']) {
    it(`refuses an anonymous bank payment on ${host}, with a clear {code, message}`, async () => {
      const body = await reserveBody(euro, host, { psp: 'bank' });
      const { status, body: error } = await json<ApiError>(
        euro,
        host,
        '/api/quickbetxs/reserve',
        body,
      );
      expect(status).toBe(401);
      expect(error.code).toBe(401);
      expect(error.message).toMatch(/sign in/i);
    });
  }

  it('takes the same ticket from a signed-in player, and refuses an unknown one', async () => {
    const host = 'de.eurowin.example';
    const signedIn = await json<ReserveResponse>(
      euro,
      host,
      '/api/quickbetxs/reserve',
      await reserveBody(euro, host, { psp: 'bank', player_id: 'PLAYER1' }),
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    const stranger = await json<ApiError>(
      euro,
      host,
      '/api/quickbetxs/reserve',
      await reserveBody(euro, host, { psp: 'bank', player_id: 'NOBODY1' }),
    );
    expect(stranger.status).toBe(401);
  });

  it("says it in the player's language", async () => {
    const res = await rawRequest(euro.url, '/api/quickbetxs/reserve', {
      method: 'POST',
      headers: {
        host: 'de.eurowin.example',
        'content-type': 'application/json',
        'accept-language': 'de',
      },
      body: JSON.stringify(await reserveBody(euro, 'de.eurowin.example', { psp: 'bank' })),
    });
    expect((JSON.parse(res.body.toString('utf8')) as ApiError).message).toContain('melde dich an');
  });
});

describe('the Kenyan phone player (the payment identifies the player)', () => {
  it('still places an anonymous mobile-money ticket', async () => {
    const host = 'betdeck.example';
    const { status, body } = await json<ReserveResponse>(
      kenya,
      host,
      '/api/quickbetxs/reserve',
      await reserveBody(kenya, host, { psp: 'mpesa', msisdn: '254712345678' }),
    );
    expect(status).toBe(200);
    expect(body.code).toEqual(expect.any(String));
  });
});

describe('the demo sign-in (/demo-sign-in)', () => {
  it('returns to the slip with the chosen demo player’s token, in the page’s language', async () => {
    const back = 'http://de.eurowin.example/quickbetx/QBX-101?lang=de&atag=a1';
    const res = await rawRequest(euro.url, `/demo-sign-in?return=${encodeURIComponent(back)}`, {
      headers: { host: 'de.eurowin.example' },
    });
    expect(res.status).toBe(200);
    const html = res.body.toString('utf8');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Als PLAYER1 anmelden');
    expect(html).toContain(
      'href="http://de.eurowin.example/quickbetx/QBX-101?lang=de&amp;atag=a1&amp;token=PLAYER1"',
    );
  });

  it('sends no token to another site', async () => {
    const res = await rawRequest(
      euro.url,
      `/demo-sign-in?return=${encodeURIComponent('https://evil.example/steal')}`,
      { headers: { host: 'de.eurowin.example' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.toString('utf8')).not.toContain('token=');
  });
});
