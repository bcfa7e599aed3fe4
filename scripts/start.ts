/**
 * npm start: builds $BRAND (default demo) and serves it with the demo API on one origin.
 * BRAND=all builds every brand (the app once, dist/assets/) and serves them all from one process,
 * each at its hosts and at <id>.localhost, the demo API playing each brand's operator;
 * UNKNOWN_HOST=<id>|404 sets what other hosts get (default: demo).
 * PORT (default 4173) picks the port; API_UPSTREAM points /api and /media at a real operator API.
 * The demo API keeps what it was told (placed tickets, OTP and bank states, idempotent answers,
 * balances) in DEMO_DATA_DIR (default .demo-data/), so a restart forgets nothing; DEMO_RESET=1
 * starts clean.
 */
import path from 'node:path';
import { BrandError, listBrandIds } from './brand/index';
import { buildBrands, DEFAULT_APP_DIR } from './build/build-brands';
import { ASSETS_FOLDER } from './build/preloads';
import { loadPrerender } from './build/shells';
import { ROOT } from './build/stamp';
import { DataDirInUseError } from './server/demo-api/store';
import { startAppServer, type AppServerOptions } from './server/serve';
import { brandHosts, LOCAL_HOST_SUFFIX } from './server/site-policy';

const id = process.env.BRAND ?? 'demo';
const port = Number(process.env.PORT ?? 4173);
const dist = path.join(ROOT, 'dist');
const dataDir = path.resolve(ROOT, process.env.DEMO_DATA_DIR || '.demo-data');
const reset = process.env.DEMO_RESET === '1';

try {
  const all = id === 'all';
  const ids = all ? await listBrandIds() : [id];
  const { brands } = await buildBrands({
    ids,
    layout: all ? 'shared' : 'self-contained',
    prune: all,
  });
  const upstream = process.env.API_UPSTREAM || undefined;
  const sites = brands.map((brand) => ({ brand, staticDir: path.join(dist, brand.id) }));
  const unknownHost = process.env.UNKNOWN_HOST ?? (ids.includes('demo') ? 'demo' : ids[0]);
  // The shared assets too on one brand's site: a later build of every brand into dist leaves
  // its pages naming them (the server follows a build's switch of dist: release-root.ts).
  const assetsDir = path.join(dist, ASSETS_FOLDER);
  const options: AppServerOptions = all
    ? { sites, assetsDir, unknownHost }
    : { ...sites[0]!, assetsDir };
  // A browser's page comes with its first screen rendered with its answers (the build's prerender
  // of the compile buildBrands kept).
  const { renderScreen } = await loadPrerender(DEFAULT_APP_DIR);
  const running = await startAppServer({
    ...options,
    pageAnswers: { render: renderScreen },
    upstream,
    port,
    host: process.env.HOST,
    data: { dir: dataDir, reset },
  });
  const p = running.port;
  if (all) {
    console.log(`\n${brands.length} brands are running on port ${p}, chosen by the Host header:`);
    for (const brand of brands) {
      const hosts = brandHosts(brand);
      const real = hosts.filter((h) => !h.endsWith(LOCAL_HOST_SUFFIX) && h !== 'localhost');
      console.log(
        `  ${brand.name} (${brand.id}): http://${brand.id}${LOCAL_HOST_SUFFIX}:${p}/` +
          (real.length ? `  hosts: ${real.map((h) => `http://${h}:${p}/`).join(' ')}` : ''),
      );
    }
    console.log(
      `\n*.localhost opens in Chromium as is; elsewhere: curl -H 'Host: ${brandHosts(brands[0]!)[0]}' http://127.0.0.1:${p}/` +
        `\nOther hosts get ${unknownHost === '404' ? 'a 404 page' : `the ${unknownHost} brand`} (UNKNOWN_HOST=<id>|404).`,
    );
  } else {
    console.log(`\n${brands[0]!.name} (${id}) is running at http://localhost:${p}/`);
  }
  console.log(
    upstream
      ? `API: proxied to ${upstream}`
      : `API: the embedded demo API${all ? ", as each brand's operator" : ''} (demo OTP code 1234)`,
  );
  console.log(
    `Demo data: ${path.relative(ROOT, dataDir) || dataDir}/ ${reset ? '(emptied: DEMO_RESET=1)' : '(kept across restarts; DEMO_RESET=1 starts clean)'}`,
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof BrandError) console.error(`The brand file has problems:\n${error.message}`);
  else if (error instanceof DataDirInUseError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    console.error(
      `Port ${port} is already in use: stop what runs there, or pick another with PORT=<port>.`,
    );
  else console.error(error);
  process.exit(1);
}
