/**
 * Files held in memory for the static site (static-files.ts): each with its Brotli and gzip
 * copies (the build's `<file>.br`/`<file>.gz`, else made here once) and its ETag; the disk is
 * looked at again at most once a second per path, so a new build shows within a second, and
 * concurrent first requests read a file once.
 */
import { readFile, stat } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { compressText } from '../build/precompress';

/** Types worth compressing (the nginx configuration gzips the same). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.map',
  '.xml',
  '.ico',
]);
/** Files smaller than this are sent as they are. */
const GZIP_MIN_BYTES = 256;
/** How long a file read from disk is served without looking at the disk again, in ms. */
const FRESH_MS = 1000;
/** Paths remembered as missing at most (a client can ask for any number of them). */
const MISSING_CAP = 10_000;

/** One way of sending a file: its bytes and every header, computed once. */
export interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

/** A file as served under one caching rule: each encoding, and the 304. */
export interface Answer {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  notModified: OutgoingHttpHeaders;
}

/** A file held in memory with its compressed copies (the build's, else made once here). */
export interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
  /** When the disk was last looked at (Date.now()). */
  checkedAt: number;
  /** The answers by caching rule (Cache-Control, extra and the site's headers). */
  answers: Map<string, Answer>;
  /** The headers of a `_headers` file, once read. */
  headers?: Record<string, string>;
}

/** The file's compressed copies: the build's `.br`/`.gz` beside it, else made now (once). */
async function compressedCopies(file: string, body: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  const ext = path.extname(file).toLowerCase();
  if (!COMPRESSIBLE.has(ext) || body.length < GZIP_MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    readFile(`${file}.br`).catch(() => undefined),
    readFile(`${file}.gz`).catch(() => undefined),
  ]);
  if (br && gz) return { br, gz };
  const made = await compressText(body);
  return { br: br ?? made?.br, gz: gz ?? made?.gz };
}

export type LoadFile = (file: string) => CachedFile | undefined | Promise<CachedFile | undefined>;

/** A loader of files from memory while fresh, else from the disk. */
export function createFileCache(): LoadFile {
  const cache = new Map<string, CachedFile>();
  /** Paths found missing, and when. */
  const missing = new Map<string, number>();
  /** Loads under way, so concurrent first requests read a file once. */
  const loading = new Map<string, Promise<CachedFile | undefined>>();

  const reload = async (file: string): Promise<CachedFile | undefined> => {
    const info = await stat(file).catch(() => undefined);
    const now = Date.now();
    if (!info?.isFile()) {
      cache.delete(file);
      if (missing.size >= MISSING_CAP) missing.clear();
      missing.set(file, now);
      return undefined;
    }
    missing.delete(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) {
      hit.checkedAt = now;
      return hit;
    }
    const body = await readFile(file);
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      ...(await compressedCopies(file, body)),
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      checkedAt: now,
      answers: new Map(),
    };
    cache.set(file, entry);
    return entry;
  };

  return (file) => {
    const now = Date.now();
    const hit = cache.get(file);
    if (hit && now - hit.checkedAt < FRESH_MS) return hit;
    const gone = missing.get(file);
    if (gone !== undefined && now - gone < FRESH_MS) return undefined;
    let pending = loading.get(file);
    if (!pending) {
      pending = reload(file).finally(() => loading.delete(file));
      loading.set(file, pending);
    }
    return pending;
  };
}
