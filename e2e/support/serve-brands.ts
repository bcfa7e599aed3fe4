/**
 * Builds every shipped brand as npm run build:brands does (the app once, shared under assets/)
 * and serves the browser tests' brands each on its own port with the demo API, then every brand
 * together by host (<id>.localhost) on ALL_BRANDS_PORT with the demo API's clock fixed at
 * VISUAL_NOW (the visual checks: the same data every run).
 */
import path from 'node:path';
import { listBrandIds } from '../../scripts/brand/index';
import { buildBrands } from '../../scripts/build/build-brands';
import { ASSETS_FOLDER } from '../../scripts/build/preloads';
import { ROOT } from '../../scripts/build/stamp';
import { startAppServer } from '../../scripts/server/serve';
import { ALL_BRANDS_PORT, E2E_BRANDS, VISUAL_NOW } from './brands';

const work = path.join(ROOT, '.cache', `e2e-${E2E_BRANDS.demo}`);
const outDir = path.join(work, 'dist');
const assetsDir = path.join(outDir, ASSETS_FOLDER);
const all = await listBrandIds();
const { brands } = await buildBrands({
  ids: all,
  outDir,
  appDir: path.join(work, 'app'),
  layout: 'shared',
  prune: true,
});

for (const [id, port] of Object.entries(E2E_BRANDS)) {
  const brand = brands.find((b) => b.id === id)!;
  const running = await startAppServer({
    staticDir: path.join(outDir, id),
    assetsDir,
    brand,
    port,
    host: '127.0.0.1',
    demo: { paymentDelayMs: Number(process.env.E2E_PAYMENT_DELAY_MS ?? 3000) },
  });
  console.log(`${id}: ${running.url}`);
}

// Last: Playwright waits for this port.
const running = await startAppServer({
  sites: brands.map((brand) => ({ brand, staticDir: path.join(outDir, brand.id) })),
  assetsDir,
  unknownHost: 'demo',
  port: ALL_BRANDS_PORT,
  host: '127.0.0.1',
  demo: { now: () => VISUAL_NOW },
});
console.log(`every brand, by host (<id>.localhost), clock fixed: ${running.url}`);
