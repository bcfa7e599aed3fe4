/**
 * What the edge in front of a bucket release answers (docs/releasing.md#the-edge-worker): which
 * brand a host is, and which object of the bucket a path of its site is, by the rules of the
 * bundled server and the nginx configuration (scripts/server/static-files.ts, nginx-conf.ts).
 * Pure functions over the pointer (current.json) and a brand's files, without Node's modules, so
 * the Cloudflare Worker (worker.ts) and the CloudFront Function (cloudfront.ts) share them.
 */
import { FILE_NAME } from '../server/content-types';
import {
  API_PREFIXES,
  decodeSitePath,
  DEMO_BANK_PREFIX,
  HEADERS_FILE,
  normaliseHost,
} from '../server/site-policy';

/** current.json of a bucket (scripts/release/target.ts's pointerBody). */
export interface Pointer {
  release: string;
  /** releases/<id>/: the folder of the current release's sites. */
  origin: string;
  /** host -> brand id. */
  hosts: Readonly<Record<string, string>>;
}

/** Whether a text is a pointer: a bucket holding something else is not served. */
export function isPointer(value: unknown): value is Pointer {
  const p = value as Partial<Pointer> | null;
  return (
    typeof p?.release === 'string' &&
    typeof p.origin === 'string' &&
    /^releases\/[\w-]+\/$/.test(p.origin) &&
    typeof p.hosts === 'object' &&
    p.hosts !== null
  );
}

/**
 * The brand a request's Host header is for, or `unknownHost` (a brand id: nginx's
 * --unknown-host), else undefined: the page saying no brand is served there.
 */
export function brandOf(
  pointer: Pointer,
  hostHeader: string | null | undefined,
  unknownHost?: string,
): string | undefined {
  const host = hostHeader ? normaliseHost(hostHeader) : '';
  const brand = Object.hasOwn(pointer.hosts, host) ? pointer.hosts[host] : undefined;
  if (brand) return brand;
  return unknownHost && Object.values(pointer.hosts).includes(unknownHost)
    ? unknownHost
    : undefined;
}

/** What a path of a brand's site is: an object of the bucket, the API, or a refusal. */
export type SitePath =
  | { status: 400 | 403 | 404; text: string }
  | { api: true }
  /** assets/<file>: the shared app, every kept release's (an open page of the last one too). */
  | { shared: string }
  /** A file of the brand's site in the current release, e.g. index.html, terms/index.html. */
  | { site: string };

const NOT_FOUND = { status: 404, text: 'Not found' } as const;

/** The API's paths, with the demo bank widget's when an upstream takes them (nginx's). */
export const isUpstreamPath = (pathname: string): boolean =>
  pathname === '/api' || [...API_PREFIXES, DEMO_BANK_PREFIX].some((p) => pathname.startsWith(p));

/**
 * The object a request path names for a brand whose site holds `files` (paths under its folder:
 * index.html, sw.js, brand/logo-1a2b.svg, terms/index.html...), as nginx's try_files and the
 * bundled server find it: a file as it is; a brand's own page at its path (`/terms` from
 * terms/index.html); a name ending in a type the site has (FILE_NAME) and missing, or a missing
 * file of brand/, a 404; any other path a client route, answered with the brand's index.html.
 * `files` undefined (an edge that cannot list them, CloudFront's): own pages are not found, every
 * other path not a file gets index.html.
 */
export function sitePath(pathname: string, files?: ReadonlySet<string>): SitePath {
  if (isUpstreamPath(pathname)) return { api: true };
  const read = decodeSitePath(pathname);
  if ('status' in read) return read;
  const { decoded, segments } = read;
  if (!decoded.startsWith('/')) return { status: 403, text: 'Forbidden' };
  const rel = decoded.slice(1).replace(/\/{2,}/g, '/');
  if (rel.startsWith('assets/')) return rel.length > 7 ? { shared: rel } : NOT_FOUND;
  const has = (p: string) => files?.has(p) ?? false;
  if (rel === '' || rel.endsWith('/')) {
    const page = `${rel}index.html`;
    return has(page) || (!files && rel === '') ? { site: page } : { site: 'index.html' };
  }
  const last = segments[segments.length - 1] ?? '';
  const isFile = FILE_NAME.test(last) || rel.startsWith('brand/');
  if (isFile) return has(rel) || (!files && rel !== HEADERS_FILE) ? { site: rel } : NOT_FOUND;
  if (has(`${rel}/index.html`)) return { site: `${rel}/index.html` };
  if (has(rel)) return { site: rel };
  return { site: 'index.html' };
}

/** The key of a brand's site file in the bucket (under the prefix): <origin><brand>/<file>. */
export const siteKey = (pointer: Pointer, brand: string, file: string): string =>
  `${pointer.origin}${brand}/${file}`;
