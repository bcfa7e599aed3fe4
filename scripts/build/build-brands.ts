import { existsSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { InlineConfig } from 'vite';
import { PRERENDER_ENTRY, PRERENDER_FOLDER } from './shells';
import { loadBrands, resolvePaths, type BrandCheckOptions } from '../brand/index';
import type { Brand } from '../../src/types/brand.gen';
import { filesWritten } from './file-writer';
import { hashInputs, hashOf, mapLimit, mirrorFolder, writeFileAtomic } from './files';
import { openRelease } from './release-folder';
import { precompressAssets } from './precompress';
import { ASSETS_FOLDER, assetsUrlProblem, DEFAULT_ASSETS_URL } from './preloads';
import { brandPagesKey } from './brand-pages';
import { compileServiceWorker } from './service-worker';
import {
  brandAssetFiles,
  prepareBrandFiles,
  readCompiledApp,
  ROOT,
  stampBrand,
  type BrandAssets,
} from './stamp';

/**
 * - `self-contained`: each dist/<id>/ holds the compiled app under assets/ too; any static host
 *   serves it alone (`npm run build -- --brand <id>`).
 * - `shared`: the compiled app is written once, to <outDir>/assets/, and each <outDir>/<id>/
 *   holds only the brand's index.html, manifest and brand/ files (`npm run build:brands`).
 */
export type Layout = 'self-contained' | 'shared';

/** What the compile depends on, relative to the project root: a change recompiles the app. */
export const APP_INPUTS = [
  'src',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/vite',
] as const;
/**
 * The stamp's own code, and the headers it writes (site-policy.ts): a change re-stamps every
 * brand (the app is not recompiled for it).
 */
// The markets' rules fill each brand's licences (toRuntimeCompliance): a new rule restamps.
const STAMP_INPUTS = [
  'scripts/build',
  'scripts/server/site-policy.ts',
  'scripts/brand/compliance.ts',
  'schemas/markets.json',
] as const;

/** The build record, <outDir>/.build-record.json: what the folder holds, to redo only the rest. */
export const RECORD_FILE = '.build-record.json';
const RECORD_VERSION = 1;
const APP_KEY_FILE = '.app-key';

export interface BuildRecord {
  version: number;
  /** The compile <outDir>/assets/ holds (shared layout). */
  shared?: { app: string; entry: string };
  /** Per brand: the hash of everything its site was stamped from. */
  brands: Record<string, { key: string; layout: Layout; entry: string }>;
}

/** Where the app is compiled when a build names no folder (npm run build, npm start). */
export const DEFAULT_APP_DIR = path.join(ROOT, '.cache/app');

export interface BuildOptions {
  ids: string[];
  /** Where brand sites go: <outDir>/<id>/ (and <outDir>/assets/ for the shared layout). */
  outDir?: string;
  /** Where the brand-agnostic app is compiled (and kept, with the key of its inputs). */
  appDir?: string;
  layout?: Layout;
  /** URL of the shared assets folder (a CDN folder, ending in /); default /assets/. */
  assetsUrl?: string;
  /**
   * Compile anew and stamp every brand of `ids` anew, whatever the record and the kept compile
   * say. The brands the build does not build keep their sites, their place in the record and the
   * assets their pages name.
   */
  force?: boolean;
  /** Remove <outDir>/<id>/ of brands the record lists but `ids` does not (building all). */
  prune?: boolean;
  /** Where the brand files are (root holding brands/, and the message files' folder). */
  brands?: BrandCheckOptions;
  /** Project root whose APP_INPUTS are hashed and compiled (default: this repo). */
  root?: string;
  log?: (line: string) => void;
  /** Extra Vite options for the compile (e.g. source maps for the size report). */
  vite?: InlineConfig;
}

export interface BuildReport {
  /** The brands built, checked, in the order of `ids`. */
  brands: Brand[];
  /** Checking the brand files. */
  checkMs: number;
  /** Whether the app was compiled (false: the kept compile was up to date). */
  compiled: boolean;
  compileMs: number;
  /** Ids of the brands stamped, in order; the others were up to date. */
  stamped: string[];
  upToDate: string[];
  /** Brand folders removed (prune). */
  pruned: string[];
  totalMs: number;
}

const ms = (t: number) => Math.round(performance.now() - t);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function readRecord(outDir: string): Promise<BuildRecord> {
  try {
    const record = JSON.parse(
      await readFile(path.join(outDir, RECORD_FILE), 'utf8'),
    ) as BuildRecord;
    if (record.version === RECORD_VERSION && record.brands) return record;
  } catch {
    // none yet, or unreadable: build everything
  }
  return { version: RECORD_VERSION, brands: {} };
}

/**
 * Compiles the app into appDir with Vite, as a production build; then the service worker, which
 * each brand's sw.js is stamped from. Its assets are precompressed after (buildInto), while the
 * brands are stamped.
 */
async function compileApp(root: string, appDir: string, vite: InlineConfig): Promise<void> {
  // Loaded by a compile only: a build that reuses the kept compile (one brand file edited) starts
  // sooner without it.
  const { build, mergeConfig } = await import('vite');
  // A site is a production build whatever NODE_ENV the caller runs under (Vitest sets "test",
  // which would bundle React's development builds).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build(
    mergeConfig<InlineConfig, InlineConfig>(
      {
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: appDir, emptyOutDir: true },
      },
      vite,
    ),
  )
    .then(() => compilePrerender(root, appDir, vite))
    .then(() => compileServiceWorker(root, appDir))
    .finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    });
}

/**
 * The prerender of the page shells (src/app/prerender.tsx) compiled for Node into
 * <appDir>/.prerender/, with the same configuration as the app and every dependency bundled in
 * (it runs from any folder): once per compile, then run per brand at stamp time (shells.ts).
 */
async function compilePrerender(root: string, appDir: string, vite: InlineConfig): Promise<void> {
  const { build, mergeConfig } = await import('vite');
  await build(
    mergeConfig<InlineConfig, InlineConfig>(
      {
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'warn',
        ssr: { noExternal: true, target: 'node' },
        // React's and styled-components' production code, as in the app's bundle (they pick it
        // by NODE_ENV, which the build's own process does not set): the same output, without the
        // development checks, which made each shell cost several times as much to render.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: PRERENDER_ENTRY,
          outDir: path.join(appDir, PRERENDER_FOLDER),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          // .mjs: an ES module wherever the folder is (loaded from a folder without a
          // package.json saying so, tsx took the .js for CommonJS).
          rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].mjs' } },
        },
      },
      vite,
    ),
  );
}

/**
 * A brand's images (hashed names) and the hash of everything its site is stamped from but the
 * app: its file, its images (whose names carry their content hashes) and its own pages' files.
 */
function brandInputs(brand: Brand, assets: BrandAssets, common: string, brandsDir: string) {
  const key = hashOf([
    common,
    JSON.stringify(brand),
    ...assets.files.map((f) => f.target),
    brandPagesKey(brand, brandsDir),
  ]);
  return { assets, key };
}

/**
 * Builds brand sites: checks the brand files (a broken one fails before anything is written),
 * compiles the application once (or reuses the kept compile when its inputs are unchanged), then
 * stamps each brand onto it, skipping brands whose inputs are those of the last build (the build
 * record in <outDir>). `force` redoes the compile and the brands it builds.
 */
export async function buildBrands(options: BuildOptions): Promise<BuildReport> {
  // A forced build stamps each brand it builds into a folder of its own anew.
  const release = await openRelease(options.outDir ?? path.join(ROOT, 'dist'), {
    replaced: options.force ? options.ids : [],
  });
  try {
    const report = await buildInto({ ...options, outDir: release.dir });
    await release.commit();
    return report;
  } catch (error) {
    await release.abort();
    throw error;
  }
}

/** The build itself, into a new release folder (scripts/build/release-folder.ts). */
async function buildInto({
  ids,
  outDir = path.join(ROOT, 'dist'),
  appDir = DEFAULT_APP_DIR,
  layout = 'self-contained',
  assetsUrl = DEFAULT_ASSETS_URL,
  force = false,
  prune = false,
  brands: brandOptions = {},
  root = ROOT,
  log = console.log,
  vite = {},
}: BuildOptions): Promise<BuildReport> {
  const t0 = performance.now();
  const urlProblem = assetsUrlProblem(assetsUrl);
  if (urlProblem) throw new Error(urlProblem);
  if (layout === 'self-contained' && assetsUrl !== DEFAULT_ASSETS_URL) {
    throw new Error(
      'a self-contained site serves its own assets: an assets URL is for every brand (npm run build:brands)',
    );
  }
  const brands = await loadBrands(ids, brandOptions);
  const { brandsDir } = resolvePaths(brandOptions);
  const checkMs = ms(t0);
  log(`Checked ${plural(brands.length, 'brand file')} in ${checkMs} ms`);

  // What is up to date (the build record), known before the compile: the key of the compile's
  // inputs, and each brand's, of its file and its images.
  const appKey = hashOf([await hashInputs(root, APP_INPUTS), JSON.stringify(vite)]);
  // Read even when forced: it names the brands this build leaves as they are, and the app their
  // pages load, whose files must stay (a forced build of one brand in a folder of many).
  const record = await readRecord(outDir);
  const common = hashOf([appKey, await hashInputs(root, STAMP_INPUTS), layout, assetsUrl]);
  const inputs = brands.map((b) =>
    brandInputs(b, brandAssetFiles(b, brandsDir), common, brandsDir),
  );
  const stale = brands.filter((brand, i) => {
    const last = record.brands[brand.id];
    return (
      force ||
      last?.key !== inputs[i]!.key ||
      !existsSync(path.join(outDir, brand.id, 'index.html')) ||
      (layout === 'self-contained' && !existsSync(path.join(outDir, brand.id, last?.entry ?? '')))
    );
  });
  // The images of the brands to stamp (SVGs optimised, icons drawn) depend on the brand files
  // alone: made while the app compiles (sharp draws in threads of its own), the stamp finds them
  // in the image cache.
  const images = prepareBrandFiles(stale.flatMap((b) => inputs[brands.indexOf(b)]!.assets.files));
  // Awaited after the compile; a failure must not go unhandled meanwhile (the compile's is first).
  images.catch(() => {});

  // The compile: kept in appDir with the key of its inputs, redone when they change.
  const t1 = performance.now();
  const keyFile = path.join(appDir, APP_KEY_FILE);
  const kept = await readFile(keyFile, 'utf8').catch(() => '');
  const compiled = force || kept !== appKey || !existsSync(path.join(appDir, 'index.html'));
  // The compiled assets' Brotli and gzip copies, made while the brands are stamped: a stamp
  // reads none of them, only copying the assets waits for them (its thread pool's work and the
  // stamp's JavaScript share the cores; one after the other, a core stood idle for each).
  let precompressed: Promise<unknown> = Promise.resolve();
  if (compiled) {
    log(`Compiling the app once for ${plural(brands.length, 'brand')}...`);
    await rm(keyFile, { force: true });
    await compileApp(root, appDir, vite);
    precompressed = precompressAssets(path.join(appDir, ASSETS_FOLDER));
    // Awaited before the assets are copied; a failure must not go unhandled meanwhile.
    precompressed.catch(() => {});
    log(`  compiled in ${ms(t1)} ms`);
  } else {
    log(`App unchanged since its last compile: not compiled (${ms(t1)} ms to check)`);
  }
  const compileMs = ms(t1);
  const upToDate = brands.filter((b) => !stale.includes(b)).map((b) => b.id);
  let pruned: string[];
  try {
    const app = { ...(await readCompiledApp(appDir)), assetsWritten: precompressed };

    await mkdir(outDir, { recursive: true });

    if (upToDate.length) log(`${plural(upToDate.length, 'brand')} up to date: not re-stamped`);
    await images;
    let done = 0;
    await mapLimit(stale, 8, async (brand) => {
      const t = performance.now();
      const dir = path.join(outDir, brand.id);
      // Its files are hard links to the previous release's: stamped afresh, never written into.
      // Synchronously: the thread pool may be compressing the app's assets.
      rmSync(dir, { recursive: true, force: true });
      const { assets, key } = inputs[brands.indexOf(brand)]!;
      await stampBrand(brand, app, dir, {
        assetsUrl,
        selfContained: layout === 'self-contained',
        brandsDir,
        assets,
      });
      record.brands[brand.id] = { key, layout, entry: app.entry };
      log(
        `[${++done}/${stale.length}] ${brand.id} -> ${path.relative(root, dir) || dir}/ (${ms(t)} ms)`,
      );
    });

    // The shared app, once its assets are all written (the release is switched to after).
    let removeOldAssets: (() => Promise<void>) | undefined;
    if (layout === 'shared') {
      const shared = path.join(outDir, ASSETS_FOLDER);
      if (
        force ||
        record.shared?.app !== appKey ||
        record.shared.entry !== app.entry ||
        !existsSync(path.join(outDir, app.entry))
      ) {
        await precompressed;
        removeOldAssets = await mirrorFolder(path.join(appDir, ASSETS_FOLDER), shared);
        record.shared = { app: appKey, entry: app.entry };
        log(`  shared app -> ${path.relative(root, shared) || shared}/`);
      }
    }
    if (compiled) {
      await precompressed;
      await writeFile(keyFile, appKey);
    }

    pruned = prune ? Object.keys(record.brands).filter((id) => !ids.includes(id)) : [];
    for (const id of pruned) {
      await rm(path.join(outDir, id), { recursive: true, force: true });
      delete record.brands[id];
      log(`removed ${path.relative(root, path.join(outDir, id))}/: no such brand any more`);
    }
    // The old app's files go once no page in the folder names them any more.
    const shared = Object.values(record.brands).filter((b) => b.layout === 'shared');
    if (shared.every((b) => b.entry === app.entry)) await removeOldAssets?.();
    await writeFileAtomic(path.join(outDir, RECORD_FILE), `${JSON.stringify(record, null, 1)}\n`);
  } catch (error) {
    // Nothing of a failed build writes on after it: its assets' compression and the other
    // brands' files in the writing thread end first.
    await Promise.all([precompressed.catch(() => {}), filesWritten()]);
    throw error;
  }
  return {
    brands,
    checkMs,
    compiled,
    compileMs,
    stamped: stale.map((b) => b.id),
    upToDate,
    pruned,
    totalMs: ms(t0),
  };
}

/**
 * A brand built for a bench, as `npm run build` builds it, into .cache/<bench>/ (SKIP_BUILD=1 in
 * the environment reuses the last build); returns the site's folder.
 */
export async function buildForBench(bench: string, id: string): Promise<string> {
  const work = path.join(ROOT, '.cache', bench);
  if (!process.env.SKIP_BUILD) {
    await buildBrands({
      ids: [id],
      outDir: path.join(work, 'dist'),
      appDir: path.join(work, 'app'),
      log: () => {},
    });
  }
  return path.join(work, 'dist', id);
}
