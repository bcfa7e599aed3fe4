// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEMETRY_KEPT } from '../../scripts/server/demo-api/routes/telemetry';
import { MAX_BODY_BYTES } from '../../scripts/server/http-utils';
import type { TelemetryBatch } from '../../src/types/api.gen';
import { call, expectSchema, makeStaticDir, startTestServer, type TestServer } from './helpers';

/**
 * The demo API plays the operator's telemetry endpoint: it takes the batches the pages
 * send (as navigator.sendBeacon sends them: JSON as text/plain), checked against their schema,
 * and lists them for a test to read.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ staticDir: makeStaticDir().dir });
});
afterAll(() => server.close());

const batch = (page = 'abcdefgh12', more: Partial<TelemetryBatch> = {}): TelemetryBatch => ({
  brand: 'sportsloth',
  release: 'index-B1wcQjWF',
  page,
  events: [
    { type: 'vital', name: 'LCP', value: 1234, rating: 'good', route: '/quickbetx/:id' },
    {
      type: 'error',
      kind: 'caught',
      name: 'TypeError',
      message: 'x is undefined',
      stack: 'TypeError: x is undefined\n    at f (http://h/assets/index-x.js:1:2)',
      route: '/track/:id',
    },
  ],
  ...more,
});

/** POSTs a body as a beacon does. */
const beacon = (body: unknown) =>
  call(server.url, '/api/_telemetry', {
    method: 'POST',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
const received = async () => (await call<TelemetryBatch[]>(server.url, '/api/_telemetry')).body;

describe('/api/_telemetry', () => {
  it('takes a batch with 204 and lists it', async () => {
    const sent = batch('takeandlist1', { dropped: 3 });
    expectSchema('telemetry-batch', sent);
    const { status, body, headers } = await beacon(sent);
    expect(status).toBe(204);
    expect(body).toBe('');
    expect(headers.get('cache-control')).toBe('no-store');
    expect((await received()).at(-1)).toEqual(sent);
  });

  it.each([
    ['no brand', { ...batch(), brand: undefined }],
    ['an address', { ...batch(), url: 'http://h/track/T-1?token=254712345678' }],
    [
      'a message over 300 characters',
      batch('abcdefgh13', {
        events: [{ ...batch().events[1]!, message: 'm'.repeat(301) }] as TelemetryBatch['events'],
      }),
    ],
    [
      'a route that is an address',
      batch('abcdefgh14', {
        events: [{ ...batch().events[0]!, route: 'http://h/x' }] as TelemetryBatch['events'],
      }),
    ],
    [
      'an unknown metric',
      batch('abcdefgh15', {
        events: [{ ...batch().events[0]!, name: 'FID' }] as unknown as TelemetryBatch['events'],
      }),
    ],
    [
      'more than 25 events',
      batch('abcdefgh16', {
        events: Array(26).fill(batch().events[0]) as TelemetryBatch['events'],
      }),
    ],
  ])('refuses a batch with %s (400), keeping nothing of it', async (_, body) => {
    const before = (await received()).length;
    const { status, body: answer } = await beacon(body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^Invalid request body/) as string,
    });
    expect(await received()).toHaveLength(before);
  });

  it('refuses what is not JSON, and a body over the limit every route has', async () => {
    expect((await beacon('{"brand":')).status).toBe(400);
    const big = batch('abcdefgh17', { release: 'r'.repeat(MAX_BODY_BYTES) });
    expect((await beacon(big)).status).toBe(413);
  });

  it(`keeps the last ${TELEMETRY_KEPT} batches`, async () => {
    const pages = Array.from(
      { length: TELEMETRY_KEPT + 3 },
      (_, i) => `kept${String(i).padStart(6, '0')}`,
    );
    for (const page of pages) expect((await beacon(batch(page))).status).toBe(204);
    const kept = await received();
    expect(kept.map((b) => b.page)).toEqual(pages.slice(3));
  });
});
