/**
 * A release's manifest: what a build of every brand holds, as published. Written at
 * `releases/<id>/manifest.json` of the target; `verify` compares the target with it, `prune`
 * keeps the assets the kept manifests name.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder, mapLimit } from '../build/files';
import { RECORD_FILE, type BuildRecord } from '../build/build-brands';
import { ASSETS_FOLDER } from '../build/preloads';
import { readBuiltSites } from '../server/nginx-conf';
import { CACHE_CONTROL, HEADERS_FILE, SERVICE_WORKER_PATH } from '../server/site-policy';
import { CONTENT_TYPES } from '../server/static-files';

export const MANIFEST_VERSION = 1;
/** Where a target keeps its releases: releases/<id>/<brand>/... and releases/<id>/manifest.json. */
export const RELEASES = 'releases';
export const MANIFEST_FILE = 'manifest.json';

/** A published file: its key under the target, content and the headers it is served with. */
export interface ManifestFile {
  key: string;
  sha256: string;
  size: number;
  contentType: string;
  cacheControl: string;
  /** A precompressed copy (assets/x.js.br): the encoding of its bytes. */
  contentEncoding?: 'br' | 'gzip';
}

export interface ManifestBrand {
  id: string;
  hosts: string[];
  /** The headers of every answer of the brand's site (its `_headers`, HSTS aside). */
  headers: Record<string, string>;
  files: ManifestFile[];
  /**
   * The release this brand's pages were built for, when it is an earlier one: a publish of other
   * brands, or a rollback of this one, copies them as they were (docs/releasing.md#one-brand-at-a-time).
   */
  builtIn?: string;
  /** The app entry its pages load, when not the release's own `entry`. */
  entry?: string;
}

export interface Manifest {
  version: number;
  release: string;
  created: string;
  /** The app's entry script, e.g. assets/index-xnNep4zt.js. */
  entry: string;
  /** The shared app's files, under assets/ of the target (shared by every release). */
  assets: ManifestFile[];
  brands: ManifestBrand[];
  /** Who published it, and the commit of the repository it was published from (if known). */
  publisher?: string;
  commit?: string;
}

export const manifestKey = (release: string) => `${RELEASES}/${release}/${MANIFEST_FILE}`;
export const releasePrefix = (release: string) => `${RELEASES}/${release}/`;

/** Every file of a release, assets first. */
export const manifestFiles = (m: Manifest): ManifestFile[] => [
  ...m.assets,
  ...m.brands.flatMap((b) => b.files),
];

/**
 * A release id that sorts by time: the UTC time of the publish, then the app entry's hash,
 * e.g. 20261126T042500Z-xnNep4zt.
 */
export function releaseId(entry: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const hash = /-([\w-]+)\.js$/.exec(entry)?.[1] ?? 'app';
  return `${stamp}-${hash}`;
}

const ENCODINGS = { '.br': 'br', '.gz': 'gzip' } as const;

/**
 * How a file is served, by its path in a brand's site or in the shared assets: the content type of
 * its extension (a .br or .gz copy: the type of the file it compresses, and its encoding), and
 * the cache rule of site-policy.ts.
 */
export function servedAs(
  sitePath: string,
): Pick<ManifestFile, 'contentType' | 'cacheControl' | 'contentEncoding'> {
  let ext = path.extname(sitePath);
  const encoding = ENCODINGS[ext as keyof typeof ENCODINGS];
  if (encoding) ext = path.extname(sitePath.slice(0, -ext.length));
  const contentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
  const cacheControl =
    sitePath.startsWith(`${ASSETS_FOLDER}/`) || sitePath.startsWith('brand/')
      ? CACHE_CONTROL.immutable
      : path.posix.basename(sitePath) === 'index.html' || `/${sitePath}` === SERVICE_WORKER_PATH
        ? CACHE_CONTROL.page
        : CACHE_CONTROL.other;
  return { contentType, cacheControl, ...(encoding ? { contentEncoding: encoding } : {}) };
}

async function describeFile(file: string, key: string, sitePath: string): Promise<ManifestFile> {
  const body = await readFile(file);
  return {
    key,
    sha256: createHash('sha256').update(body).digest('hex'),
    size: body.length,
    ...servedAs(sitePath),
  };
}

/** What a build record says the shared app's entry is (npm run build:brands writes it). */
async function sharedEntry(from: string): Promise<string> {
  const text = await readFile(path.join(from, RECORD_FILE), 'utf8').catch(() => '{}');
  const entry = (JSON.parse(text) as Partial<BuildRecord>).shared?.entry;
  if (!entry || !(await stat(path.join(from, entry)).catch(() => undefined))) {
    throw new Error(
      `${from} is not a build of every brand (npm run build:brands -- --out ${from})`,
    );
  }
  return entry;
}

/**
 * The manifest of a build of every brand (the shared layout), as the release published at `now`:
 * the shared assets under assets/, each brand's files under releases/<release>/<id>/ (its
 * `_headers` is in the manifest, as headers, not a file), of the brands `only` names (default:
 * all it holds). `sources` maps each key to the file to upload.
 */
export async function describeBuild(
  from: string,
  now: Date,
  only?: readonly string[],
): Promise<{ manifest: Manifest; sources: Map<string, string> }> {
  const entry = await sharedEntry(from);
  const release = releaseId(entry, now);
  const sites = (await readBuiltSites(from)).filter((s) => !only || only.includes(s.id));
  const missing = only?.find((id) => !sites.some((s) => s.id === id));
  if (missing) throw new Error(`${from} holds no build of ${missing}`);
  const selfContained = sites.find((s) => s.selfContained);
  if (selfContained) {
    throw new Error(`${selfContained.id} was built alone, with its own assets: use build:brands`);
  }
  const sources = new Map<string, string>();
  const describe = async (dir: string, prefix: string, site: string) =>
    mapLimit(
      (await filesUnder(dir)).filter((rel) => rel !== HEADERS_FILE),
      16,
      (rel) => {
        const key = `${prefix}${rel}`;
        sources.set(key, path.join(dir, rel));
        return describeFile(path.join(dir, rel), key, `${site}${rel}`);
      },
    );
  const assets = await describe(path.join(from, ASSETS_FOLDER), 'assets/', 'assets/');
  const brands = await mapLimit(sites, 8, async (site) => ({
    id: site.id,
    hosts: site.hosts,
    headers: site.headers,
    files: await describe(site.dir, `${releasePrefix(release)}${site.id}/`, ''),
  }));
  const manifest: Manifest = {
    version: MANIFEST_VERSION,
    release,
    created: now.toISOString(),
    entry,
    assets,
    brands,
  };
  return { manifest, sources };
}

/** A manifest read back from a target; refuses one of another version. */
export function parseManifest(text: string, key: string): Manifest {
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.version !== MANIFEST_VERSION || !Array.isArray(manifest.brands)) {
    throw new Error(`${key}: not a release manifest of version ${MANIFEST_VERSION}`);
  }
  return manifest;
}
