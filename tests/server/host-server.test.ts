// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteOptions, siteTable } from '../../scripts/server/serve';
import { brandHosts, normaliseHost } from '../../scripts/server/site-policy';
import {
  rawRequest,
  startTestServer,
  testBrand,
  testPolicyBrand,
  writeSiteHeaders,
  type TestServer,
} from './helpers';

/**
 * BRAND=all npm start serves every brand from one process, picked by the Host header,
 * with the shared app under /assets/ and a demo API per brand.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'betdeck-hosts-'));
const ASSET = 'index-abc123.js';
const brand = (id: string, currency: string, hosts: string[]): SiteOptions => ({
  brand: { ...testBrand, id, name: id, hosts, region: { country: 'KE', currency } },
  staticDir: path.join(dist, id),
});
const sites = [
  brand('alpha', 'KES', ['alpha.example', 'www.alpha.example']),
  brand('beta', 'EUR', ['beta.example']),
  brand('gamma', 'TZS', []),
];
/** alpha may be framed by a partner; the others only by their own pages. */
const PARTNER = 'https://partner.example';
const headersOf = Object.fromEntries(
  sites.map(({ brand: b }) => {
    mkdirSync(path.join(dist, b.id, 'brand'), { recursive: true });
    writeFileSync(path.join(dist, b.id, 'index.html'), `<title>${b.id}</title>\n`);
    const policy = b.id === 'alpha' ? { ...testPolicyBrand, embedOrigins: [PARTNER] } : undefined;
    return [b.id, writeSiteHeaders(path.join(dist, b.id), b.id, policy)];
  }),
);
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', ASSET), `export const app = 1;\n${'//\n'.repeat(200)}`);

const get = (server: TestServer, host: string, p = '/') =>
  rawRequest(server.url, p, { headers: { host } });

let server: TestServer;
let strict: TestServer;
beforeAll(async () => {
  const common = { sites, assetsDir: path.join(dist, 'assets') };
  server = await startTestServer({ ...common, unknownHost: 'beta' });
  strict = await startTestServer({ ...common, unknownHost: '404' });
});
afterAll(async () => {
  await server?.close();
  await strict?.close();
});

describe('one server for every brand', () => {
  it("serves each host its brand's page, at / and at a deep link", async () => {
    const cases = [
      ['alpha.example', 'alpha'],
      ['WWW.Alpha.Example:8080', 'alpha'],
      ['beta.example', 'beta'],
      ['gamma.localhost', 'gamma'],
      ['alpha.localhost:4173', 'alpha'],
    ] as const;
    for (const [host, id] of cases) {
      for (const p of ['/', '/quickbetx/QBX-101?atag=x']) {
        const res = await get(server, host, p);
        expect(res.status, `${host}${p}`).toBe(200);
        expect(res.body.toString(), `${host}${p}`).toBe(`<title>${id}</title>\n`);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('answers the API as the operator of the brand of the host', async () => {
    const init = async (host: string) =>
      JSON.parse((await get(server, host, '/api/init')).body.toString()) as {
        operator: string;
        currency: string;
      };
    expect(await init('alpha.example')).toMatchObject({ operator: 'alpha', currency: 'KES' });
    expect(await init('beta.example')).toMatchObject({ operator: 'beta', currency: 'EUR' });
    expect(await init('gamma.localhost')).toMatchObject({ operator: 'gamma', currency: 'TZS' });
  });

  it("behind a proxy, serves the forwarded host's brand (nginx before the demo API)", async () => {
    // nginx's API locations call the upstream by its own address, the site's host forwarded.
    const behind = (forwarded: string, p: string) =>
      rawRequest(strict.url, p, {
        headers: { host: '127.0.0.1:4173', 'x-forwarded-host': forwarded },
      });
    expect(
      (await rawRequest(strict.url, '/api/init', { headers: { host: '127.0.0.1:4173' } })).status,
    ).toBe(404);
    const init = await behind('gamma.localhost', '/api/init');
    expect(JSON.parse(init.body.toString())).toMatchObject({ operator: 'gamma', currency: 'TZS' });
    // The first of a chain of proxies is the site's.
    expect((await behind('beta.example, 127.0.0.1', '/')).body.toString()).toBe(
      '<title>beta</title>\n',
    );
  });

  it('serves the shared app to every host, immutable, with the security headers', async () => {
    for (const host of ['alpha.example', 'gamma.localhost']) {
      const res = await get(server, host, `/assets/${ASSET}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Pages of other hosts (a CDN in front, another brand) load it as a CORS module script.
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await get(server, 'alpha.example', '/assets/missing-1.js')).status).toBe(404);
    expect((await get(server, 'alpha.example', '/assets/%2e%2e/alpha/index.html')).status).toBe(
      403,
    );
  });

  it("sends each host its brand's security headers, from the site's _headers", async () => {
    for (const [host, id] of [
      ['www.alpha.example', 'alpha'],
      ['beta.example', 'beta'],
      ['nowhere.example', 'beta'],
    ] as const) {
      const res = await get(server, host, '/quickbetx/1');
      for (const [name, value] of Object.entries(headersOf[id]!)) {
        expect(res.headers[name.toLowerCase()], `${host} ${name}`).toBe(value);
      }
    }
    const alpha = await get(server, 'alpha.example');
    expect(alpha.headers['content-security-policy']).toMatch(
      new RegExp(`; frame-ancestors 'self' ${PARTNER}$`),
    );
    expect(alpha.headers['x-frame-options']).toBeUndefined();
    const beta = await get(server, 'beta.example');
    expect(beta.headers['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
    expect(beta.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives an unknown host the brand set for it', async () => {
    const res = await get(server, 'nowhere.example', '/quickbetx/1');
    expect(res.body.toString()).toBe('<title>beta</title>\n');
    expect((await get(server, '', '/')).body.toString()).toBe('<title>beta</title>\n');
  });

  it('or a clear 404 page, and a JSON 404 on its API paths', async () => {
    const page = await get(strict, 'nowhere.example', '/');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.toString()).toContain('No brand is served at this address');
    // A page of its own: its one style by hash, framed by no one.
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-[\w+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await get(strict, 'nowhere.example', '/api/init');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({
      code: 404,
      message: 'No brand is served at this host',
    });
    expect((await get(strict, 'beta.example', '/')).status).toBe(200);
  });
});

describe('the host table', () => {
  it('gives each brand its hosts and <id>.localhost, compared without case, port or dot', () => {
    expect(brandHosts({ id: 'alpha', hosts: ['Alpha.example'] })).toEqual([
      'alpha.example',
      'alpha.localhost',
    ]);
    expect(normaliseHost('Beta.Example.:443')).toBe('beta.example');
    expect(normaliseHost('[::1]:4173')).toBe('[::1]');
  });

  it('refuses two brands claiming one host, and an unknown-host brand that is not served', () => {
    expect(() => siteTable({ sites: [...sites, brand('delta', 'KES', ['beta.example'])] })).toThrow(
      /host beta\.example is claimed by beta and delta/,
    );
    expect(() => siteTable({ sites, unknownHost: 'omega' })).toThrow(
      /"omega", which is not served/,
    );
  });
});
