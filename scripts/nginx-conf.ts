/**
 * npm run nginx:conf -- --root <dist dir> --port <port> [--upstream <url>] [--unknown-host <id>|404]
 *                       [--user <name>] [--brotli auto|on|off] [--tls-cert <pem> --tls-key <pem>]
 * Prints an nginx configuration serving every brand built in <dist dir> by host
 * (scripts/server/nginx-conf.ts). Run it with: nginx -p <folder> -c <file>.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BROTLI_STATIC_MODULE,
  NGINX_ARGS,
  NGINX_MODULES_DIR,
  nginxConf,
  nginxOptionsOf,
  readBuiltSites,
} from './server/nginx-conf';

const USAGE = `Usage: npm run nginx:conf -- --root <dist dir> --port <port> [options] > nginx.conf
  --root <dir>           the built brands (npm run build:brands): <dir>/assets/, <dir>/<id>/
  --port <port>          the port nginx listens on
  --upstream <url>       the operator API /api and /media are proxied to (default: none, 502)
  --unknown-host <id>    the brand a host no brand claims gets (default: 404, a page saying so)
  --user <name>          nginx's user directive (only used when nginx starts as root)
  --brotli auto|on|off   send the build's .br files: auto loads ${NGINX_MODULES_DIR}/${BROTLI_STATIC_MODULE}
                         when it exists (Debian: libnginx-mod-http-brotli-static); default auto
  --tls-cert <pem>       the certificate (with its chain) and its key: every host is then served
  --tls-key <pem>        over TLS and HTTP/2 on --port (one connection for all of a page's files)
Then: nginx -p <folder for logs, pid and temp files> -c <the file>`;

try {
  const { values } = parseArgs({
    options: { root: { type: 'string' }, ...NGINX_ARGS, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.root || values.port === undefined) throw new Error('--root and --port are required');
  const options = nginxOptionsOf(values);
  const root = path.resolve(values.root);
  process.stdout.write(nginxConf({ root, sites: await readBuiltSites(root), ...options }));
} catch (error) {
  console.error(`nginx:conf: ${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
