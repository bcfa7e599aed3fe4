// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeServer, createAppServer } from '../../scripts/server/serve';
import {
  call,
  makeStaticDir,
  rawRequest,
  startTestServer,
  testBrand,
  type TestServer,
} from './helpers';

const site = makeStaticDir();
let app: TestServer;

beforeAll(async () => {
  app = await startTestServer({ staticDir: site.dir });
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/**
 * The server's file cache trusts what it read for a second of Date.now(): a clock of this process
 * (only Date is faked, the network runs as ever), moved on 1.1 s at once instead of waiting.
 */
function fakeClock(): { later: (ms: number) => void } {
  vi.useFakeTimers({ toFake: ['Date'] });
  return { later: (ms) => vi.setSystemTime(Date.now() + ms) };
}

describe('static files', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await fetch(`${app.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(site.indexBody);
  });

  it('falls back to index.html for client routes', async () => {
    for (const route of ['/quickbetx/12', '/track/QX1234?atag=a', '/jackpot-list/JP-601']) {
      const res = await fetch(app.url + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(site.indexBody);
    }
  });

  it('serves the service worker with no-cache, so a release installs at the next visit', async () => {
    const clock = fakeClock();
    const worker = 'importScripts("/assets/sw-abc123.js");\n';
    writeFileSync(path.join(site.dir, 'sw.js'), worker);
    try {
      const res = await fetch(`${app.url}/sw.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(worker);
    } finally {
      rmSync(path.join(site.dir, 'sw.js'));
    }
    // A site built without one has none: never the page in its place.
    clock.later(1100);
    expect((await fetch(`${app.url}/sw.js`)).status).toBe(404);
  });

  it('serves hashed assets as immutable, and 404 for missing files', async () => {
    const res = await fetch(`${app.url}/assets/${site.assetName}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(site.assetBody);
    expect((await fetch(`${app.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${app.url}/assets/chunk`)).status).toBe(404);
    expect((await fetch(`${app.url}/logo-missing.png`)).status).toBe(404);
    // A ticket code may hold dots: a client route, the page.
    const dotted = await fetch(`${app.url}/track/T.WON.1`);
    expect(dotted.status).toBe(200);
    expect(await dotted.text()).toBe(site.indexBody);
  });

  it('compresses text the build left uncompressed (Brotli or gzip, as the client accepts)', async () => {
    const zipped = await rawRequest(app.url, `/assets/${site.assetName}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe(site.assetBody);
    expect(zipped.body.length).toBeLessThan(site.assetBody.length);
    const br = await rawRequest(app.url, `/assets/${site.assetName}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(site.assetBody);
    const plain = await rawRequest(app.url, `/assets/${site.assetName}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(site.assetBody);
  });

  it("sends the build's precompressed Brotli and gzip files to browsers that accept them", async () => {
    const name = 'brotli-abc123.js';
    const gzipped = gzipSync(site.assetBody, { level: 9 });
    writeFileSync(path.join(site.dir, 'assets', name), site.assetBody);
    writeFileSync(path.join(site.dir, 'assets', `${name}.br`), brotliCompressSync(site.assetBody));
    writeFileSync(path.join(site.dir, 'assets', `${name}.gz`), gzipped);
    const br = await rawRequest(app.url, `/assets/${name}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(site.assetBody);
    const gz = await rawRequest(app.url, `/assets/${name}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(gzipped)).toBe(true);
  });

  it('gzips large API answers (ticket lists) for clients that accept it', async () => {
    const zipped = await rawRequest(app.url, '/api/quickbetx_cards', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(zipped.body).toString()) as unknown[];
    expect(list.length).toBeGreaterThan(0);
    const plain = await rawRequest(app.url, '/api/quickbetx_cards');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(list);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('serves files from memory, looking at the disk again at most once a second', async () => {
    const clock = fakeClock();
    const name = 'memory-abc123.js';
    const file = path.join(site.dir, 'assets', name);
    writeFileSync(file, site.assetBody);
    const first = await rawRequest(app.url, `/assets/${name}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    // Gone from the disk: still answered from memory, with the same bytes and headers.
    rmSync(file);
    const again = await rawRequest(app.url, `/assets/${name}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers).toMatchObject({ etag: first.headers.etag, vary: 'Accept-Encoding' });
    // A second later the disk is looked at again: a removed file is gone, a new one is there.
    clock.later(1100);
    expect((await rawRequest(app.url, `/assets/${name}`)).status).toBe(404);
    writeFileSync(file, 'export const b = 2;\n');
    expect((await rawRequest(app.url, `/assets/${name}`)).status).toBe(404);
    clock.later(1100);
    expect((await rawRequest(app.url, `/assets/${name}`)).body.toString()).toBe(
      'export const b = 2;\n',
    );
  });

  it('refuses path traversal', async () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/x/%2e%2e/%2e%2e/secret',
    ]) {
      const res = await rawRequest(app.url, p);
      expect(res.status, p).toBe(403);
      expect(res.body.toString()).not.toContain('TOP-SECRET');
    }
  });

  it('answers 405 to writes on static paths', async () => {
    expect((await fetch(`${app.url}/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it("sends the site's security headers (its _headers) on every answer, and keeps the file to itself", async () => {
    expect(site.headers['Content-Security-Policy']).toMatch(/^default-src 'none'; /);
    for (const p of ['/', '/track/T-1', `/assets/${site.assetName}`, '/missing.png', '/_headers']) {
      const res = await rawRequest(app.url, p);
      for (const [name, value] of Object.entries(site.headers)) {
        expect(res.headers[name.toLowerCase()], `${p} ${name}`).toBe(value);
      }
      expect(res.headers['strict-transport-security'], p).toBeUndefined();
    }
    const file = await rawRequest(app.url, '/_headers');
    expect(file.status).toBe(404);
    expect(file.body.toString()).not.toContain('Content-Security-Policy');
  });

  it('sends HSTS only when a proxy in front says the request came over https', async () => {
    const hsts = async (proto?: string) =>
      (await rawRequest(app.url, '/', { headers: proto ? { 'x-forwarded-proto': proto } : {} }))
        .headers['strict-transport-security'];
    expect(await hsts('https')).toBe('max-age=31536000');
    expect(await hsts('HTTPS, http')).toBe('max-age=31536000');
    expect(await hsts('http')).toBeUndefined();
    expect(await hsts('http, https')).toBeUndefined();
    expect(await hsts()).toBeUndefined();
  });

  it('refuses to serve a folder without _headers: a site built before its security headers', () => {
    const bare = makeStaticDir();
    rmSync(path.join(bare.dir, '_headers'));
    expect(() => createAppServer({ staticDir: bare.dir, brand: testBrand })).toThrow(
      /_headers is missing: the site has no security headers; build it again/,
    );
  });
});

describe('proxy mode', () => {
  let upstream: http.Server;
  let upstreamUrl: string;
  let proxied: TestServer;
  const seen: string[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} host=${req.headers.host}`);
        if (req.url?.startsWith('/v1/media/')) {
          res.writeHead(200, { 'content-type': 'image/png', 'x-upstream': 'yes' });
          res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
          return;
        }
        res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
    proxied = await startTestServer({ staticDir: site.dir, upstream: upstreamUrl });
  });
  afterAll(async () => {
    await proxied.close();
    await closeServer(upstream);
  });

  it('streams /api and /media to the upstream, keeps static files local', async () => {
    const res = await call<{ method: string; url: string; body: string }>(
      proxied.url,
      '/api/quickbetxs/reserve?x=1',
      {
        body: { code: 'QBX-1' },
      },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(res.body).toEqual({
      method: 'POST',
      url: '/v1/api/quickbetxs/reserve?x=1',
      body: '{"code":"QBX-1"}',
    });
    const img = await fetch(`${proxied.url}/media/teams/1.png`);
    expect(img.headers.get('x-upstream')).toBe('yes');
    expect(seen.at(-1)).toBe(`GET /v1/media/teams/1.png host=${new URL(upstreamUrl).host}`);
    const page = await fetch(`${proxied.url}/quickbetx/1`);
    expect(await page.text()).toBe(site.indexBody);
    expect((await fetch(`${proxied.url}/demo-bank/widget.js`)).status).toBe(200);
  });

  it('drops its upstream call when the player leaves before the upstream answers', async () => {
    // An upstream that never answers: the proxy must not keep the call open for its 30 s.
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    let closed!: () => void;
    const dropped = new Promise<void>((resolve) => (closed = resolve));
    const hung = http.createServer((req) => {
      arrived();
      req.socket.on('close', closed);
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const waiting = await startTestServer({
      staticDir: site.dir,
      upstream: `http://127.0.0.1:${(hung.address() as AddressInfo).port}`,
    });
    try {
      const leave = new AbortController();
      const call = fetch(`${waiting.url}/api/init`, { signal: leave.signal }).catch(() => 'left');
      await reached;
      leave.abort();
      expect(await call).toBe('left');
      // Resolves at once with the fix; without it only after UPSTREAM_TIMEOUT_MS, past the test's time.
      await dropped;
    } finally {
      await waiting.close();
      await closeServer(hung);
    }
  });

  it('answers 502 {code, message} when the upstream is down', async () => {
    const dead = http.createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const port = (dead.address() as AddressInfo).port;
    await closeServer(dead);
    const orphan = await startTestServer({
      staticDir: site.dir,
      upstream: `http://127.0.0.1:${port}`,
    });
    try {
      const res = await call<{ code: number; message: string }>(orphan.url, '/api/init');
      expect(res.status).toBe(502);
      expect(res.body.code).toBe(502);
      expect(res.body.message).toBe('The operator cannot be reached right now');
      expect(JSON.stringify(res.body)).not.toContain(String(port));
      expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
      expect((await fetch(`${orphan.url}/`)).status).toBe(200);
    } finally {
      await orphan.close();
    }
  });
});
