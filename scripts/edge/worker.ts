/**
 * The edge in front of a bucket release, as a Cloudflare Worker (docs/releasing.md#the-edge-worker):
 * it reads the bucket's current.json (cached for POINTER_TTL_SECONDS) and the current release's
 * manifest, and answers each host as nginx answers it for a folder release: the brand's page
 * (no-cache) for its client routes and own pages, the shared assets (immutable) of every kept
 * release, the brand's headers (its content security policy...) on every answer, HSTS over
 * https, the not-found answers, and the unknown-host page. The bucket is read over HTTP from
 * ORIGIN (an S3-compatible URL of the prefix), so any CDN's worker runtime can run it.
 */
import type { Manifest, ManifestBrand } from '../release/manifest';
import {
  CACHE_CONTROL,
  HSTS,
  isApiPath,
  NO_UPSTREAM_API,
  SHARED_ASSET_HEADERS,
  UNKNOWN_HOST_API,
  UNKNOWN_HOST_HEADERS,
  unknownHostPage,
} from '../server/site-policy';
import { brandOf, isPointer, type Pointer, sitePath, siteKey } from './routing';

export interface Env {
  /** The URL of the bucket's prefix, e.g. https://betdeck-sites.s3.eu-west-1.amazonaws.com/prod/. */
  ORIGIN: string;
  /** Base URL of the operator API: /api, /media (and /demo-bank) go there; else they answer 502. */
  API_UPSTREAM?: string;
  /** The brand a host no brand claims gets (nginx's --unknown-host); else the unknown-host page. */
  UNKNOWN_HOST?: string;
  /** How long a worker keeps current.json (default 5 s): a publish shows within it. */
  POINTER_TTL_SECONDS?: string;
}

const DEFAULT_POINTER_TTL_S = 5;
/** Manifests kept per worker: the current release's, and the one before during a switch. */
const MANIFESTS_KEPT = 4;

/** One brand's answers: its headers, and its files under its folder. */
interface BrandSite {
  headers: Readonly<Record<string, string>>;
  files: ReadonlySet<string>;
}

let pointerCache: { pointer: Pointer; at: number; origin: string } | undefined;
const manifests = new Map<string, Promise<Map<string, BrandSite>>>();

const keyUrl = (env: Env, key: string) =>
  `${env.ORIGIN.replace(/\/?$/, '/')}${key.split('/').map(encodeURIComponent).join('/')}`;

async function readJson(env: Env, key: string): Promise<unknown> {
  const res = await fetch(keyUrl(env, key), { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${key}: the bucket answered ${res.status}`);
  return res.json();
}

async function currentPointer(env: Env): Promise<Pointer> {
  const ttl = Number(env.POINTER_TTL_SECONDS ?? DEFAULT_POINTER_TTL_S) * 1000;
  const now = Date.now();
  const cached = pointerCache;
  if (cached && cached.origin === env.ORIGIN && now - cached.at < ttl) return cached.pointer;
  const pointer = await readJson(env, 'current.json');
  if (!isPointer(pointer)) throw new Error('current.json is not a release pointer');
  pointerCache = { pointer, at: now, origin: env.ORIGIN };
  return pointer;
}

/** The brands of a release, from its manifest (read once per worker: a release never changes). */
function releaseSites(env: Env, pointer: Pointer): Promise<Map<string, BrandSite>> {
  const id = `${env.ORIGIN}|${pointer.origin}`;
  let sites = manifests.get(id);
  if (!sites) {
    sites = readJson(env, `${pointer.origin}manifest.json`).then((m) => {
      const brandSite = (b: ManifestBrand): [string, BrandSite] => {
        const folder = siteKey(pointer, b.id, '');
        const files = b.files.map((f) => f.key.slice(folder.length));
        return [b.id, { headers: b.headers, files: new Set(files) }];
      };
      return new Map((m as Manifest).brands.map(brandSite));
    });
    sites.catch(() => manifests.delete(id));
    manifests.set(id, sites);
    while (manifests.size > MANIFESTS_KEPT) manifests.delete(manifests.keys().next().value!);
  }
  return sites;
}

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

/** A fixed answer (no object), never cached, with the headers of the site or of no site. */
function fixed(
  request: Request,
  status: number,
  type: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, string>> = {},
): Response {
  return new Response(request.method === 'HEAD' ? null : body, {
    status,
    headers: {
      'Content-Type': type,
      'Cache-Control': CACHE_CONTROL.none,
      ...headers,
      ...(isHttps(request) ? { [HSTS.name]: HSTS.value } : {}),
      ...extra,
    },
  });
}

/** Headers of a bucket object passed on to the player, as S3 stores them for a publish. */
const OBJECT_HEADERS = [
  'content-type',
  'cache-control',
  'content-encoding',
  'content-length',
  'etag',
  'last-modified',
];

/** An object of the bucket, with the site's headers; 404 when the bucket lacks it. */
async function serveObject(
  request: Request,
  env: Env,
  key: string,
  site: BrandSite,
  shared: boolean,
): Promise<Response> {
  const conditional: Record<string, string> = {};
  for (const name of ['if-none-match', 'if-modified-since']) {
    const value = request.headers.get(name);
    if (value) conditional[name] = value;
  }
  const res = await fetch(keyUrl(env, key), { method: request.method, headers: conditional });
  if (res.status === 404 || res.status === 403) {
    return fixed(request, 404, 'text/plain; charset=utf-8', 'Not found', site.headers);
  }
  if (res.status !== 200 && res.status !== 304) {
    return fixed(request, 502, 'text/plain; charset=utf-8', 'Bad gateway', site.headers);
  }
  const headers = new Headers();
  for (const name of OBJECT_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  const extra = {
    ...site.headers,
    ...(shared ? SHARED_ASSET_HEADERS : {}),
    ...(isHttps(request) ? { [HSTS.name]: HSTS.value } : {}),
  };
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(request.method === 'HEAD' ? null : res.body, {
    status: res.status,
    headers,
  });
}

/** /api, /media and /demo-bank to the operator's API with the site's host, as nginx sends them. */
function proxy(request: Request, env: Env, site: BrandSite): Promise<Response> | Response {
  if (!env.API_UPSTREAM) {
    const body = JSON.stringify(NO_UPSTREAM_API);
    return fixed(request, 502, 'application/json', body, site.headers);
  }
  const url = new URL(request.url);
  const target = `${env.API_UPSTREAM.replace(/\/+$/, '')}${url.pathname}${url.search}`;
  const headers = new Headers(request.headers);
  headers.set('X-Forwarded-Host', url.host);
  headers.set('X-Forwarded-Proto', url.protocol.slice(0, -1));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    redirect: 'manual',
  });
}

/** The answer of a host no brand claims: the page saying so, or the API's 404. */
function unknownHost(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (isApiPath(pathname)) {
    const body = JSON.stringify(UNKNOWN_HOST_API);
    return fixed(request, 404, 'application/json', body, UNKNOWN_HOST_HEADERS);
  }
  const page = unknownHostPage();
  return fixed(request, 404, 'text/html; charset=utf-8', page, UNKNOWN_HOST_HEADERS);
}

export async function handle(request: Request, env: Env): Promise<Response> {
  const pointer = await currentPointer(env);
  const url = new URL(request.url);
  const brand = brandOf(pointer, request.headers.get('host') ?? url.host, env.UNKNOWN_HOST);
  const site = brand && (await releaseSites(env, pointer)).get(brand);
  if (!brand || !site) return unknownHost(request);
  const found = sitePath(url.pathname, site.files);
  if ('api' in found) return proxy(request, env, site);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = 'Method not allowed';
    return fixed(request, 405, 'text/plain; charset=utf-8', text, site.headers, {
      Allow: 'GET, HEAD',
    });
  }
  if ('status' in found) {
    return fixed(request, found.status, 'text/plain; charset=utf-8', found.text, site.headers);
  }
  if ('shared' in found) return serveObject(request, env, found.shared, site, true);
  return serveObject(request, env, siteKey(pointer, brand, found.site), site, false);
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    try {
      return await handle(request, env);
    } catch (error) {
      console.error(error);
      return fixed(request, 503, 'text/plain; charset=utf-8', 'Service unavailable', {});
    }
  },
};
