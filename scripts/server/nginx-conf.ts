/**
 * An nginx configuration serving every built brand of a dist/ folder by host, as the Node server
 * does (scripts/server/serve.ts, static-files.ts): the same cache rules, API paths and hosts
 * (site-policy.ts), each site's security headers from its `_headers` (HSTS over https), the same
 * content types (static-files.ts), the SPA fallback to
 * the brand's index.html, the build's .gz files (gzip_static) and .br files where nginx has the
 * Brotli module, and /api proxied to an upstream. `npm run nginx:conf` prints it.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { parseArgs } from 'node:util';
import { ASSETS_FOLDER } from '../build/preloads';
import { readStampedBrand } from '../build/stamp';
import { MAX_BODY_BYTES } from './http-utils';
import { UPSTREAM_TIMEOUT_MS } from './proxy';
import {
  API_PREFIXES,
  brandHosts,
  CACHE_CONTROL,
  DEMO_BANK_PREFIX,
  HASHED_FOLDERS,
  HEADERS_FILE,
  HSTS,
  NO_UPSTREAM_API,
  readHeadersFile,
  SECURITY_HEADERS,
  SERVICE_WORKER_PATH,
  SHARED_ASSET_HEADERS,
  UNKNOWN_HOST_API,
  UNKNOWN_HOST_HEADERS,
  unknownHostPage,
} from './site-policy';
import { CONTENT_TYPES, COMPRESSIBLE, FILE_NAME } from './static-files';

/** A brand site found in a dist/ folder. */
export interface BuiltSite {
  id: string;
  hosts: string[];
  /** Absolute folder of the site. */
  dir: string;
  /** Whether it carries its own assets/ (a single-brand build) instead of the shared one. */
  selfContained: boolean;
  /** The headers of every answer (its `_headers`, but HSTS). */
  headers: Record<string, string>;
}

/** The brand sites of a dist/ folder: each <id>/index.html stamped with a brand. */
export async function readBuiltSites(root: string): Promise<BuiltSite[]> {
  const sites: BuiltSite[] = [];
  for (const name of (await readdir(root, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (!name.isDirectory() || name.name === ASSETS_FOLDER || name.name.startsWith('.')) continue;
    const dir = path.join(root, name.name);
    const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => undefined);
    const brand = html ? readStampedBrand(html) : undefined;
    if (!brand) continue;
    const headers = await readFile(path.join(dir, HEADERS_FILE), 'utf8').catch(() => {
      throw new Error(`${dir}/${HEADERS_FILE} is missing: build the brand again`);
    });
    sites.push({
      id: brand.id,
      hosts: brandHosts(brand),
      dir,
      selfContained: existsSync(path.join(dir, ASSETS_FOLDER)),
      headers: readHeadersFile(headers),
    });
  }
  return sites;
}

/** Where Debian's nginx keeps dynamic modules, and the Brotli one (libnginx-mod-http-brotli-static). */
export const NGINX_MODULES_DIR = '/usr/lib/nginx/modules';
export const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so';

export interface NginxConfOptions {
  /** The dist/ folder (absolute): <root>/assets/ and <root>/<id>/. */
  root: string;
  sites: readonly BuiltSite[];
  port: number;
  /** Base URL of the operator API; without one /api answers 502. */
  upstream?: string;
  /** What a host no brand claims gets: a brand id, or '404' (the default). */
  unknownHost?: string;
  /** The Brotli module's .so to load, when nginx has it: .br files are then sent. */
  brotliModule?: string;
  /** The `user` directive (only used when nginx starts as root). */
  user?: string;
  /** The operator's certificate and key (absolute paths): every server then speaks TLS and HTTP/2. */
  tls?: Tls;
}

/** A certificate (its chain) and its private key, PEM files. */
export interface Tls {
  cert: string;
  key: string;
}

/** The nginx options of the commands that write a configuration (nginx:conf, release's folder). */
export const NGINX_ARGS = {
  port: { type: 'string' },
  upstream: { type: 'string' },
  'unknown-host': { type: 'string' },
  user: { type: 'string' },
  brotli: { type: 'string', default: 'auto' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
} as const;

/** NGINX_ARGS as parseArgs gives them. */
export type NginxArgs = ReturnType<typeof parseArgs<{ options: typeof NGINX_ARGS }>>['values'];

/** A configuration's options but its root and sites (release's folder target keeps them between runs). */
export type NginxOptions = Omit<NginxConfOptions, 'root' | 'sites'>;

/** A configuration's options from NGINX_ARGS; throws on a wrong one. */
export function nginxOptionsOf(args: NginxArgs): NginxOptions {
  const port = Number(args.port);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error('--port is 1-65535');
  const brotliModule = brotliModuleFor(args.brotli);
  const tls = tlsFor(args['tls-cert'], args['tls-key']);
  return {
    port,
    ...(args.upstream ? { upstream: args.upstream } : {}),
    ...(args['unknown-host'] ? { unknownHost: args['unknown-host'] } : {}),
    ...(brotliModule ? { brotliModule } : {}),
    ...(args.user ? { user: args.user } : {}),
    ...(tls ? { tls } : {}),
  };
}

/**
 * The TLS files of `--tls-cert` and `--tls-key`: both or neither, each a readable file (absolute
 * in the configuration, which nginx reads from its own prefix).
 */
export function tlsFor(cert: string | undefined, key: string | undefined): Tls | undefined {
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error('--tls-cert and --tls-key go together');
  for (const [option, file] of [
    ['--tls-cert', cert],
    ['--tls-key', key],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${option}: no file at ${file}`);
  }
  return { cert: path.resolve(cert), key: path.resolve(key) };
}

/**
 * A server's listen directive. With TLS, HTTP/2 too: a first visit's dozen requests share one
 * connection instead of queueing for six (`listen ... http2` is what nginx 1.22, Debian 12's,
 * knows; newer ones take it with a deprecation notice).
 */
const listen = (port: number, tls: Tls | undefined, isDefault: boolean) =>
  `listen ${port}${tls ? ' ssl http2' : ''}${isDefault ? ' default_server' : ''};`;

/** The http block's TLS settings: the operator's files, current protocols, resumed sessions. */
const tlsLines = (tls: Tls | undefined): Conf[] =>
  tls
    ? [
        '# TLS and HTTP/2 (--tls-cert, --tls-key): one connection carries every request of a page.',
        `ssl_certificate ${str(tls.cert)};`,
        `ssl_certificate_key ${str(tls.key)};`,
        'ssl_protocols TLSv1.2 TLSv1.3;',
        'ssl_session_cache shared:betdeck_tls:10m;',
        'ssl_session_timeout 1d;',
      ]
    : [];

/** A quoted nginx string. nginx has no escape for `$`: text holding one is refused. */
function str(text: string): string {
  if (text.includes('$')) throw new Error(`an nginx string cannot hold "$": ${text}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const headerLines = (headers: Readonly<Record<string, string>>, always = true) =>
  Object.entries(headers).map(([k, v]) => `add_header ${k} ${str(v)}${always ? ' always' : ''};`);

/** The variable holding HSTS for answers over https, else empty (nginx then sends no header). */
const HSTS_VARIABLE = '$betdeck_hsts';

/**
 * HSTS when the request came over https: nginx's own TLS ($scheme), or the first value of the
 * X-Forwarded-Proto of a proxy in front, as site-policy.ts's isHttps says.
 */
const hstsMap = () =>
  block(`map "$scheme:$http_x_forwarded_proto" ${HSTS_VARIABLE}`, [
    'default "";',
    `"~^https:" ${str(HSTS.value)};`,
    `"~*^http:\\s*https\\s*(,|\\z)" ${str(HSTS.value)};`,
  ]);

/** Security headers on every answer, HSTS among them over https. */
const securityLines = (headers: Readonly<Record<string, string>>) => [
  ...headerLines(headers),
  `add_header ${HSTS.name} ${HSTS_VARIABLE} always;`,
];

/**
 * The headers of a location: Cache-Control on successful answers only (a 404 must not be cached
 * for a year), the site's security headers on every answer. nginx drops the add_header of outer
 * blocks in a block that has its own, so each location carries them all.
 */
const served = (cache: string, headers: Readonly<Record<string, string>>) => [
  ...headerLines({ 'Cache-Control': cache }, false),
  ...securityLines(headers),
];

/** A directive, a comment or blank line, or a block with its directives. */
type Conf = string | { block: string; body: Conf[] };
const block = (head: string, body: Conf[]): Conf => ({ block: head, body });

function render(items: readonly Conf[], depth = 0): string[] {
  const pad = '    '.repeat(depth);
  return items.flatMap((item) =>
    typeof item === 'string'
      ? [item ? pad + item : '']
      : [`${pad}${item.block} {`, ...render(item.body, depth + 1), `${pad}}`],
  );
}

/** A fixed answer (no file), with security headers; its type whatever the path's extension. */
const answer = (
  status: number,
  type: string,
  body: string,
  headers: Readonly<Record<string, string>> = SECURITY_HEADERS,
) => [
  block('types', []),
  `default_type ${type};`,
  ...headerLines({ 'Cache-Control': CACHE_CONTROL.none }),
  ...securityLines(headers),
  `return ${status} ${str(body.trimEnd())};`,
];

/**
 * The API locations: proxied to the upstream as the Node proxy does (with the demo bank's), or 502
 * without one.
 */
function apiLocations(upstream: string | undefined): Conf[] {
  const prefixes = API_PREFIXES.map((p) => p.slice(0, -1));
  if (!upstream) {
    return prefixes.map((p) =>
      block(`location ^~ ${p}/`, answer(502, 'application/json', JSON.stringify(NO_UPSTREAM_API))),
    );
  }
  prefixes.push(DEMO_BANK_PREFIX.slice(0, -1));
  const target = new URL(upstream);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`the upstream must be an http(s) URL, got ${upstream}`);
  }
  const base = `${target.protocol}//${target.host}${target.pathname.replace(/\/+$/, '')}`;
  const timeout = `${Math.round(UPSTREAM_TIMEOUT_MS / 1000)}s`;
  return prefixes.map((p) =>
    block(`location ^~ ${p}/`, [
      // With a path in proxy_pass, nginx swaps the location's prefix for it: <upstream path>/api/...
      `proxy_pass ${base}${p}/;`,
      // The bundled server's limit: a bigger body is refused here, not sent on.
      `client_max_body_size ${MAX_BODY_BYTES / 1024}k;`,
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header X-Forwarded-Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      `proxy_read_timeout ${timeout};`,
      `proxy_connect_timeout ${timeout};`,
      ...(target.protocol === 'https:' ? ['proxy_ssl_server_name on;'] : []),
    ]),
  );
}

function brandServer(
  site: BuiltSite,
  { root, port, upstream, tls }: NginxConfOptions,
  isDefault: boolean,
): Conf {
  for (const host of site.hosts) {
    if (!/^[a-z0-9.-]+$/.test(host))
      throw new Error(`${site.id}: host "${host}" is not a host name`);
  }
  // Node serves /assets/ from the shared folder (dist/assets/) unless the site has its own.
  const assetsRoot = site.selfContained ? site.dir : root;
  return block(`server`, [
    listen(port, tls, isDefault),
    `server_name ${site.hosts.join(' ')};`,
    `root ${str(site.dir)};`,
    '',
    '# index.html: asked again at every visit, so a release shows at once.',
    block('location = /index.html', served(CACHE_CONTROL.page, site.headers)),
    '# The service worker: asked again at every visit too (a new release installs at once).',
    block(`location = ${SERVICE_WORKER_PATH}`, [
      'try_files $uri =404;',
      ...served(CACHE_CONTROL.page, site.headers),
    ]),
    "# The brand's own pages (/terms: terms/index.html), else client routes get the page; a",
    '# missing file (a name ending in a type a site has) is a 404.',
    block('location /', [
      'try_files $uri/index.html $uri /index.html;',
      ...served(CACHE_CONTROL.page, site.headers),
    ]),
    block(`location ~* "${FILE_NAME.source}"`, [
      'try_files $uri =404;',
      ...served(CACHE_CONTROL.other, site.headers),
    ]),
    `# The site's headers (${HEADERS_FILE}, for static hosts) are in this configuration, not a file of it.`,
    block(`location = /${HEADERS_FILE}`, answer(404, 'text/plain', 'Not found', site.headers)),
    '# Content-hashed files: cached for a year, never revalidated.',
    ...HASHED_FOLDERS.map((folder) =>
      block(`location ^~ ${folder}`, [
        ...(folder === `/${ASSETS_FOLDER}/` ? [`root ${str(assetsRoot)};`] : []),
        'try_files $uri =404;',
        ...served(CACHE_CONTROL.immutable, site.headers),
        ...(folder === `/${ASSETS_FOLDER}/` ? headerLines(SHARED_ASSET_HEADERS, false) : []),
      ]),
    ),
    '# The operator API.',
    ...apiLocations(upstream),
  ]);
}

/** The site's types for nginx: each MIME type's extensions, those with a charset, those gzipped. */
function typeLists(): {
  types: Map<string, string[]>;
  charsetTypes: string[];
  gzipTypes: string[];
} {
  const types = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
    const mime = type.split(';')[0]!;
    types.set(mime, [...(types.get(mime) ?? []), ext.slice(1)]);
  }
  // text/html always gets the charset (listing it is a warning).
  const charsetTypes = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((t) => t.includes('charset=utf-8'))
        .map((t) => t.split(';')[0]!)
        .filter((t) => t !== 'text/html'),
    ),
  ];
  // text/html is always gzipped by nginx (listing it is a warning).
  const gzipTypes = [
    ...new Set(
      [...COMPRESSIBLE]
        .map((ext) => CONTENT_TYPES[ext]?.split(';')[0])
        .filter((t): t is string => !!t && t !== 'text/html'),
    ),
  ];
  return { types, charsetTypes, gzipTypes };
}

/** The server of a host no brand claims: the unknown-host page, and the API's 404. */
function unknownHostServer(port: number, tls: Tls | undefined): Conf[] {
  return [
    '# A host no brand claims.',
    block('server', [
      listen(port, tls, true),
      'server_name _;',
      block('location /', answer(404, 'text/html', unknownHostPage(), UNKNOWN_HOST_HEADERS)),
      ...API_PREFIXES.map((p) =>
        block(
          `location ^~ ${p}`,
          answer(404, 'application/json', JSON.stringify(UNKNOWN_HOST_API)),
        ),
      ),
    ]),
  ];
}

/** The whole configuration: run it with `nginx -p <prefix> -c <file>`. */
export function nginxConf(options: NginxConfOptions): string {
  const { sites, port, unknownHost = '404', brotliModule, user, tls } = options;
  if (!sites.length) throw new Error(`no built brand in ${options.root}: build them first`);
  const fallback = sites.find((s) => s.id === unknownHost);
  if (unknownHost !== '404' && !fallback) {
    throw new Error(`unknown hosts are set to get brand "${unknownHost}", which is not built`);
  }
  const { types, charsetTypes, gzipTypes } = typeLists();
  const hostCount = sites.reduce((n, s) => n + s.hosts.length, 0);
  const hashSize = 2 ** Math.ceil(Math.log2(Math.max(512, hostCount * 2)));

  return `${render([
    `# BetDeck: ${sites.length} brand${sites.length === 1 ? '' : 's'} of ${options.root}, chosen by host.`,
    '# Generated by npm run nginx:conf; generate it again after adding a brand.',
    '# Run: nginx -p <folder for logs, pid and temp files> -c <this file> [-g "daemon off;"]',
    ...(brotliModule
      ? [`load_module ${str(brotliModule)};`]
      : [
          '# No Brotli module found (Debian: apt-get install libnginx-mod-http-brotli-static):',
          '# browsers get the gzip files.',
        ]),
    ...(user ? [`user ${user};`] : []),
    'worker_processes auto;',
    'pid nginx.pid;',
    'error_log error.log warn;',
    '',
    block('events', ['worker_connections 1024;']),
    '',
    block('http', [
      block(
        'types',
        [...types].map(([mime, exts]) => `${mime} ${exts.join(' ')};`),
      ),
      'default_type application/octet-stream;',
      'charset utf-8;',
      `charset_types ${charsetTypes.join(' ')};`,
      'access_log access.log;',
      'client_body_temp_path client_body_temp;',
      'proxy_temp_path proxy_temp;',
      'fastcgi_temp_path fastcgi_temp;',
      'uwsgi_temp_path uwsgi_temp;',
      'scgi_temp_path scgi_temp;',
      'sendfile on;',
      'server_tokens off;',
      `server_names_hash_max_size ${hashSize};`,
      'server_names_hash_bucket_size 128;',
      '# The build wrote <file>.gz (and .br) beside each text asset: sent as they are.',
      'gzip_static on;',
      ...(brotliModule ? ['brotli_static on;'] : []),
      '# Other text (index.html, images, the manifest) is compressed on the fly.',
      'gzip on;',
      'gzip_vary on;',
      'gzip_min_length 256;',
      `gzip_types ${gzipTypes.join(' ')};`,
      '# HSTS only over https: this TLS, or a TLS proxy in front that says so (X-Forwarded-Proto).',
      hstsMap(),
      ...tlsLines(tls),
      '',
      ...(fallback ? [] : unknownHostServer(port, tls)),
      ...sites.map((s) => brandServer(s, options, s === fallback)),
    ]),
  ]).join('\n')}\n`;
}

/**
 * The Brotli static module of this nginx, when it has one as a dynamic module (Debian's
 * libnginx-mod-http-brotli-static); undefined otherwise (browsers then get the .gz files).
 */
/** The Brotli module a `--brotli auto|on|off` option asks for (auto: where Debian's package puts it). */
export function brotliModuleFor(option: string): string | undefined {
  if (!['auto', 'on', 'off'].includes(option)) throw new Error('--brotli is auto, on or off');
  if (option === 'off') return undefined;
  return option === 'on' ? path.join(NGINX_MODULES_DIR, BROTLI_STATIC_MODULE) : findBrotliModule();
}

export function findBrotliModule(modulesDir = NGINX_MODULES_DIR): string | undefined {
  const file = path.join(modulesDir, BROTLI_STATIC_MODULE);
  return existsSync(file) ? file : undefined;
}
