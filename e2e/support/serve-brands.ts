/**
 * Builds the browser tests' brands as npm run build:brands does (the app once, shared under
 * assets/) and serves each on its own port with the demo API.
 */
import path from 'node:path';
import { loadBrand } from '../../scripts/brand/index';
import { buildBrands } from '../../scripts/build/build-brands';
import { ASSETS_FOLDER } from '../../scripts/build/preloads';
import { ROOT } from '../../scripts/build/stamp';
import { startAppServer } from '../../scripts/server/serve';
import { brandUrl, E2E_BRANDS, HOSTILE } from './brands';
import { startHostileUpstream } from './hostile-upstream';

const work = path.join(ROOT, '.cache', `e2e-${E2E_BRANDS.demo}`);
const outDir = path.join(work, 'dist');
const ids = Object.keys(E2E_BRANDS) as (keyof typeof E2E_BRANDS)[];
await buildBrands({ ids, outDir, appDir: path.join(work, 'app'), layout: 'shared' });

// The demo brand behind a hostile operator API (it asks the demo brand's server for healthy answers).
const hostile = await startHostileUpstream(HOSTILE.upstream, brandUrl('demo').replace(/\/$/, ''));
await startAppServer({
  staticDir: path.join(outDir, 'demo'),
  assetsDir: path.join(outDir, ASSETS_FOLDER),
  brand: await loadBrand('demo'),
  port: HOSTILE.app,
  host: '127.0.0.1',
  upstream: hostile.url,
});
console.log(`demo behind a hostile API: http://127.0.0.1:${HOSTILE.app}/`);

// Start the highest port last: Playwright waits for it.
const ordered = [...ids].sort((a, b) => E2E_BRANDS[a] - E2E_BRANDS[b]);
for (const id of ordered) {
  const running = await startAppServer({
    staticDir: path.join(outDir, id),
    assetsDir: path.join(outDir, ASSETS_FOLDER),
    brand: await loadBrand(id),
    port: E2E_BRANDS[id],
    host: '127.0.0.1',
    demo: { paymentDelayMs: Number(process.env.E2E_PAYMENT_DELAY_MS ?? 3000) },
  });
  console.log(`${id}: ${running.url}`);
}
