/**
 * Serves a built brand with the embedded demo API (or a real operator API):
 *
 *   npx tsx scripts/serve.ts --brand demo [--port 4173]
 *
 * Reads brands/<id>.json and serves dist/<id>/ (build it first: npm run build -- --brand <id>).
 * PORT overrides the default port 4173 (--port overrides both); HOST chooses the interface.
 * API_UPSTREAM=https://operator.example proxies /api/* and /media/* to that API instead of
 * answering them with the demo API.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandLike } from './server/demo-api/index';
import { closeServer, startAppServer } from './server/serve';

const root = path.resolve(import.meta.dirname, '..');
const DEFAULT_PORT = 4173;

interface CliArgs {
  brand: string;
  port: number;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseArgs(argv: string[]): CliArgs {
  let brand = 'demo';
  let port: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=')
      ? (arg.split(/=(.*)/s, 2) as [string, string])
      : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') fail(`Missing value for ${flag}`);
      return v;
    };
    switch (flag) {
      case '--brand':
        brand = value();
        break;
      case '--port':
        port = parsePort(value(), '--port');
        break;
      case '--help':
      case '-h':
        console.log('Usage: npx tsx scripts/serve.ts --brand <id> [--port <port>]');
        process.exit(0);
        break;
      default:
        fail(
          `Unknown argument ${arg}. Usage: npx tsx scripts/serve.ts --brand <id> [--port <port>]`,
        );
    }
  }
  if (port === undefined)
    port = process.env.PORT ? parsePort(process.env.PORT, 'PORT') : DEFAULT_PORT;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(brand))
    fail(`Invalid brand id "${brand}": use the file name of brands/<id>.json`);
  return { brand, port };
}

function parsePort(raw: string, name: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`${name} must be a port number (0-65535), got "${raw}"`);
  return port;
}

const args = parseArgs(process.argv.slice(2));
const brandFile = path.join(root, 'brands', `${args.brand}.json`);
if (!existsSync(brandFile)) fail(`Brand file not found: ${path.relative(root, brandFile)}`);
let brand: BrandLike & { name?: string };
try {
  brand = JSON.parse(readFileSync(brandFile, 'utf8')) as BrandLike & { name?: string };
} catch (err) {
  fail(`Cannot read ${path.relative(root, brandFile)}: ${(err as Error).message}`);
}
const staticDir = path.join(root, 'dist', args.brand);
if (!existsSync(path.join(staticDir, 'index.html'))) {
  fail(
    `No build of brand "${args.brand}" in ${path.relative(root, staticDir)}/. Run: npm run build -- --brand ${args.brand}`,
  );
}
const upstream = process.env.API_UPSTREAM?.trim() || undefined;

let running;
try {
  running = await startAppServer({
    staticDir,
    brand,
    upstream,
    port: args.port,
    host: process.env.HOST || undefined,
  });
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  fail(
    e.code === 'EADDRINUSE'
      ? `Port ${args.port} is already in use: pass --port or set PORT`
      : `Cannot start: ${e.message}`,
  );
}
console.log(`Serving ${brand.name ?? brand.id} on http://localhost:${running.port}`);
if (upstream) console.log(`Proxying /api and /media to ${upstream}`);
else console.log('API: embedded demo API (demo OTP 1234, players PLAYER1, RICH7, BROKE1)');

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping`);
  closeServer(running.server).then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
