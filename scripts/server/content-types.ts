/**
 * The types of a site's files, by extension, and what names a file: written once for the Node
 * server (static-files.ts), the nginx configuration, the release's manifest and the edge worker
 * (scripts/edge/), which runs where Node's modules are not: this module imports none.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};
/**
 * Whether the last segment of a path names a file: it ends in a type a site has (CONTENT_TYPES).
 * A missing file is then a 404; any other path is a client route, e.g. /track/T.WON.1, whose
 * ticket code has dots.
 */
export const FILE_NAME = new RegExp(
  `\\.(${Object.keys(CONTENT_TYPES)
    .map((ext) => ext.slice(1))
    .join('|')})$`,
  'i',
);
