// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrands } from '../../scripts/build/build-brands';
import { sharedApp } from '../support/shared-builds';
import { loadBrand } from '../../scripts/brand/index';
import { barRoom } from '../../scripts/build/bar-room';
import { ASSETS_FOLDER } from '../../scripts/build/preloads';
import { toRuntimeBrand } from '../../scripts/build/stamp';
import { findBrotliModule, nginxConf, readBuiltSites } from '../../scripts/server/nginx-conf';
import { MAX_BODY_BYTES } from '../../scripts/server/http-utils';
import { closeServer, startAppServer, type RunningServer } from '../../scripts/server/serve';
import {
  HEADERS_FILE,
  HSTS,
  readHeadersFile,
  SECURITY_HEADERS,
  UNKNOWN_HOST_HEADERS,
} from '../../scripts/server/site-policy';
import {
  freePort,
  rawRequest,
  testPolicyBrand,
  writeSiteHeaders,
  type RawResponse,
} from './helpers';
import { hasNginx, NGINX, startNginx, warnWithoutNginx, type RunningNginx } from './nginx-runner';

/**
 * `npm run nginx:conf` serves every built brand by host from dist/. This starts
 * Debian's nginx (.ci/run installs it) on that configuration and asks it what a browser would.
 */
warnWithoutNginx('tests/server/nginx.test.ts');

/** Brand -> the host it is asked for by (one of its hosts, or <id>.localhost). */
const HOSTS = {
  demo: 'betdeck.example',
  eurowin: 'eurowin.example',
  'mzukabet-tz': 'teke.mzukabet-tz.example',
  sportsloth: 'sportsloth.localhost',
} as const;
/** The room script does not depend on the brand's images. */
const ASSET_NAMES = { logo: '', spinner: '', favicon: '' };
/** Built alone (npm run build -- --brand), with its own assets/, in the same folder. */
const SELF_CONTAINED = 'mshikebet-ke';

const work = mkdtempSync(path.join(tmpdir(), 'betdeck-nginx-'));
const dist = path.join(work, 'dist');
let nginx: RunningNginx | undefined;
let base = '';
let upstream: http.Server;
/** The bundled server on the same folder, to compare with. */
let node: RunningServer;
const brotli = findBrotliModule();
if (hasNginx && !brotli) {
  console.warn(
    'NOT TESTED in tests/server/nginx.test.ts: .br files over nginx, no Brotli module (apt-get install libnginx-mod-http-brotli-static)',
  );
}

const get = (host: string, p: string, headers: Record<string, string> = {}) =>
  rawRequest(base, p, { headers: { host, ...headers } });
const page = (id: string) => readFileSync(path.join(dist, id, 'index.html'), 'utf8');
/** The app's entry script, as the brand's page names it. */
const entryOf = (html: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;

/** The headers the build wrote into a site's _headers (HSTS aside). */
const siteHeadersOf = (id: string) =>
  readHeadersFile(readFileSync(path.join(dist, id, HEADERS_FILE), 'utf8'));

function expectHeaders(res: RawResponse, headers: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(headers)) {
    expect(res.headers[name.toLowerCase()], name).toBe(value);
  }
}

beforeAll(async () => {
  if (!hasNginx) return;
  const appDir = await sharedApp();
  await buildBrands({
    ids: Object.keys(HOSTS),
    outDir: dist,
    appDir,
    layout: 'shared',
    log: () => {},
  });
  await buildBrands({ ids: [SELF_CONTAINED], outDir: dist, appDir, log: () => {} });

  upstream = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, forwardedHost: req.headers['x-forwarded-host'] }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConf({
      root: dist,
      sites: await readBuiltSites(dist),
      port,
      upstream: upstreamUrl,
      unknownHost: '404',
      brotliModule: brotli,
      user: userInfo().username,
    }),
  );
  node = await startAppServer({
    sites: await Promise.all(
      [...Object.keys(HOSTS), SELF_CONTAINED].map(async (id) => ({
        brand: await loadBrand(id),
        staticDir: path.join(dist, id),
      })),
    ),
    assetsDir: path.join(dist, ASSETS_FOLDER),
    unknownHost: '404',
    port: 0,
    host: '127.0.0.1',
  });
  nginx = await startNginx(work, conf, () => get('betdeck.example', '/'));
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  if (upstream) await closeServer(upstream);
  await node?.close();
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasNginx)('nginx serving every brand by host', () => {
  it("serves each brand's page at / and at a deep link, never cached", async () => {
    const cases: [string, string][] = [
      ...Object.entries(HOSTS),
      [SELF_CONTAINED, `${SELF_CONTAINED}.localhost`],
    ];
    for (const [id, host] of cases) {
      // A ticket code may hold dots: still a client route, not a missing file.
      for (const p of ['/', '/quickbetx/QBX-101?atag=x', '/track/T-WON-1', '/track/T.WON.1']) {
        const res = await get(host, p);
        expect(res.status, `${host}${p}`).toBe(200);
        expect(res.body.toString(), `${host}${p}`).toBe(page(id));
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], `${host}${p}`).toBe('no-cache');
        expectHeaders(res, siteHeadersOf(id));
      }
    }
  });

  it("serves each brand's own pages (brands/<id>/pages/) at their paths, as the bundled server does", async () => {
    const nodeGet = (host: string, p: string) => rawRequest(node.url, p, { headers: { host } });
    const file = (id: string, target: string) =>
      readFileSync(path.join(dist, id, target, 'index.html'), 'utf8');
    const cases: [host: string, path: string, id: string, file: string][] = [
      ['betdeck.example', '/terms', 'demo', 'terms'],
      ['betdeck.example', '/terms/swTZ', 'demo', 'terms/swTZ'],
      ['betdeck.example', '/wallet/top-up', 'demo', 'wallet/top-up'],
      ['eurowin.example', '/terms/de', 'eurowin', 'terms/de'],
      ['eurowin.example', '/privacy/', 'eurowin', 'privacy'],
      ['se.eurowin.example', '/spelgranser', 'eurowin', 'spelgranser'],
    ];
    for (const [host, p, id, target] of cases) {
      for (const [server, res] of [
        ['nginx', await get(host, p)],
        ['node', await nodeGet(host, p)],
      ] as const) {
        const where = `${server} ${host}${p}`;
        expect(res.status, where).toBe(200);
        expect(res.body.toString(), where).toBe(file(id, target));
        expect(res.body.toString(), where).not.toBe(page(id));
        expect(res.headers['content-type'], where).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], where).toBe('no-cache');
        expectHeaders(res, siteHeadersOf(id));
      }
    }
    // Swedish is the page of the Swedish host's link; the page's stylesheet is the site's own.
    const spelgranser = file('eurowin', 'spelgranser');
    expect(spelgranser).toContain('<html lang="sv">');
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(spelgranser)![1]!;
    const sheet = await get('eurowin.example', css);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A path no page answers is still the app's.
    expect((await get('eurowin.example', '/terms/xx')).body.toString()).toBe(page('eurowin'));
  });

  it("serves a licence's host the brand's one page, the bar's script allowed by its headers", async () => {
    // Sweden's bar has its room from the first paint by a script of eurowin's page (bar-room.ts),
    // not by a page of its own: nginx needs no route per licence host.
    const room = barRoom(toRuntimeBrand(await loadBrand('eurowin'), ASSET_NAMES))!;
    const res = await get('se.eurowin.example', '/');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(page('eurowin'));
    expect(page('eurowin')).toContain(`<script>${room.script}</script>`);
    const hash = createHash('sha256').update(room.script).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it("sends each site's own headers, as its _headers and the bundled server say", async () => {
    const policies = new Set<string>();
    for (const [id, host] of Object.entries(HOSTS)) {
      const headers = siteHeadersOf(id);
      expect(headers['Content-Security-Policy'], id).toMatch(/^default-src 'none'; script-src /);
      policies.add(headers['Content-Security-Policy']!);
      for (const p of ['/', '/track/T-WON-1', entryOf(page(id)), '/missing.png']) {
        const fromNginx = await get(host, p);
        const fromNode = await rawRequest(node.url, p, { headers: { host } });
        expect(fromNode.status, `${host}${p}`).toBe(fromNginx.status);
        expectHeaders(fromNginx, headers);
        expectHeaders(fromNode, headers);
        // Nothing else that makes policy: the three say the same.
        const policyNames = (res: RawResponse) =>
          Object.keys(res.headers).filter((h) =>
            /policy|frame-options|content-type-options|strict-transport/.test(h),
          );
        expect(policyNames(fromNginx).sort(), `${host}${p}`).toEqual(
          Object.keys(headers)
            .map((h) => h.toLowerCase())
            .sort(),
        );
        expect(policyNames(fromNode).sort()).toEqual(policyNames(fromNginx).sort());
      }
    }
    // Brands differ: mobile money has no frame, the bank brand its widget's.
    expect(policies.size).toBe(Object.keys(HOSTS).length);
    expect(siteHeadersOf('eurowin')['Content-Security-Policy']).toContain("frame-src 'self'");
    expect(siteHeadersOf('mzukabet-tz')['Content-Security-Policy']).toContain("frame-src 'none'");
  });

  it('sends HSTS only when the request came over https, as the bundled server does', async () => {
    for (const [proto, expected] of [
      ['https', HSTS.value],
      ['HTTPS, http', HSTS.value],
      ['http', undefined],
      ['http, https', undefined],
      [undefined, undefined],
    ] as const) {
      const headers: Record<string, string> = proto ? { 'x-forwarded-proto': proto } : {};
      for (const [host, p] of [
        ['eurowin.example', '/'],
        ['eurowin.example', '/missing.png'],
        ['nowhere.example', '/'],
      ]) {
        const fromNginx = await get(host!, p!, headers);
        const fromNode = await rawRequest(node.url, p!, { headers: { host: host!, ...headers } });
        expect(fromNginx.headers['strict-transport-security'], `${proto} ${host}${p}`).toBe(
          expected,
        );
        expect(fromNode.headers['strict-transport-security'], `${proto} ${host}${p}`).toBe(
          expected,
        );
      }
    }
  });

  it('keeps the _headers file to itself', async () => {
    const res = await get('eurowin.example', `/${HEADERS_FILE}`);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('Content-Security-Policy');
    expectHeaders(res, siteHeadersOf('eurowin'));
  });

  it('serves the shared app with immutable caching, precompressed', async () => {
    const entry = entryOf(page('demo'));
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const shared = readFileSync(path.join(dist, entry));
    for (const host of Object.values(HOSTS)) {
      const res = await get(host, entry);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(shared)).toBe(true);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expectHeaders(res, SECURITY_HEADERS);
    }
    const gz = await get('eurowin.example', entry, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(readFileSync(path.join(dist, `${entry}.gz`)))).toBe(true);
    expect(gunzipSync(gz.body).equals(shared)).toBe(true);
    const br = await get('eurowin.example', entry, { 'accept-encoding': 'br, gzip' });
    if (brotli) {
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(shared)).toBe(true);
    } else {
      expect(br.headers['content-encoding']).toBe('gzip');
    }
  });

  it("serves a self-contained site's own assets", async () => {
    const entry = entryOf(page(SELF_CONTAINED));
    const res = await get(`${SELF_CONTAINED}.localhost`, entry);
    expect(res.status).toBe(200);
    expect(res.body.equals(readFileSync(path.join(dist, SELF_CONTAINED, entry)))).toBe(true);
  });

  it("serves each brand's own images immutable, its manifest for an hour, its service worker never cached, 404 for missing files", async () => {
    const logo = /<link rel="preload" as="image" href="([^"]+)"/.exec(page('eurowin'))![1]!;
    const img = await get('eurowin.example', logo);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Another brand's host has no such image.
    expect((await get('betdeck.example', logo)).status).toBe(404);
    const manifest = await get('eurowin.example', '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    // Its service worker is asked again at every visit, as its page is.
    const worker = await get('eurowin.example', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body.toString()).toBe(readFileSync(path.join(dist, 'eurowin', 'sw.js'), 'utf8'));
    expect(JSON.parse(manifest.body.toString())).toMatchObject({ name: 'EuroWin' });
    for (const missing of ['/assets/index-missing.js', '/brand/logo-0.svg', '/nope.png', '/a.JS']) {
      const res = await get('eurowin.example', missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers['cache-control'], missing).toBeUndefined();
    }
  });

  it('answers an unknown host with a 404 page, and 404 JSON on its API paths', async () => {
    for (const p of ['/', '/quickbetx/QBX-101']) {
      const res = await get('nowhere.example', p);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body.toString()).toContain('No brand is served at this address');
      expectHeaders(res, UNKNOWN_HOST_HEADERS);
    }
    const api = await get('nowhere.example', '/api/init');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({
      code: 404,
      message: 'No brand is served at this host',
    });
  });

  it('proxies /api, /media and /demo-bank to the upstream, with the host the player asked for', async () => {
    const res = await get('teke.mzukabet-tz.example', '/api/init?x=1');
    expect(JSON.parse(res.body.toString())).toEqual({
      url: '/v1/api/init?x=1',
      forwardedHost: 'teke.mzukabet-tz.example',
    });
    const media = await get('betdeck.example', '/media/teams/1.png');
    expect(JSON.parse(media.body.toString())).toMatchObject({ url: '/v1/media/teams/1.png' });
    // The bank widget of a demo API upstream, so its bank payments work behind nginx.
    const bank = await get('eurowin.example', '/demo-bank/widget.js');
    expect(JSON.parse(bank.body.toString())).toEqual({
      url: '/v1/demo-bank/widget.js',
      forwardedHost: 'eurowin.example',
    });
  });

  it("refuses a body over the bundled server's limit before the upstream sees it", async () => {
    const post = (bytes: number) =>
      rawRequest(base, '/api/quickbetxs/reserve', {
        method: 'POST',
        headers: { host: 'betdeck.example', 'content-type': 'application/json' },
        body: JSON.stringify({ pad: 'x'.repeat(bytes) }),
      });
    expect((await post(MAX_BODY_BYTES - 100)).status).toBe(200);
    expect((await post(MAX_BODY_BYTES + 100)).status).toBe(413);
  });
});

describe('the nginx configuration', () => {
  const site = (id: string, hosts: string[]) => ({
    id,
    hosts,
    dir: path.join(work, 'dist', id),
    selfContained: false,
    headers: { 'Content-Security-Policy': `default-src 'none'; img-src https://${id}.example` },
  });
  const sites = [
    site('alpha', ['alpha.example', 'alpha.localhost']),
    site('beta', ['beta.example']),
  ];

  it('gives unknown hosts the brand set for them, and answers 502 on /api without an upstream', () => {
    const conf = nginxConf({ root: dist, sites, port: 8080, unknownHost: 'beta' });
    expect(conf).not.toContain('server_name _;');
    expect(conf).toMatch(/listen 8080 default_server;\n\s+server_name beta\.example;/);
    expect(conf).toMatch(/listen 8080;\n\s+server_name alpha\.example alpha\.localhost;/);
    expect(conf).toContain(
      'return 502 "{\\"code\\":502,\\"message\\":\\"No API upstream configured\\"}";',
    );
    // JSON, even at /media/teams/1.png: no type from the path's extension.
    expect(conf).toMatch(
      /location \^~ \/media\/ \{\n\s+types \{\n\s+\}\n\s+default_type application\/json;/,
    );
    expect(conf).not.toContain('proxy_pass');
    if (hasNginx) {
      // nginx itself finds it valid.
      const file = path.join(work, 'variant.conf');
      writeFileSync(file, conf);
      execFileSync(NGINX, ['-t', '-q', '-p', work, '-c', file, '-e', 'stderr']);
    }
  });

  it('gives every location of a site its headers and HSTS over https, and the map that decides it', () => {
    const conf = nginxConf({ root: dist, sites, port: 8080 });
    const server = conf.slice(conf.indexOf('server_name beta.example;'));
    const locations = server.split(/\n\s+location /).slice(1);
    expect(locations.length).toBeGreaterThan(5);
    for (const location of locations) {
      expect(location).toContain('add_header Strict-Transport-Security $betdeck_hsts always;');
      // The API's answers are JSON, with the headers every answer gets.
      if (/^\^~ \/(api|media)\//.test(location)) continue;
      expect(location).toContain(
        `add_header Content-Security-Policy "default-src 'none'; img-src https://beta.example" always;`,
      );
    }
    expect(conf).toContain(`"~^https:" "${HSTS.value}";`);
  });

  it('refuses a built site without _headers: one built before its security headers', async () => {
    const old = path.join(work, 'old-dist');
    const built = path.join(old, 'eurowin');
    execFileSync('mkdir', ['-p', built]);
    writeFileSync(
      path.join(built, 'index.html'),
      '<script id="brand-config" type="application/json">{"id":"eurowin","hosts":[]}</script>',
    );
    await expect(readBuiltSites(old)).rejects.toThrow(/_headers is missing: build the brand again/);
    writeSiteHeaders(built, 'eurowin', testPolicyBrand);
    expect((await readBuiltSites(old))[0]?.headers['Content-Security-Policy']).toMatch(
      /^default-src 'none'/,
    );
  });

  it('refuses what it cannot serve', () => {
    expect(() => nginxConf({ root: dist, sites: [], port: 8080 })).toThrow(/no built brand/);
    expect(() => nginxConf({ root: dist, sites, port: 8080, unknownHost: 'omega' })).toThrow(
      /"omega", which is not built/,
    );
    expect(() =>
      nginxConf({ root: dist, sites: [site('x', ['x.example; evil'])], port: 8080 }),
    ).toThrow(/is not a host name/);
    expect(() =>
      nginxConf({ root: dist, sites, port: 8080, upstream: 'ftp://api.example' }),
    ).toThrow(/http\(s\) URL/);
  });
});
