/**
 * How a built site is served, written once for the Node server (static-files.ts, serve.ts), the
 * nginx configuration (nginx-conf.ts) and the build (scripts/build/stamp.ts writes each site's
 * `_headers` for static hosts): security headers and each brand's content security policy,
 * caching by kind of path, which paths go to the API, which host serves which brand, and the
 * page of an unknown host.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** Sent with every answer: API answers and errors too. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Player links carry ?token= (a phone or player code): other origins get the origin only.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Browser features no page of the app uses, off for the page and every frame in it (the bank
 * widget's too), so an injected script or a hostile frame cannot ask for them. The bank widget
 * takes the payment in its own page, not through the Payment Request API: payment is off too.
 * Left as browsers have them: clipboard-write and web-share (the share panel copies and shares
 * the ticket's link).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * HTTP Strict Transport Security: sent only on answers that reached the browser over https (which
 * browsers require anyway): the bundled server and nginx send it when the request came over TLS
 * or a proxy in front says so (X-Forwarded-Proto: https, see isHttps); static hosts serve https,
 * so `_headers` always has it. One year, this host only (includeSubDomains would bind every
 * other site of the operator's domain to https too: the operator's call, at its TLS proxy).
 */
export const HSTS = { name: 'Strict-Transport-Security', value: 'max-age=31536000' } as const;

/** The first value of an X-Forwarded-* header: the one the proxy nearest the player set. */
const firstProxyValue = (header: string | string[] | undefined): string =>
  [header ?? ''].flat()[0]!.split(',')[0]!.trim();

/**
 * Whether a request reached the browser over https: it came over TLS, or the first value of the
 * X-Forwarded-Proto its proxy set is https. (Trusting any client's header is harmless here: a
 * browser ignores HSTS received over plain http.) nginx-conf.ts's HSTS map says the same.
 */
export function isHttps(
  encrypted: boolean,
  forwardedProto: string | string[] | undefined,
): boolean {
  return encrypted || firstProxyValue(forwardedProto).toLowerCase() === 'https';
}

/** HSTS for the Node server's answer to `req`, when it goes over https; else nothing. */
export function hstsHeader(
  req: Pick<IncomingMessage, 'socket' | 'headers'>,
): Record<string, string> {
  return isHttps('encrypted' in req.socket, req.headers['x-forwarded-proto'])
    ? { [HSTS.name]: HSTS.value }
    : {};
}

const SELF = "'self'";
const NONE = "'none'";

/** A CSP hash source of a text: its SHA-256 in base64, as browsers compare inline code. */
export const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * styled-components 6 injects its CSS through the CSSOM in a production build: it adds one empty
 * `<style data-styled>` to the head and calls insertRule() on that element's sheet. A CSP checks
 * the text of a <style> element, not rules added through the CSSOM, so the hash of the empty text
 * lets that element (and only an empty one) be; without it the browser gives the element no
 * sheet and the app stops (styled-components error 17). Stricter than the alternatives: a nonce
 * would have to be one fixed value in a static page (an injected <style> could copy it), and
 * 'unsafe-inline' admits any injected style. The dev server injects text instead (no CSP there).
 */
export const EMPTY_STYLE_HASH = hashSource('');

/** Where team and league logos are when the brand does not say (src/app/main.tsx's default). */
export const DEFAULT_MEDIA_BASE = '/media';

/** What a brand's policy depends on: the fields of its file that name other origins. */
export interface PolicyBrand {
  api: { basePath: string; mediaBasePath?: string };
  payments: { providers: readonly string[]; bankWidgetOrigin?: string };
  embedOrigins?: readonly string[];
  telemetry?: { endpoint: string };
}

/** What a page's policy depends on besides its brand. */
export interface PolicyPage {
  /** Where the page loads the compiled app from: /assets/, or a CDN folder's URL. */
  assetsUrl: string;
  /** The text of each inline script and style of the page, as written (allowed by hash). */
  inlineScripts: readonly string[];
  inlineStyles: readonly string[];
}

/** 'self' for a path of the site, else the URL's origin. */
const sourceOf = (url: string): string => (url.startsWith('/') ? SELF : new URL(url).origin);
const sources = (...list: (string | undefined)[]): string =>
  [...new Set(list.filter((s): s is string => !!s))].join(' ');

/**
 * A brand page's Content-Security-Policy: nothing but what the app uses (default-src 'none'),
 * scripts from the site, the assets folder and the bank widget, and the page's own inline scripts
 * by hash (the preload scripts the stamp writes; the brand config is a JSON data block, never
 * run); no 'unsafe-inline', no 'unsafe-eval'. Images from the site, the assets folder, the
 * media and the API (the API's preview images); calls to the API and the telemetry endpoint
 * (when the brand names one: its beacons are connect-src too); frames from the bank widget only;
 * framed by the brand's own pages and its embedOrigins only.
 * The service worker: only the site's own (worker-src 'self', /sw.js). It runs under the policy
 * sent with its script, which is this one (every file of a site gets the site's headers, and a
 * static host merges two policies of one path into both), and its fetches are connections: so
 * connect-src has, besides the API and the telemetry endpoint, what the worker fetches: the site
 * (its pages, manifest and images), the assets folder and the media.
 */
export function contentSecurityPolicy(brand: PolicyBrand, page: PolicyPage): string {
  const assets = sourceOf(page.assetsUrl);
  const api = sourceOf(brand.api.basePath);
  const media = sourceOf(brand.api.mediaBasePath ?? DEFAULT_MEDIA_BASE);
  const telemetry = brand.telemetry && sourceOf(brand.telemetry.endpoint);
  const widget = brand.payments.providers.includes('bank')
    ? (brand.payments.bankWidgetOrigin ?? SELF)
    : undefined;
  const directives: [string, string][] = [
    ['default-src', NONE],
    ['script-src', sources(SELF, assets, widget, ...page.inlineScripts.map(hashSource))],
    ['style-src', sources(SELF, assets, ...page.inlineStyles.map(hashSource), EMPTY_STYLE_HASH)],
    ['img-src', sources(SELF, assets, media, api)],
    ['connect-src', sources(api, telemetry, SELF, assets, media)],
    ['frame-src', widget ?? NONE],
    ['manifest-src', SELF],
    ['worker-src', SELF],
    ['object-src', NONE],
    ['base-uri', NONE],
    // Every form of the app is sent by script: none may be submitted to an address.
    ['form-action', NONE],
    ['frame-ancestors', sources(SELF, ...(brand.embedOrigins ?? []))],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * The headers of every answer of a brand's site (its pages above all), HSTS aside: its content
 * security policy, X-Frame-Options where it says the same as frame-ancestors (only the brand's
 * own pages may frame it; it cannot list other origins), the permissions policy and the rest of
 * SECURITY_HEADERS. The build computes them per brand (stamp.ts) into the site's `_headers`,
 * which the bundled server and the nginx configuration read.
 */
export function siteHeaders(brand: PolicyBrand, page: PolicyPage): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(brand, page),
    ...(brand.embedOrigins?.length ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...SECURITY_HEADERS,
  };
}

export const CACHE_CONTROL = {
  /** Content-hashed files: a new content is a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * index.html and the service worker (SERVICE_WORKER_PATH): always asked again (revalidated),
   * so a release shows at the next visit.
   */
  page: 'no-cache',
  /** Other files of a site (manifest.webmanifest). */
  other: 'public, max-age=3600',
  /** Errors and API answers. */
  none: 'no-store',
} as const;

/**
 * Sent with the shared app's files (/assets/): pages load them as CORS module scripts, so a page
 * on one host can take them from another (a CDN in front of this server, or another brand's host).
 */
export const SHARED_ASSET_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
};

/** A site's service worker (written by the build: scripts/build/service-worker.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Folders of a site whose files have content hashes in their names. */
export const HASHED_FOLDERS = ['/assets/', '/brand/'] as const;

/** Paths that belong to the operator's API (proxied to API_UPSTREAM / nginx's --upstream). */
export const API_PREFIXES = ['/api/', '/media/'] as const;

/**
 * The demo API's bank widget (scripts/server/demo-api/bank.ts), which its init names by a path of
 * the site: nginx proxies it too, so the bank payments of a demo API upstream work behind it.
 */
export const DEMO_BANK_PREFIX = '/demo-bank/';

export const isApiPath = (pathname: string): boolean =>
  pathname === '/api' || API_PREFIXES.some((p) => pathname.startsWith(p));

/** The suffix under which every brand answers locally: <id>.localhost (Chromium: loopback). */
export const LOCAL_HOST_SUFFIX = '.localhost';

/** The hosts a brand is served at: those of its file, and <id>.localhost for local use. */
export function brandHosts(brand: { id: string; hosts?: readonly string[] }): string[] {
  return [
    ...new Set([...(brand.hosts ?? []), `${brand.id}${LOCAL_HOST_SUFFIX}`].map(normaliseHost)),
  ];
}

/** A host as compared: lower case, without a port or a trailing dot. */
export function normaliseHost(header: string): string {
  const host = header.trim().toLowerCase();
  const bare = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return bare.replace(/\.$/, '');
}

/**
 * The host a request is for: behind a proxy (the nginx configuration's API locations, the Node
 * proxy), the first X-Forwarded-Host, the site's own host; else Host. Trusting a client's header
 * only lets it ask for another public brand's site, as its Host could.
 */
export function requestHost(headers: IncomingHttpHeaders): string | undefined {
  return firstProxyValue(headers['x-forwarded-host']) || headers.host;
}

/** A built site's file of headers, in the format of Netlify and Cloudflare Pages (`_headers`). */
export const HEADERS_FILE = '_headers';

/** A path a static site refuses, and why. */
export interface Refusal {
  status: 400 | 403 | 404;
  text: string;
}

/**
 * A request's path decoded as every static site of the repository reads it (the bundled server,
 * the edge worker), or why it is refused: a malformed escape (400), a NUL or a `..` segment (a way
 * out of the site's folder: 403), the site's `_headers` (the host's, not a file of the site, as
 * on Netlify: 404).
 */
export function decodeSitePath(
  pathname: string,
): { decoded: string; segments: string[] } | Refusal {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, text: 'Bad request' };
  }
  const segments = decoded.split(/[/\\]/);
  if (decoded.includes('\0') || segments.includes('..')) return { status: 403, text: 'Forbidden' };
  if (decoded === `/${HEADERS_FILE}`) return { status: 404, text: 'Not found' };
  return { decoded, segments };
}

/**
 * A site's `_headers`: its headers on every path (HSTS too: those hosts serve https), and the
 * cache rules of its content-hashed folders, its manifest and its service worker. Pages get the host's own caching
 * (Netlify and Cloudflare Pages revalidate HTML); rules matching one path add up on those hosts,
 * so no header is in two rules.
 */
export function renderHeadersFile(brandId: string, headers: Readonly<Record<string, string>>) {
  const rule = (pattern: string, set: Readonly<Record<string, string>>) => [
    pattern,
    ...Object.entries(set).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return `${[
    `# The headers of brand ${brandId}'s site, for static hosts that read _headers (Netlify, Cloudflare Pages).`,
    '# Written by the build (scripts/server/site-policy.ts); the bundled server and npm run nginx:conf send the same.',
    ...rule('/*', { ...headers, [HSTS.name]: HSTS.value }),
    ...HASHED_FOLDERS.flatMap((folder) =>
      rule(`${folder}*`, {
        'Cache-Control': CACHE_CONTROL.immutable,
        ...(folder === '/assets/' ? SHARED_ASSET_HEADERS : {}),
      }),
    ),
    ...rule('/manifest.webmanifest', { 'Cache-Control': CACHE_CONTROL.other }),
    ...rule(SERVICE_WORKER_PATH, { 'Cache-Control': CACHE_CONTROL.page }),
  ].join('\n')}\n`;
}

/**
 * The headers a `_headers` file gives every path (its /* rule), but HSTS: the bundled server and
 * nginx send that one only over https (isHttps).
 */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let everyPath = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      everyPath = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`${HEADERS_FILE}: not a header: ${line.trim()}`);
    const name = line.slice(0, colon).trim();
    if (everyPath && name !== HSTS.name) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

const UNKNOWN_HOST_STYLE =
  'body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem}';

/** What a host no brand claims gets when the server is set to answer 404 (static: no host). */
export function unknownHostPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<style>${UNKNOWN_HOST_STYLE}</style></head>` +
    '<body><h1>No site here</h1><p>No brand is served at this address. Check the link, or ask the ' +
    'operator for the address of its site.</p></body></html>\n'
  );
}

/** The headers of that page (HSTS aside): its style and nothing else, framed by no one. */
export const UNKNOWN_HOST_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `default-src ${NONE}; style-src ${hashSource(UNKNOWN_HOST_STYLE)}; base-uri ${NONE}; form-action ${NONE}; frame-ancestors ${NONE}`,
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
  ...SECURITY_HEADERS,
};

/** The JSON answer of an API path on a host no brand claims. */
export const UNKNOWN_HOST_API = { code: 404, message: 'No brand is served at this host' };

/** The JSON answer of an API path where no upstream is configured (nginx, the edge worker). */
export const NO_UPSTREAM_API = { code: 502, message: 'No API upstream configured' };
