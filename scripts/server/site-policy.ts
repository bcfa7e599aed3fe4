/**
 * How a built site is served, written once for the Node server (static-files.ts, serve.ts) and
 * the nginx configuration (nginx-conf.ts): security headers, caching by kind of path, which paths
 * go to the API, which host serves which brand, and the page of an unknown host.
 */

/** Sent with every answer. The lobby is embeddable (?mode=iframe), so no frame restriction. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Player links carry ?token= (a phone or player code): other origins get the origin only.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export const CACHE_CONTROL = {
  /** Content-hashed files: a new content is a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** index.html: always asked again (revalidated), so a release shows at the next visit. */
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

/** Folders of a site whose files have content hashes in their names. */
export const HASHED_FOLDERS = ['/assets/', '/brand/'] as const;

/** Paths that belong to the operator's API (proxied to API_UPSTREAM / nginx's --upstream). */
export const API_PREFIXES = ['/api/', '/media/'] as const;

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

/** What a host no brand claims gets when the server is set to answer 404 (static: no host). */
export function unknownHostPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem">' +
    '<h1>No site here</h1><p>No brand is served at this address. Check the link, or ask the ' +
    'operator for the address of its site.</p></body></html>\n'
  );
}

/** The JSON answer of an API path on a host no brand claims. */
export const UNKNOWN_HOST_API = { code: 404, message: 'No brand is served at this host' };
