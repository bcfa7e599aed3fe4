/**
 * npm run brand:gallery's work: build the brands (the release build, dist/, with its build record:
 * only what changed is built again), serve them all by host with the demo API, capture each
 * brand's screens (GALLERY_SCREENS) in Chromium on a phone, and write gallery/index.html.
 * Everything is written to a folder of its own first and put in place of gallery/ in one rename
 * at the end: an interrupted or failed run leaves the last gallery as it was, never half of one.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { Brand } from '../../src/types/brand.gen';
import { checkBrandFiles, resolvePaths } from '../brand/index';
import { buildBrands } from '../build/build-brands';
import { mapLimit } from '../build/files';
import { ASSETS_FOLDER } from '../build/preloads';
import { ROOT } from '../build/stamp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { startAppServer } from '../server/serve';
import { LOCAL_HOST_SUFFIX } from '../server/site-policy';
import { renderGallery, type GalleryRow } from './html';
import { GALLERY_SCREENS, imagesSettled, otherLicenceHost, PHONE } from './screens';

/** Brands captured at once: each a page in the one browser (the machine has few cores). */
const PARALLEL = 3;
const SCREEN_TIMEOUT_MS = 30_000;

/** Where a run writes before its gallery is put in place (the same disk as gallery/). */
const PARTIAL_PREFIX = 'gallery-partial-';

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs `work` on a new empty folder, then puts that folder in place of `dest` in one rename. When
 * `work` fails (or is aborted), the folder is removed and `dest` is left as it was.
 */
export async function replaceFolder(
  dest: string,
  work: (dir: string) => Promise<void>,
  partialsDir = path.join(ROOT, '.cache'),
): Promise<void> {
  await mkdir(partialsDir, { recursive: true });
  // What runs killed outright left behind.
  for (const name of await readdir(partialsDir)) {
    const pid = Number(name.slice(PARTIAL_PREFIX.length));
    if (name.startsWith(PARTIAL_PREFIX) && !running(pid)) {
      await rm(path.join(partialsDir, name), { recursive: true, force: true });
    }
  }
  const dir = path.join(partialsDir, `${PARTIAL_PREFIX}${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  try {
    await work(dir);
    const old = `${dir}-old`;
    if (existsSync(dest)) await rename(dest, old);
    await rename(dir, dest);
    await rm(old, { recursive: true, force: true });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface GalleryOptions {
  ids: string[];
  /** Default: gallery/ in the project. */
  dest?: string;
  /** Stops the run (Ctrl-C): nothing is written. */
  signal?: AbortSignal;
  /** The progress line (rewritten in place on a terminal). */
  progress?: (line: string) => void;
  log?: (line: string) => void;
}

export interface GalleryReport {
  dest: string;
  rows: GalleryRow[];
  captures: number;
  failures: number;
  ms: number;
}

async function captureBrand(
  browser: Browser,
  brand: Brand,
  origin: string,
  dir: string,
  step: (label: string) => void,
  signal?: AbortSignal,
): Promise<Pick<GalleryRow, 'shots' | 'failed'>> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  // The swipe tour is seen: the deck shows as players see it on their next visits.
  await context.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
  context.setDefaultTimeout(SCREEN_TIMEOUT_MS);
  const shots: GalleryRow['shots'][number][] = [];
  const failed: GalleryRow['failed'][number][] = [];
  try {
    for (const screen of GALLERY_SCREENS) {
      if (screen.applies && !screen.applies(brand)) continue;
      signal?.throwIfAborted();
      step(`${brand.id}: ${screen.title}`);
      const page = await context.newPage();
      const file = `screens/${brand.id}-${screen.id}.png`;
      try {
        await screen.open(page, origin, brand);
        await imagesSettled(page);
        await page.screenshot({
          path: path.join(dir, file),
          animations: 'disabled',
          caret: 'hide',
        });
        shots.push({ file, title: screen.title });
      } catch (error) {
        if (signal?.aborted) throw error;
        failed.push({ title: screen.title, error: String(error).split('\n')[0]! });
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  return { shots, failed };
}

/**
 * The hosts of other licences sent to the gallery's server (its own addresses, <id>.localhost,
 * are this machine's already).
 */
function hostRules(brands: readonly Brand[]): string[] {
  const hosts = brands.flatMap((b) => otherLicenceHost(b) ?? []);
  if (!hosts.length) return [];
  return [`--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1`).join(', ')}`];
}

export async function makeGallery({
  ids,
  dest = path.join(ROOT, 'gallery'),
  signal,
  progress = () => {},
  log = console.log,
}: GalleryOptions): Promise<GalleryReport> {
  const started = Date.now();
  const outDir = path.join(ROOT, 'dist');
  log(
    `Building ${ids.length} brand${ids.length === 1 ? '' : 's'} (npm run build:brands's dist/)...`,
  );
  const { brands } = await buildBrands({ ids, outDir, layout: 'shared', log: () => {} });
  const { brandsDir } = resolvePaths();
  const checked = await checkBrandFiles(brands.map((b) => path.join(brandsDir, `${b.id}.json`)));
  signal?.throwIfAborted();

  const server = await startAppServer({
    sites: brands.map((brand) => ({ brand, staticDir: path.join(outDir, brand.id) })),
    assetsDir: path.join(outDir, ASSETS_FOLDER),
    port: 0,
    host: '127.0.0.1',
  });
  const total = brands.reduce(
    (n, b) => n + GALLERY_SCREENS.filter((s) => !s.applies || s.applies(b)).length,
    0,
  );
  let done = 0;
  let rows: GalleryRow[] = [];
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
      args: [...CHROMIUM_ARGS, ...hostRules(brands)],
    });
    const b = browser;
    await replaceFolder(dest, async (dir) => {
      await mkdir(path.join(dir, 'screens'));
      rows = await mapLimit(brands, PARALLEL, async (brand, i) => {
        const address = `http://${brand.id}${LOCAL_HOST_SUFFIX}:${server.port}`;
        const captured = await captureBrand(
          b,
          brand,
          address,
          dir,
          (label) => progress(`[${++done}/${total}] ${label}`),
          signal,
        );
        return { brand, warnings: checked[i]!.warnings, ...captured };
      });
      signal?.throwIfAborted();
      await writeFile(path.join(dir, 'index.html'), renderGallery(rows, new Date()));
    });
  } finally {
    await browser?.close();
    await server.close();
  }
  const failures = rows.reduce((n, r) => n + r.failed.length, 0);
  return { dest, rows, captures: total - failures, failures, ms: Date.now() - started };
}
