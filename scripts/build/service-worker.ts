/**
 * Each brand's service worker (src/sw/service-worker.ts, docs/behaviour.md#service-worker): the
 * worker is compiled once into the shared app's folder (compileServiceWorker, a content-hashed
 * file like the rest of the app), and the stamp writes each brand's `sw.js` (renderServiceWorker):
 * the brand's precache list and config, then importScripts() of that file. The list holds the
 * brand's page, manifest and images, and the shared app files its screens need in its languages;
 * never another brand's. Hashed names are their own revision; the page and the manifest carry a
 * hash of their content, so a new release has the device fetch only what changed.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';
import {
  CONFIG_GLOBAL,
  MANIFEST_GLOBAL,
  SERVICE_WORKER_FILE,
  type WorkerConfig,
} from '../../src/sw/worker-config';
import { DEFAULT_MEDIA_BASE } from '../server/site-policy';
import { ASSETS_FOLDER, messagesChunk } from './preloads';
import { scriptJson } from './script-json';

export { SERVICE_WORKER_FILE };

/** Names the compiled worker in the app's folder (a dot file: the build's own, not served). */
const WORKER_RECORD = '.service-worker';

/**
 * Compiles src/sw/service-worker.ts into the app's assets folder as one classic script with a
 * content hash in its name (assets/sw-<hash>.js), named in <appDir>/WORKER_RECORD.
 */
export async function compileServiceWorker(root: string, appDir: string): Promise<void> {
  // Vite loaded by the compile only: the stamp, which reads this module too, does not need it.
  const { build } = await import('vite');
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Workbox's logging and checks are for development builds only.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      target: 'es2022',
      outDir: appDir,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: path.join(root, 'src/sw/service-worker.ts'),
        output: { format: 'iife', entryFileNames: `${ASSETS_FOLDER}/sw-[hash].js` },
      },
    },
  });
  const chunk = [output]
    .flat()
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((c) => c.type === 'chunk' && c.isEntry);
  if (!chunk) throw new Error('the service worker build wrote no script');
  await writeFile(path.join(appDir, WORKER_RECORD), chunk.fileName);
}

/** The compiled worker's file in the app's folder (e.g. assets/sw-1a2b3c.js). */
export async function readCompiledWorker(appDir: string): Promise<string> {
  const file = await readFile(path.join(appDir, WORKER_RECORD), 'utf8').catch(() => '');
  if (!file.startsWith(`${ASSETS_FOLDER}/`)) {
    throw new Error(`${appDir} has no compiled service worker: compile the app again`);
  }
  return file;
}

/**
 * One entry of a precache list, as Workbox takes it: a URL whose name holds its content hash, or
 * a URL with a revision (a hash of its content).
 */
export type PrecacheEntry = string | { url: string; revision: string };

const revisionOf = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

const MESSAGES = /^virtual:messages\/([^/]+)\//;

/**
 * The compiled app's files a brand's pages can load, relative to the assets folder: every chunk
 * the entry reaches (statically or lazily) with its CSS and images, but of the texts only those of
 * `languages` (a language without texts has English's) and English (what a language the brand
 * does not offer shows).
 */
export function appFiles(manifest: Manifest, languages: readonly string[]): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const wanted = new Set(['en']);
  for (const language of languages) {
    const core = messagesChunk(manifest, language, 'core');
    const shown = core && MESSAGES.exec(core)?.[1];
    if (shown) wanted.add(shown);
  }
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    const language = MESSAGES.exec(key)?.[1];
    if (!chunk || seen.has(key) || (language && !wanted.has(language))) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      files.add(file);
    }
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  const prefix = `${ASSETS_FOLDER}/`;
  return [...files]
    .map((f) => {
      if (!f.startsWith(prefix)) throw new Error(`${f} is not under ${prefix}`);
      return f.slice(prefix.length);
    })
    .sort();
}

export interface WorkerSite {
  /** The brand's index.html as written: precached under /index.html with a hash of it. */
  html: string;
  /** Its manifest.webmanifest as written. */
  webManifest: string;
  /** Its own files under brand/ (names with content hashes), e.g. brand/logo-1a2b3c.svg. */
  brandFiles: readonly string[];
  /** Where the pages load the compiled app from (/assets/ or a CDN folder). */
  assetsUrl: string;
  /** The paths its own pages answer (brand-pages.ts), which the app's page does not. */
  pages?: readonly string[];
  /** The brand's languages, and where its team and league images are. */
  brand: { languages: readonly string[]; api: { mediaBasePath?: string } };
}

/** appFiles of a compile's manifest, once per list of languages (brands share a few). */
const appFilesKept = new WeakMap<Manifest, Map<string, readonly string[]>>();
function appFilesOf(manifest: Manifest, languages: readonly string[]): readonly string[] {
  let byLanguages = appFilesKept.get(manifest);
  if (!byLanguages)
    appFilesKept.set(manifest, (byLanguages = new Map<string, readonly string[]>()));
  const key = languages.join(',');
  let files = byLanguages.get(key);
  if (!files) byLanguages.set(key, (files = appFiles(manifest, languages)));
  return files;
}

/** A brand's precache list: its page, manifest and images, and the app files it needs. */
export function precacheList(manifest: Manifest, site: WorkerSite): PrecacheEntry[] {
  return [
    { url: '/index.html', revision: revisionOf(site.html) },
    { url: '/manifest.webmanifest', revision: revisionOf(site.webManifest) },
    ...site.brandFiles.map((f) => `/${f}`),
    ...appFilesOf(manifest, site.brand.languages).map((f) => site.assetsUrl + f),
  ];
}

/**
 * The brand's WorkerConfig: its page, its media folders (the brand's and /media), and the paths
 * of its own pages (its terms, privacy...), which navigations take from the network.
 */
export function workerConfig(site: WorkerSite): WorkerConfig {
  const media = [DEFAULT_MEDIA_BASE, site.brand.api.mediaBasePath ?? DEFAULT_MEDIA_BASE];
  return {
    page: '/index.html',
    media: [...new Set(media)],
    ...(site.pages?.length ? { pages: [...site.pages] } : {}),
  };
}

/**
 * A brand's sw.js: its precache list and config, then the compiled worker (`worker`, the file in
 * the app's folder, loaded from where the pages load the app).
 */
export function renderServiceWorker(worker: string, manifest: Manifest, site: WorkerSite): string {
  const prefix = `${ASSETS_FOLDER}/`;
  if (!worker.startsWith(prefix)) throw new Error(`${worker} is not under ${prefix}`);
  return [
    `// ${SERVICE_WORKER_FILE} of this site: written by the build (scripts/build/service-worker.ts).`,
    `self.${MANIFEST_GLOBAL} = ${scriptJson(precacheList(manifest, site))};`,
    `self.${CONFIG_GLOBAL} = ${scriptJson(workerConfig(site))};`,
    `importScripts(${scriptJson(site.assetsUrl + worker.slice(prefix.length))});`,
    '',
  ].join('\n');
}
