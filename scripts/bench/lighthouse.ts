/**
 * npm run bench:lighthouse: Lighthouse (mobile form factor, simulated throttling) on the
 * production build of the default brand served with the demo API, in Debian's Chromium, against
 * a floor measured in the same run: a hello-world React 19 page (scripts/bench/floor/) built with
 * the same Vite configuration and served by the same server. The lobby, a swipe screen and a
 * tracking screen on slow 4G (150 ms RTT, 1.6 Mbps, 4x CPU), the lobby on 3G (300 ms RTT, 700
 * Kbps), RUNS runs each, and a repeat visit to the lobby and the swipe screen on slow 4G (the
 * service worker installed by earlier loads, storage kept: the app comes from the device);
 * prints the median score, LCP, TBT, CLS and transfer of each, the floor's on the same network,
 * and each LCP as a ratio of the floor's. Exits 1 when a target of
 * issue 12 is missed. Timings vary from machine to machine: this is a bench, not a test; the
 * ratio to the floor is what compares across machines.
 *
 * Env: RUNS (default 3), CHROMIUM_PATH (default /usr/bin/chromium), BRAND (default demo),
 * SKIP_BUILD=1 to reuse the last build in .cache/bench-lighthouse/.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { loadBrand } from '../brand/index';
import { buildForBench } from '../build/build-brands';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { startAppServer } from '../server/serve';
import { HEADERS_FILE, renderHeadersFile, siteHeaders } from '../server/site-policy';
import { ROOT } from '../build/stamp';
import { build } from 'vite';

const RUNS = Number(process.env.RUNS ?? 3);
const BRAND = process.env.BRAND ?? 'demo';
const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Issue 12's targets, per network (medians). `floorRatio`: LCP at most this times the floor's. */
const TARGETS: Record<
  string,
  { score: number; lcpMs: number; tbtMs: number; cls: number; floorRatio?: number }
> = {
  'slow 4G': { score: 98, lcpMs: 1300, tbtMs: 100, cls: 0.02, floorRatio: 1.15 },
  '3G': { score: 90, lcpMs: 3000, tbtMs: 100, cls: 0.02 },
};

type Throttling = typeof throttling.mobileSlow4G;
interface Page {
  name: string;
  path: string;
  network: string;
  throttling: Throttling;
  /** The floor page itself (measured, not judged). */
  floor?: boolean;
  /** A repeat visit: earlier loads installed the service worker; judged by REPEAT_LCP_MS only. */
  repeat?: boolean;
}

/** Issue 12: a repeat visit with the service worker, on slow 4G. */
const REPEAT_LCP_MS = 900;
/** Loads before a repeat visit is measured: the first installs the worker, the next is served by it. */
const WARM_UPS = 2;

const FLOOR_PAGES: Page[] = [
  {
    name: 'floor',
    path: '/',
    network: 'slow 4G',
    throttling: throttling.mobileSlow4G,
    floor: true,
  },
  { name: 'floor', path: '/', network: '3G', throttling: throttling.mobileRegular3G, floor: true },
];

const PAGES: Page[] = [
  {
    name: 'lobby',
    path: '/',
    network: 'slow 4G',
    throttling: throttling.mobileSlow4G,
  },
  {
    name: 'swipe',
    path: '/quickbetx/QBX-101',
    network: 'slow 4G',
    throttling: throttling.mobileSlow4G,
  },
  {
    name: 'tracking',
    path: '/quickbetx/tracking/T-OPEN-1',
    network: 'slow 4G',
    throttling: throttling.mobileSlow4G,
  },
  {
    name: 'lobby',
    path: '/',
    network: 'slow 4G',
    throttling: throttling.mobileSlow4G,
    repeat: true,
  },
  {
    name: 'swipe',
    path: '/quickbetx/QBX-101',
    network: 'slow 4G',
    throttling: throttling.mobileSlow4G,
    repeat: true,
  },
  {
    name: 'lobby',
    path: '/',
    network: '3G',
    throttling: throttling.mobileRegular3G,
  },
];

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function audit(url: string, port: number, page: Page): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: page.throttling,
        // A first visit starts from empty storage (no service worker); a repeat visit keeps it.
        disableStorageReset: !!page.repeat,
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${url}: Lighthouse gave no ${id}`);
    return value;
  };
  const requests = lhr.audits['network-requests']?.details;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    requests: requests?.type === 'table' ? requests.items.length : 0,
  };
}

const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');

/**
 * The floor: scripts/bench/floor/ built with the app's Vite configuration into
 * .cache/bench-lighthouse/floor/, with the headers a site of the app has (served the same way).
 */
async function buildFloor(brand: Awaited<ReturnType<typeof loadBrand>>): Promise<string> {
  const outDir = path.join(ROOT, '.cache/bench-lighthouse/floor');
  if (!process.env.SKIP_BUILD || !existsSync(path.join(outDir, 'index.html'))) {
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      root: path.join(ROOT, 'scripts/bench/floor'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: false },
    });
  }
  const headers = siteHeaders(brand, {
    assetsUrl: '/assets/',
    inlineScripts: [],
    inlineStyles: [],
  });
  await writeFile(path.join(outDir, HEADERS_FILE), renderHeadersFile('floor', headers));
  return outDir;
}

type Median = Run;
function medianOf(runs: Run[]): Median {
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  return {
    score: m('score'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    bytes: m('bytes'),
    requests: m('requests'),
  };
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const brand = await loadBrand(BRAND);
  const staticDir = await buildForBench('bench-lighthouse', BRAND);
  const floorDir = await buildFloor(brand);
  const server = await startAppServer({ staticDir, brand, port: 0, host: '127.0.0.1' });
  const floorServer = await startAppServer({
    staticDir: floorDir,
    brand,
    port: 0,
    host: '127.0.0.1',
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  let missed = false;
  try {
    console.log(
      `Lighthouse ${RUNS} runs per page, mobile, simulated throttling, brand ${BRAND}, ${server.url}; floor ${floorServer.url}\n`,
    );
    console.log(
      'page         network   score   LCP ms   TBT ms    CLS    transfer  requests  LCP/floor  runs (LCP ms)',
    );
    const floors = new Map<string, Median>();
    // Floor and screens interleaved per network, so both see the machine as it is then.
    for (const network of Object.keys(TARGETS)) {
      for (const page of [...FLOOR_PAGES, ...PAGES].filter((p) => p.network === network)) {
        const base = page.floor ? floorServer.url : server.url;
        const runs: Run[] = [];
        for (let i = 0; page.repeat && i < WARM_UPS; i++)
          await audit(base + page.path, chrome.port, page);
        for (let i = 0; i < RUNS; i++) runs.push(await audit(base + page.path, chrome.port, page));
        const m = medianOf(runs);
        if (page.floor) floors.set(network, m);
        const target = TARGETS[network]!;
        const floor = floors.get(network);
        const ratio = floor ? m.lcpMs / floor.lcpMs : undefined;
        const checks = page.repeat
          ? { score: true, lcp: m.lcpMs <= REPEAT_LCP_MS, tbt: true, cls: true, ratio: true }
          : {
              score: m.score >= target.score,
              lcp: m.lcpMs <= target.lcpMs,
              tbt: m.tbtMs <= target.tbtMs,
              cls: m.cls <= target.cls,
              ratio: !target.floorRatio || ratio === undefined || ratio <= target.floorRatio,
            };
        if (!page.floor) missed ||= !Object.values(checks).every(Boolean);
        // A repeat visit is judged by its LCP alone.
        const t = (ok: boolean, judged = !page.repeat) =>
          page.floor || !judged ? '   ' : mark(ok);
        console.log(
          [
            (page.repeat ? `${page.name}, again` : page.name).padEnd(12),
            page.network.padEnd(8),
            `${String(m.score).padStart(4)} ${t(checks.score)}`,
            `${String(Math.round(m.lcpMs)).padStart(5)} ${t(checks.lcp, true)}`,
            `${String(Math.round(m.tbtMs)).padStart(4)} ${t(checks.tbt)}`,
            `${m.cls.toFixed(3)} ${t(checks.cls)}`,
            `${(m.bytes / 1000).toFixed(1).padStart(6)} KB`,
            String(m.requests).padStart(5),
            page.floor ? '         1.00' : `${ratio?.toFixed(2).padStart(8)} ${t(checks.ratio)}`,
            `  ${runs.map((r) => Math.round(r.lcpMs)).join(', ')}`,
          ].join(' '),
        );
      }
    }
    for (const [network, t] of Object.entries(TARGETS)) {
      console.log(
        `targets, ${network}: score >= ${t.score}, LCP <= ${t.lcpMs} ms${t.floorRatio ? ` and <= ${t.floorRatio} x the floor's` : ''}, TBT <= ${t.tbtMs} ms, CLS <= ${t.cls}`,
      );
    }
    console.log(`target, a repeat visit (", again"), slow 4G: LCP <= ${REPEAT_LCP_MS} ms`);
    console.log(missed ? 'Some targets were missed.' : 'Every target is met.');
  } finally {
    chrome.kill();
    await server.close();
    await floorServer.close();
  }
  process.exitCode = missed ? 1 : 0;
}

await main();
