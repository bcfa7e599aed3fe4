// @vitest-environment node
// Bodies over the limit and bodies sent slowly, to the demo API, the static site and the proxy.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../scripts/server/http-utils';
import { makeStaticDir, startTestServer, type TestServer } from './helpers';

const MB = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 1500;

let demo: TestServer;
let proxied: TestServer;
let upstream: http.Server;
/** What the fake operator API behind the proxy received, by request path (each test its own). */
const received = new Map<string, number>();

beforeAll(async () => {
  const { dir } = makeStaticDir();
  demo = await startTestServer({ staticDir: dir, requestTimeoutMs: REQUEST_TIMEOUT_MS });
  upstream = http.createServer((req, res) => {
    const url = req.url!;
    received.set(url, received.get(url) ?? 0);
    req.on('data', (c: Buffer) => received.set(url, received.get(url)! + c.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxied = await startTestServer({
    staticDir: dir,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await Promise.all([demo.close(), proxied.close()]);
  upstream.close();
});

interface Sent {
  status: number;
  body: string;
  /** Bytes the client had written when the answer came. */
  sent: number;
  ms: number;
}

/**
 * POSTs `total` bytes as fast as the server takes them (1 MB writes, waiting for drain), with a
 * Content-Length or chunked; stops sending when the answer comes.
 */
function sendBig(base: string, path: string, total: number, chunked: boolean): Promise<Sent> {
  const { hostname, port } = new URL(base);
  const chunk = Buffer.alloc(MB, 0x20);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': String(total) }),
        },
      },
      (res) => {
        answered = true;
        const at = sent;
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body, sent: at, ms: performance.now() - t0 }),
        );
      },
    );
    // Writing after the server has answered and closed fails: that is the point.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('a 50 MB body', () => {
  const cases = [
    ['the demo API', () => demo.url, '/api/quickbetxs/reserve'],
    ['the static site', () => demo.url, '/'],
    ['the API_UPSTREAM proxy', () => proxied.url, '/api/quickbetxs/reserve'],
  ] as const;
  for (const [name, base, path] of cases) {
    for (const chunked of [false, true]) {
      it(`to ${name}, ${chunked ? 'chunked' : 'with its Content-Length'}: refused at once, nothing forwarded, little read`, async () => {
        const target = `${path}?case=${name.length}-${chunked}`;
        const rss = process.memoryUsage().rss;
        const answer = await sendBig(base(), target, 50 * MB, chunked);
        // The static site refuses the method before a chunked body's size is known.
        const status = name === 'the static site' && chunked ? 405 : 413;
        expect(answer.status).toBe(status);
        if (status === 413) expect(JSON.parse(answer.body)).toMatchObject({ code: 413 });
        // The answer came long before the body was sent: the server did not read it whole.
        expect(answer.sent).toBeLessThan(16 * MB);
        expect(answer.ms).toBeLessThan(5000);
        expect(process.memoryUsage().rss - rss).toBeLessThan(40 * MB);
        // The operator API got at most the limit, and nothing when the length was declared.
        const forwarded = received.get(`/api/quickbetxs/reserve?case=${name.length}-${chunked}`);
        if (chunked) expect(forwarded ?? 0).toBeLessThanOrEqual(MAX_BODY_BYTES + MB);
        else expect(forwarded).toBeUndefined();
      });
    }
  }

  it('a body within the limit still goes through the proxy whole', async () => {
    const small = await fetch(`${proxied.url}/api/quickbetxs/reserve?case=small`, {
      method: 'POST',
      body: 'x'.repeat(MAX_BODY_BYTES),
    });
    expect(small.status).toBe(200);
    expect(received.get('/api/quickbetxs/reserve?case=small')).toBe(MAX_BODY_BYTES);
  });
});

/**
 * Opens a POST declaring `length` bytes and sends one byte every `everyMs`; resolves with the
 * status the server answers (0 if it closes without one) and when.
 */
function trickle(base: string, path: string, length: number, everyMs: number) {
  const { hostname, port } = new URL(base);
  const t0 = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const req = http.request({
      hostname,
      port,
      path,
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(length) },
    });
    const timer = setInterval(() => req.write(' '), everyMs);
    const done = (status: number) => {
      clearInterval(timer);
      req.destroy();
      resolve({ status, ms: performance.now() - t0 });
    };
    req.on('response', (res) => done(res.statusCode!));
    req.on('error', () => done(0));
    req.flushHeaders();
  });
}

describe('slow bodies', () => {
  for (const [name, base] of [
    ['the demo API', () => demo.url],
    ['the proxy', () => proxied.url],
  ] as const) {
    it(`${name}: 30 clients trickling bodies get 408 after the body time-out, while others are answered at once`, async () => {
      const slow = Array.from({ length: 30 }, (_, i) =>
        trickle(base(), `/api/quickbetxs/reserve?case=slow-${i}`, 1000, 100),
      );
      // Meanwhile, other players' calls are answered as usual: each long before the slow ones
      // are turned away (not queued behind them).
      const t0 = performance.now();
      const answeredAt: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await fetch(`${demo.url}/api/init`);
        expect(r.status).toBe(200);
        answeredAt.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 30));
      }
      const answers = await Promise.all(slow);
      expect(Math.max(...answeredAt)).toBeLessThan(Math.min(...answers.map((a) => a.ms)));
      for (const a of answers) {
        expect(a.status).toBe(408);
        expect(a.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
        expect(a.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
      }
      // The proxy gave up on the upstream requests: none of them got a whole body.
      for (let i = 0; i < 30; i++) {
        expect(received.get(`/api/quickbetxs/reserve?case=slow-${i}`) ?? 0).toBeLessThan(1000);
      }
    });
  }
});
