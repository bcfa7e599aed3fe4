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
import { E2E_BRANDS, FIXTURE_BRAND } from './brands';
import { writeFixtureBrand } from './fixture-brand';

const work = path.join(ROOT, '.cache', `e2e-${E2E_BRANDS.demo}`);
const outDir = path.join(work, 'dist');
const appDir = path.join(work, 'app');
const ids = Object.keys(E2E_BRANDS) as (keyof typeof E2E_BRANDS)[];
await buildBrands({ ids, outDir, appDir, layout: 'shared' });
// The tests' own brand, from its own brands folder, onto the same compile.
const fixtureOptions = {
  root: await writeFixtureBrand(ROOT),
  localesDir: path.join(ROOT, 'src/locales'),
};
await buildBrands({
  ids: [FIXTURE_BRAND.id],
  outDir,
  appDir,
  layout: 'shared',
  brands: fixtureOptions,
});

const sites = [
  ...ids.map(async (id) => ({ id, port: E2E_BRANDS[id], brand: await loadBrand(id) })),
  // Last: Playwright waits for its port.
  loadBrand(FIXTURE_BRAND.id, fixtureOptions).then((brand) => ({ ...FIXTURE_BRAND, brand })),
];
for (const site of sites) {
  const { id, port, brand } = await site;
  const running = await startAppServer({
    staticDir: path.join(outDir, id),
    assetsDir: path.join(outDir, ASSETS_FOLDER),
    brand,
    port,
    host: '127.0.0.1',
    demo: { paymentDelayMs: Number(process.env.E2E_PAYMENT_DELAY_MS ?? 3000) },
  });
  console.log(`${id}: ${running.url}`);
}
