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
 * a target is missed.
 *
 * Beside the hello-world floor, a data floor per screen (scripts/bench/floor/
 * data-floor.tsx): a plain React page that makes the lobby's (or the swipe screen's) API calls
 * and shows its tiles (its first card) with their images, and nothing else. On slow 4G each
 * screen's LCP is printed as a ratio of its data floor's under Lighthouse's simulated throttling
 * and under DevTools throttling (the page really slowed: 150 ms RTT, 1.6 Mbps, 4x CPU), with the
 * first paint against the hello-world page's and TBT against the data floor's. METHODS=simulate
 * leaves DevTools throttling out. Timings vary from machine to machine: this is a bench, not a test; the
 * ratio to the floor is what compares across machines.
 *
 * Env: RUNS (default 3), METHODS (default simulate,devtools), CHROMIUM_PATH (default /usr/bin/chromium), BRAND (default demo),
 * SKIP_BUILD=1 to reuse the last build in .cache/bench-lighthouse/, SCREENS=0 for pages without the
 * first screen rendered by the server (their answers as data blocks only), REPORTS=<folder> to keep
 * each run's Lighthouse report there as JSON (its long tasks: the `long-tasks` audit), PAGES=lobby,swipe
 * to measure only the screens it names (with their floors).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { loadBrand } from '../brand/index';
import { buildForBench } from '../build/build-brands';
import { loadPrerender } from '../build/shells';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { startAppServer } from '../server/serve';
import { HEADERS_FILE, renderHeadersFile, siteHeaders } from '../server/site-policy';
import { ROOT } from '../build/stamp';
import { build } from 'vite';

const RUNS = Number(process.env.RUNS ?? 3);
const BRAND = process.env.BRAND ?? 'demo';
const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The simulated targets, per network (medians). `floorRatio`: LCP at most this times the floor's. */
const TARGETS: Record<
  string,
  { score: number; lcpMs: number; tbtMs: number; cls: number; floorRatio?: number }
> = {
  'slow 4G': { score: 98, lcpMs: 1300, tbtMs: 100, cls: 0.02, floorRatio: 1.15 },
  '3G': { score: 90, lcpMs: 3000, tbtMs: 100, cls: 0.02 },
};

type Brand = Awaited<ReturnType<typeof loadBrand>>;
type Throttling = typeof throttling.mobileSlow4G;
type Method = 'simulate' | 'devtools';
interface Page {
  name: string;
  path: string;
  network: string;
  throttling: Throttling;
  /** The floor page itself (measured, not judged). */
  floor?: boolean;
  /** A data floor: the screen it is the floor of (measured, not judged). */
  dataFloorOf?: string;
  /** A repeat visit: earlier loads installed the service worker; judged by REPEAT_LCP_MS only. */
  repeat?: boolean;
}

/** A repeat visit with the service worker, on slow 4G. */
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

/** Each screen against its data floor, on slow 4G. */
const DATA_TARGETS = { floorRatio: 1.0, tbtOverFloorMs: 100, cls: 0.02 };
const METHODS = (process.env.METHODS ?? 'simulate,devtools').split(',') as Method[];
/** Where each run's Lighthouse report is kept (REPORTS), if anywhere. */
const REPORTS = process.env.REPORTS ? path.resolve(process.env.REPORTS) : undefined;
let reportCount = 0;

/** The data floors of the lobby and the swipe screen (scripts/bench/floor/data.html). */
function dataFloorPages(brand: Brand): Page[] {
  const media = brand.api.mediaBasePath ?? '/media';
  const base = `/data.html?api=${encodeURIComponent(brand.api.basePath)}&media=${encodeURIComponent(media)}`;
  const at = { network: 'slow 4G', throttling: throttling.mobileSlow4G, floor: true };
  return [
    {
      name: 'lobby floor',
      dataFloorOf: 'lobby',
      path: `${base}&lists=${brand.lobby.cards.map(encodeURIComponent).join(',')}`,
      ...at,
    },
    { name: 'swipe floor', dataFloorOf: 'swipe', path: `${base}&card=quickbetx/QBX-101`, ...at },
  ];
}

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
  fcpMs: number;
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

async function audit(url: string, port: number, page: Page, method: Method): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        throttlingMethod: method,
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
  if (REPORTS) {
    await mkdir(REPORTS, { recursive: true });
    const name = `${page.name}${page.repeat ? ' again' : ''} ${page.network} ${method}`;
    const file = `${String(++reportCount).padStart(2, '0')} ${name}`.replace(/\W+/g, '-') + '.json';
    await writeFile(path.join(REPORTS, file), JSON.stringify(lhr));
  }
  const num = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${url}: Lighthouse gave no ${id}`);
    return value;
  };
  const requests = lhr.audits['network-requests']?.details;
  if (process.env.LCP_ELEMENT) {
    // The largest paint's element, as Lighthouse names it (its first node in the audit).
    const node =
      /"nodeLabel":("(?:[^"\\]|\\.)*")[^}]*?"snippet":("(?:[^"\\]|\\.)*")|"snippet":("(?:[^"\\]|\\.)*")[^}]*?"nodeLabel":("(?:[^"\\]|\\.)*")/.exec(
        JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}),
      );
    console.error(
      `LCP element ${url} (${method}): ${node ? node.slice(1).filter(Boolean).join(' ') : 'none'}`,
    );
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    requests: requests?.type === 'table' ? requests.items.length : 0,
  };
}

const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');

/**
 * The floors: scripts/bench/floor/ (the hello-world page, index.html, and the data floors,
 * data.html) built with the app's Vite configuration into .cache/bench-lighthouse/floor/, with
 * the headers a site of the app has (served the same way).
 */
async function buildFloor(brand: Brand): Promise<string> {
  const outDir = path.join(ROOT, '.cache/bench-lighthouse/floor');
  const floorRoot = path.join(ROOT, 'scripts/bench/floor');
  if (!process.env.SKIP_BUILD || !existsSync(path.join(outDir, 'data.html'))) {
    // One build per page: the app's chunk rule puts every entry's first code in one chunk.
    for (const [i, page] of ['index.html', 'data.html'].entries()) {
      await build({
        configFile: path.join(ROOT, 'vite.config.ts'),
        root: floorRoot,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: i === 0,
          manifest: false,
          rolldownOptions: { input: path.join(floorRoot, page) },
        },
      });
    }
  }
  const headers = siteHeaders(brand, {
    assetsUrl: '/assets/',
    inlineScripts: [],
    inlineStyles: [],
  });
  await writeFile(path.join(outDir, HEADERS_FILE), renderHeadersFile('floor', headers));
  return outDir;
}

function medianOf(runs: Run[]): Run {
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  return {
    score: m('score'),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    bytes: m('bytes'),
    requests: m('requests'),
  };
}

/** What a row is measured against: the floors of its network and method, measured before it. */
interface Floors {
  hello?: Run;
  data: Map<string, Run>;
}

/** A screen's checks: the simulated targets and, where it has a data floor, the data floor's. */
function checksOf(page: Page, m: Run, method: Method, floors: Floors) {
  const data = floors.data.get(page.name);
  const dataRatio = data && !page.repeat ? m.lcpMs / data.lcpMs : undefined;
  const checks: Record<string, boolean> = {};
  if (page.repeat) checks.lcp = m.lcpMs <= REPEAT_LCP_MS;
  else if (method === 'simulate') {
    const target = TARGETS[page.network]!;
    const ratio = floors.hello ? m.lcpMs / floors.hello.lcpMs : undefined;
    Object.assign(checks, {
      score: m.score >= target.score,
      lcp: m.lcpMs <= target.lcpMs,
      tbt: m.tbtMs <= target.tbtMs,
      cls: m.cls <= target.cls,
      ratio: !target.floorRatio || ratio === undefined || ratio <= target.floorRatio,
    });
  }
  if (dataRatio !== undefined && data) {
    checks.dataRatio = dataRatio <= DATA_TARGETS.floorRatio;
    checks.cls = (checks.cls ?? true) && m.cls <= DATA_TARGETS.cls;
    if (method === 'simulate') {
      checks.dataTbt = m.tbtMs <= data.tbtMs + DATA_TARGETS.tbtOverFloorMs;
    } else if (floors.hello) {
      checks.fcp = m.fcpMs < floors.hello.fcpMs;
    }
  }
  return { checks, dataRatio, helloRatio: floors.hello && m.lcpMs / floors.hello.lcpMs };
}

function row(page: Page, method: Method, m: Run, runs: Run[], floors: Floors): boolean {
  const measuredOnly = page.floor;
  const { checks, dataRatio, helloRatio } = measuredOnly
    ? { checks: {}, dataRatio: undefined, helloRatio: undefined }
    : checksOf(page, m, method, floors);
  const t = (key: string) => (key in checks ? mark(checks[key]!) : '   ');
  const ratio = (r: number | undefined, key: string) =>
    r === undefined ? '             ' : `${r.toFixed(2).padStart(8)} ${t(key)}`;
  console.log(
    [
      (page.repeat ? `${page.name}, again` : page.name).padEnd(12),
      `${page.network} ${method === 'simulate' ? 'sim' : 'dev'}`.padEnd(12),
      `${String(m.score).padStart(4)} ${t('score')}`,
      `${String(Math.round(m.fcpMs)).padStart(5)} ${t('fcp')}`,
      `${String(Math.round(m.lcpMs)).padStart(5)} ${t('lcp')}`,
      `${String(Math.round(m.tbtMs)).padStart(4)} ${checks.dataTbt === undefined ? t('tbt') : t('dataTbt')}`,
      `${m.cls.toFixed(3)} ${t('cls')}`,
      `${(m.bytes / 1000).toFixed(1).padStart(6)} KB`,
      String(m.requests).padStart(5),
      page.floor && !page.dataFloorOf ? '         1.00' : ratio(helloRatio, 'ratio'),
      page.dataFloorOf ? '         1.00' : ratio(dataRatio, 'dataRatio'),
      `  ${runs.map((r) => Math.round(r.lcpMs)).join(', ')}`,
    ].join(' '),
  );
  return Object.values(checks).every(Boolean);
}

function printTargets() {
  for (const [network, t] of Object.entries(TARGETS)) {
    console.log(
      `targets, ${network}, simulated: score >= ${t.score}, LCP <= ${t.lcpMs} ms${t.floorRatio ? ` and <= ${t.floorRatio} x the hello floor's` : ''}, TBT <= ${t.tbtMs} ms, CLS <= ${t.cls}`,
    );
  }
  console.log(`target, a repeat visit (", again"), slow 4G: LCP <= ${REPEAT_LCP_MS} ms`);
  console.log(
    `targets, slow 4G, lobby and swipe: LCP <= ${DATA_TARGETS.floorRatio.toFixed(2)} x the data floor's (sim and dev); TBT <= the data floor's + ${DATA_TARGETS.tbtOverFloorMs} ms (sim); FCP below the hello floor's (dev); CLS <= ${DATA_TARGETS.cls}`,
  );
}

/** The screens PAGES names (all when unset), by name: `lobby,swipe`. */
const ONLY = process.env.PAGES?.split(',').map((name) => name.trim());

/**
 * The pages a method measures, floors first: DevTools throttling runs the slow 4G first visits.
 * PAGES keeps the screens it names, their data floors and the hello-world floor.
 */
function pagesOf(method: Method, network: string, dataFloors: Page[]): Page[] {
  const all = [...FLOOR_PAGES, ...dataFloors, ...PAGES].filter(
    (p) =>
      p.network === network &&
      (!ONLY || (p.floor && !p.dataFloorOf) || ONLY.includes(p.dataFloorOf ?? p.name)),
  );
  const measured = method === 'simulate' ? all : all.filter((p) => !p.repeat);
  return measured.some((p) => !p.floor) ? measured : [];
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const brand = await loadBrand(BRAND);
  const staticDir = await buildForBench('bench-lighthouse', BRAND);
  const floorDir = await buildFloor(brand);
  // The pages with their first screen rendered by the server (the build's prerender), unless
  // SCREENS=0 (data blocks only, as before).
  const render =
    process.env.SCREENS === '0'
      ? undefined
      : (await loadPrerender(path.join(ROOT, '.cache/bench-lighthouse/app'))).renderScreen;
  const server = await startAppServer({
    staticDir,
    brand,
    port: 0,
    host: '127.0.0.1',
    pageAnswers: { render },
  });
  const floorServer = await startAppServer({
    staticDir: floorDir,
    brand,
    port: 0,
    host: '127.0.0.1',
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const dataFloors = dataFloorPages(brand);
  let missed = false;
  try {
    console.log(
      `Lighthouse ${RUNS} runs per page, mobile, brand ${BRAND}, ${server.url}; floors ${floorServer.url}\n`,
    );
    console.log(
      'page         network     score  FCP ms   LCP ms   TBT ms    CLS    transfer  requests  LCP/hello  LCP/data  runs (LCP ms)',
    );
    // Floors and screens interleaved per network and method, so both see the machine as it is.
    for (const method of METHODS) {
      for (const network of method === 'simulate' ? Object.keys(TARGETS) : ['slow 4G']) {
        const floors: Floors = { data: new Map() };
        for (const page of pagesOf(method, network, dataFloors)) {
          const base = page.floor ? floorServer.url : server.url;
          const runs: Run[] = [];
          for (let i = 0; page.repeat && i < WARM_UPS; i++)
            await audit(base + page.path, chrome.port, page, method);
          for (let i = 0; i < RUNS; i++)
            runs.push(await audit(base + page.path, chrome.port, page, method));
          const m = medianOf(runs);
          if (page.dataFloorOf) floors.data.set(page.dataFloorOf, m);
          else if (page.floor) floors.hello = m;
          const ok = row(page, method, m, runs, floors);
          if (!page.floor) missed ||= !ok;
        }
      }
    }
    printTargets();
    console.log(missed ? 'Some targets were missed.' : 'Every target is met.');
  } finally {
    chrome.kill();
    await server.close();
    await floorServer.close();
  }
  process.exitCode = missed ? 1 : 0;
}

await main();
