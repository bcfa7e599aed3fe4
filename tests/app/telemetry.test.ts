// @vitest-environment node
import type { CLSMetric, LCPMetric } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import {
  clean,
  createReporter,
  errorEvent,
  LIMITS,
  releaseOf,
  routePattern,
  vitalEvent,
  type TelemetryEvent,
} from '@/app/telemetry';
import type { Noted } from '@/app/telemetry-noted';
import {
  TELEMETRY_MESSAGE_LENGTH,
  TELEMETRY_STACK_LENGTH,
  type TelemetryBatch,
  type TelemetryError,
} from '@/types/api.gen';
import { validatorFor } from '../../scripts/server/demo-api/validation';

/**
 * Field metrics and errors for the operator. What leaves the page names no player, and a
 * page that goes wrong in a loop sends a few bounded batches, each one the demo API accepts.
 */
const PHONE = '254712345678';
const PLAYER = 'PLAYER1';
const TICKET = 'T-SECRET-9';
const envelope = { brand: 'sportsloth', release: 'index-B1wcQjWF', page: 'abcdefgh12' };
const isBatch = validatorFor('telemetry-batch');

/** A reporter whose batches are kept, checked against the schema of the beacon body. */
function reporter(tokens: string[] = []) {
  const sent: TelemetryBatch[] = [];
  const bodies: string[] = [];
  const r = createReporter(
    envelope,
    (body) => {
      bodies.push(body);
      const batch = JSON.parse(body) as TelemetryBatch;
      expect(isBatch(batch), JSON.stringify(isBatch.errors)).toBe(true);
      sent.push(batch);
    },
    () => tokens,
  );
  return { ...r, sent, bodies };
}

const thrown = (message: string, stack?: string) => {
  const error = new TypeError(message);
  if (stack !== undefined) error.stack = stack;
  return error;
};

describe('routePattern', () => {
  it.each([
    ['/', '/'],
    ['/quickbetx/QBX-101', '/quickbetx/:id'],
    ['/quickbetx/otp', '/quickbetx/otp'],
    ['/smartbet/generated', '/smartbet/generated'],
    [`/track/${TICKET}`, '/track/:id'],
    ['/jackpots/tracking/T-1', '/jackpots/tracking/:id'],
    ['/no/such/page', '*'],
  ])('names %s by its route, %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });
});

describe('clean', () => {
  const secrets = { tokens: [PLAYER], path: `/track/${TICKET}`, pattern: '/track/:id' };

  it('takes out tokens, phone numbers, query strings and the ticket code of the path', () => {
    const text = [
      `Unknown player ${PLAYER}`,
      `No ticket for ${PHONE} nor +254 712 345 678 nor 0712-345-678`,
      `GET /api/identify?token=${PLAYER}&x=1 failed`,
      `at http://127.0.0.1:4304/track/${TICKET}?token=${PHONE}:3:15`,
    ].join('\n');
    expect(clean(text, 1000, secrets)).toBe(
      [
        'Unknown player [token]',
        'No ticket for [number] nor [number] nor [number]',
        'GET /api/identify failed',
        'at http://127.0.0.1:4304/track/:id',
      ].join('\n'),
    );
  });

  it('keeps what locates the error: file names, lines and columns, short numbers', () => {
    const frame = 'at Ab (http://127.0.0.1:4304/assets/index-B1wcQjWF.js:1:123456)';
    expect(clean(`Error code 104\n${frame}`, 1000, secrets)).toBe(`Error code 104\n${frame}`);
  });

  it('cuts a long text to its length, marked with an ellipsis', () => {
    const out = clean('x'.repeat(5000), 300, { tokens: [] });
    expect(out).toHaveLength(300);
    expect(out.endsWith('…')).toBe(true);
  });
});

describe('errorEvent', () => {
  it('reports the kind, name, message, stacks and route, cleaned and cut', () => {
    const stack = `TypeError: ${PHONE} failed\n${'    at f (http://h/assets/index-x.js:1:2)\n'.repeat(200)}`;
    const event = errorEvent(
      ['caught', thrown(`${PHONE} failed`, stack), `/track/${TICKET}`, '\n    at TicketDetails'],
      [],
    );
    expect(event).toMatchObject({
      type: 'error',
      kind: 'caught',
      name: 'TypeError',
      message: '[number] failed',
      route: '/track/:id',
      componentStack: 'at TicketDetails',
    });
    expect(event.stack!.startsWith('TypeError: [number] failed\n    at f')).toBe(true);
    expect(event.stack!.length).toBeLessThanOrEqual(TELEMETRY_STACK_LENGTH.max);
  });

  it('reports what is thrown that is not an Error, without a name', () => {
    const string = errorEvent(['rejection', `nope ${PLAYER}`, '/', undefined], [PLAYER]);
    expect(string).toEqual({
      type: 'error',
      kind: 'rejection',
      message: 'nope [token]',
      route: '/',
    });
    const object = errorEvent(['rejection', { code: 104, phone: PHONE }, '/', null], []);
    expect(object.message).toBe('{"code":104,"phone":"[number]"}');
    const long = errorEvent(['error', 'y'.repeat(9000), '/', undefined], []);
    expect(long.message.length).toBe(TELEMETRY_MESSAGE_LENGTH.max);
  });
});

describe('vitalEvent', () => {
  const metric = <M extends LCPMetric | CLSMetric>(m: Partial<M>) =>
    ({ rating: 'good', navigationType: 'navigate', ...m }) as M;

  it('names the route the page was loaded at, never its address', () => {
    const event = vitalEvent(
      metric<LCPMetric>({
        name: 'LCP',
        value: 1234.56,
        navigationURL: `http://127.0.0.1:4304/quickbetx/QBX-101?token=${PHONE}`,
      }),
      'http://127.0.0.1:4304/history',
    );
    expect(event).toEqual({
      type: 'vital',
      name: 'LCP',
      value: 1235,
      rating: 'good',
      route: '/quickbetx/:id',
      navigation: 'navigate',
    });
  });

  it('rounds CLS to 4 decimals and leaves out a soft navigation', () => {
    const event = vitalEvent(
      metric<CLSMetric>({ name: 'CLS', value: 0.012345, navigationType: 'soft-navigation' }),
      'http://127.0.0.1:4304/',
    );
    expect(event).toEqual({
      type: 'vital',
      name: 'CLS',
      value: 0.0123,
      rating: 'good',
      route: '/',
    });
  });
});

describe('createReporter', () => {
  const vital: TelemetryEvent = {
    type: 'vital',
    name: 'CLS',
    value: 0,
    rating: 'good',
    route: '/',
  };
  const noted = (message: string, path = '/'): Noted => [
    'error',
    thrown(message, `TypeError: ${message}\n    at f (http://h/assets/index-x.js:1:2)`),
    path,
  ];

  it('sends nothing while nothing happened', () => {
    const r = reporter();
    r.flush();
    expect(r.sent).toEqual([]);
  });

  it('sends the batch when the page is hidden, with the brand, the release and the page load', () => {
    const r = reporter();
    r.add(vital);
    r.addError(noted('boom'));
    expect(r.sent).toEqual([]);
    r.flush();
    expect(r.sent).toEqual([
      {
        ...envelope,
        events: [vital, expect.objectContaining({ type: 'error', message: 'boom', route: '/' })],
      },
    ]);
  });

  it('sends a batch as soon as it is full', () => {
    const r = reporter();
    for (let i = 0; i < LIMITS.batchEvents; i++) r.addError(noted(`error ${i}`));
    expect(r.sent).toHaveLength(0);
    for (let i = 0; i < LIMITS.batchEvents; i++) r.add(vital);
    expect(r.sent.map((b) => b.events.length)).toEqual([LIMITS.batchEvents]);
  });

  it('keeps each batch under its size, however long the stacks', () => {
    const r = reporter();
    for (let i = 0; i < LIMITS.pageErrors; i++) {
      r.addError(['caught', thrown(`e${i}`, `${i}${'é'.repeat(5000)}`), '/', 'c'.repeat(5000)]);
    }
    r.flush();
    expect(r.sent.flatMap((b) => b.events)).toHaveLength(LIMITS.pageErrors);
    for (const body of r.bodies) expect(body.length).toBeLessThanOrEqual(LIMITS.batchChars);
    expect(r.sent.length).toBeGreaterThan(1);
  });

  it('reports an error thrown in a loop once, and counts the repeats', () => {
    const r = reporter();
    for (let i = 0; i < 10_000; i++) r.addError(noted('again'));
    r.flush();
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]!.events).toHaveLength(1);
    expect(r.sent[0]!.dropped).toBe(9_999);
  });

  it('reports the first errors of a page that throws new ones in a loop, and counts the rest', () => {
    const r = reporter();
    for (let i = 0; i < 10_000; i++) r.addError(noted(`error ${i}`));
    r.flush();
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]!.events).toHaveLength(LIMITS.pageErrors);
    expect(r.sent[0]!.dropped).toBe(10_000 - LIMITS.pageErrors);
  });

  it('sends a bounded number of batches, however often the page is hidden', () => {
    const r = reporter();
    for (let i = 0; i < 10_000; i++) {
      r.addError(noted(`error ${i}`));
      r.add(vital);
      r.flush();
    }
    expect(r.sent.length).toBe(LIMITS.pageBatches);
    const events = r.sent.flatMap((b) => b.events);
    expect(events.filter((e) => e.type === 'error')).toHaveLength(LIMITS.pageErrors);
    expect(events.length).toBeLessThanOrEqual(LIMITS.pageEvents);
  });

  it('lets no token, phone number or ticket code of the page out', () => {
    const r = reporter([PLAYER, PHONE]);
    const path = `/track/${TICKET}`;
    r.addError([
      'uncaught',
      thrown(
        `Cannot read ticket ${TICKET} of ${PLAYER} (${PHONE})`,
        `TypeError: x\n    at http://h${path}?token=${PLAYER}:1:1\n    at http://h/api/identify?token=${PHONE}`,
      ),
      path,
      `\n    at Ticket (http://h${path}?token=${PLAYER})`,
    ]);
    r.addError(['rejection', { msisdn: PHONE, token: PLAYER }, path, undefined]);
    r.flush();
    const body = r.bodies.join('\n');
    for (const secret of [PLAYER, PHONE, TICKET, 'token=', 'msisdn":"2']) {
      expect(body).not.toContain(secret);
    }
    expect((r.sent[0]!.events[0] as TelemetryError).route).toBe('/track/:id');
  });
});

describe('releaseOf', () => {
  it.each([
    ['http://127.0.0.1:4304/assets/index-B1wcQjWF.js', 'index-B1wcQjWF'],
    ['https://cdn.example.com/betdeck/r1/index-C_z-9.js', 'index-C_z-9'],
    ['http://localhost:5173/src/app/main.tsx', 'dev'],
    [undefined, 'dev'],
  ])('names the release of the entry %s: %s', (url, release) => {
    expect(releaseOf(url)).toBe(release);
  });
});
