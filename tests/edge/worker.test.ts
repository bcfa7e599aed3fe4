// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { Miniflare } from 'miniflare';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrand } from '../../scripts/brand/index';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser/chromium';
import { bundleWorker } from '../../scripts/edge/bundle';
import { publish } from '../../scripts/release/publish';
import { readManifest, rollback } from '../../scripts/release/releases';
import { verifyServed } from '../../scripts/release/served';
import { s3Target } from '../../scripts/release/s3-target';
import type { Target } from '../../scripts/release/target';
import { startAppServer, type RunningServer } from '../../scripts/server/serve';
import {
  UNKNOWN_HOST_API,
  UNKNOWN_HOST_HEADERS,
  unknownHostPage,
} from '../../scripts/server/site-policy';
import { rawRequest } from '../server/helpers';
import { buildTwoReleases, builtHeaders, type TwoBuilds } from '../release/two-builds';
import { SHELL_ATTRIBUTE } from '../../src/boot/page-ids';

/**
 * The edge worker (docs/releasing.md#the-edge-worker) in Miniflare in front of an S3-compatible
 * bucket (s3rver) that `npm run release` publishes to: two brands opened by host in Chromium,
 * whole (their policies refuse nothing, their lazy screens load) through a publish and a
 * rollback; and the answers nginx gives, path by path.
 */
const BUCKET = 'betdeck';
const BRANDS = { demo: 'betdeck.example', eurowin: 'eurowin.example' } as const;
type Brand = keyof typeof BRANDS;
/** Ports of E2E_PORT_BASE (+20..), when set, else any free ones. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 0);
const port = (n: number) => (portBase ? portBase + 20 + n : 0);

const work = mkdtempSync(path.join(tmpdir(), 'betdeck-edge-'));
let builds: TwoBuilds;
let s3: S3rver;
let target: Target;
let api: RunningServer;
let mf: Miniflare;
let edge = '';
let browser: Browser;

const ids = { first: '', second: '' };

beforeAll(async () => {
  builds = await buildTwoReleases();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: port(0),
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const bucket = `http://127.0.0.1:${(await s3.run()).port}`;
  target = s3Target(`s3://${BUCKET}/sites`, {
    endpoint: bucket,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  ids.first = (
    await publish(target, builds.first, { now: new Date('2026-11-26T10:00:00Z'), log: () => {} })
  ).manifest.release;
  // The operator API behind the edge: the demo API, playing each brand's operator by host.
  api = await startAppServer({
    sites: await Promise.all(
      (Object.keys(BRANDS) as Brand[]).map(async (id) => ({
        staticDir: path.join(builds.first, id),
        brand: await loadBrand(id),
      })),
    ),
    assetsDir: path.join(builds.first, 'assets'),
    pageAnswers: false,
    port: port(1),
    host: '127.0.0.1',
  });
  mf = new Miniflare({
    modules: true,
    script: await bundleWorker(),
    compatibilityDate: '2025-07-18',
    compatibilityFlags: ['nodejs_compat'],
    host: '127.0.0.1',
    port: port(2),
    bindings: {
      ORIGIN: `${bucket}/${BUCKET}/sites/`,
      API_UPSTREAM: api.url,
      POINTER_TTL_SECONDS: '0',
    },
  });
  edge = String(await mf.ready).replace(/\/$/, '');
  const { port: edgePort } = new URL(edge);
  const rules = Object.values(BRANDS).map((h) => `MAP ${h} 127.0.0.1:${edgePort}`);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=${rules.join(', ')}`],
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await api?.close();
  target?.close?.();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

const get = (p: string, host: string) => rawRequest(edge, p, { headers: { host } });
const built = (build: string, brand: Brand, file = 'index.html') =>
  readFileSync(path.join(build, brand, file), 'utf8');

/** A brand's page open in Chromium, with what its policy refused and what failed to load. */
interface OpenPage {
  page: Page;
  problems: string[];
}

/** Opens a brand by its host, checks the page and its headers are `build`'s, waits for the app. */
async function open(brand: Brand, build: string): Promise<OpenPage> {
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('response', (r) => {
    // The demo operator has no image for some teams (scripts/server/demo-api/seed.ts): its 404.
    const media = new URL(r.url()).pathname.startsWith('/media/');
    if (r.status() >= 400 && !media) problems.push(`${r.status()} ${r.url()}`);
  });
  const res = await page.goto(`http://${BRANDS[brand]}/`);
  expect(res?.status()).toBe(200);
  expect(await res?.text()).toBe(built(build, brand));
  expect(res?.headers()['cache-control']).toBe('no-cache');
  expect(res?.headers()['content-security-policy']).toBe(
    builtHeaders(build, brand)['Content-Security-Policy'],
  );
  await page.waitForFunction((a) => !document.documentElement.hasAttribute(a), SHELL_ATTRIBUTE);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { page, problems };
}

/** The open page moves to a screen it has not loaded: its chunks come from the edge. */
async function lazyScreen({ page, problems }: OpenPage): Promise<void> {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/how-to-play-screen-/.test(r.url())) chunks.push(r.url());
  });
  await page.evaluate(() => {
    history.pushState({}, '', '/how-to-play');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1, name: /how to play|so spielt|så spelar/i }).waitFor();
  expect(chunks.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
}

describe.skipIf(!existsSync(CHROMIUM_PATH))(
  'the edge worker in front of a bucket',
  { timeout: 60_000 },
  () => {
    const pages: Partial<Record<`${Brand}-${'first' | 'second'}`, OpenPage>> = {};

    it("serves each host its brand's current release, whole, in Chromium", async () => {
      for (const brand of Object.keys(BRANDS) as Brand[]) {
        pages[`${brand}-first`] = await open(brand, builds.first);
      }
      expect(pages['demo-first']!.problems).toEqual([]);
      expect(pages['eurowin-first']!.problems).toEqual([]);
      // What release verify --url finds through the edge: each host's page and entry as published.
      const manifest = await readManifest(target, ids.first);
      const served = await verifyServed(target, manifest, edge);
      expect(served).toEqual({
        hosts: manifest.brands.flatMap((b) => b.hosts).length,
        problems: [],
      });
      expect(served.hosts).toBeGreaterThan(2);
    });

    it('serves the next release at the switch; pages open on the last one still load their screens', async () => {
      ids.second = (
        await publish(target, builds.second, {
          now: new Date('2026-11-26T11:00:00Z'),
          log: () => {},
        })
      ).manifest.release;
      for (const brand of Object.keys(BRANDS) as Brand[]) {
        pages[`${brand}-second`] = await open(brand, builds.second);
        await lazyScreen(pages[`${brand}-first`]!);
      }
    });

    it('rolls back at the switch; pages open on the newer release still load their screens', async () => {
      await rollback(target);
      for (const brand of Object.keys(BRANDS) as Brand[]) {
        await open(brand, builds.first);
        await lazyScreen(pages[`${brand}-second`]!);
      }
    });

    it('answers paths as nginx does: own pages, client routes, assets, missing files', async () => {
      const host = BRANDS.demo;
      const headers = builtHeaders(builds.first, 'demo');
      const terms = await get('/terms', host);
      expect(terms.status).toBe(200);
      expect(terms.body.toString()).toBe(built(builds.first, 'demo', 'terms/index.html'));
      expect(terms.headers['cache-control']).toBe('no-cache');
      const route = await get('/track/T.WON.1', host);
      expect(route.body.toString()).toBe(built(builds.first, 'demo'));
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
        route.body.toString(),
      )![1]!;
      const asset = await get(entry, host);
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['access-control-allow-origin']).toBe('*');
      expect(asset.headers['content-security-policy']).toBe(headers['Content-Security-Policy']);
      expect(asset.body.equals(readFileSync(path.join(builds.first, entry)))).toBe(true);
      for (const missing of [
        '/missing.js',
        '/assets/missing.js',
        '/brand/missing.svg',
        '/_headers',
      ]) {
        const res = await get(missing, host);
        expect([res.status, res.body.toString()], missing).toEqual([404, 'Not found']);
        expect(res.headers['cache-control'], missing).toBe('no-store');
        expect(res.headers['x-frame-options'], missing).toBe(headers['X-Frame-Options']);
      }
      expect((await get('/sw.js', host)).headers['cache-control']).toBe('no-cache');
    });

    it('answers a host no brand claims with the page saying so, and its API with JSON', async () => {
      const page = await get('/', 'unknown.example');
      expect([page.status, page.body.toString()]).toEqual([404, unknownHostPage()]);
      expect(page.headers['content-security-policy']).toBe(
        UNKNOWN_HOST_HEADERS['Content-Security-Policy'],
      );
      const apiAnswer = await get('/api/lobby', 'unknown.example');
      expect([apiAnswer.status, JSON.parse(apiAnswer.body.toString())]).toEqual([
        404,
        UNKNOWN_HOST_API,
      ]);
    });
  },
);
