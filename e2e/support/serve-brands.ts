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
import { loadPrerender } from '../../scripts/build/shells';
import { ROOT } from '../../scripts/build/stamp';
import { startAppServer } from '../../scripts/server/serve';
import {
  ALL_BRANDS_PORT,
  brandUrl,
  E2E_BRANDS,
  FIXTURE_BRAND,
  HOSTILE,
  PAGE_ANSWERS_PORT,
  VISUAL_NOW,
} from './brands';
import { writeFixtureBrand } from './fixture-brand';
import { startHostileUpstream } from './hostile-upstream';

const work = path.join(ROOT, '.cache', `e2e-${E2E_BRANDS.demo}`);
const outDir = path.join(work, 'dist');
const appDir = path.join(work, 'app');
const assetsDir = path.join(outDir, ASSETS_FOLDER);
const all = await listBrandIds();
const { brands } = await buildBrands({ ids: all, outDir, appDir, layout: 'shared', prune: true });
// The tests' own brand, from its own brands folder, onto the same compile.
const fixtureOptions = {
  root: await writeFixtureBrand(ROOT),
  localesDir: path.join(ROOT, 'src/locales'),
};
const fixture = await buildBrands({
  ids: [FIXTURE_BRAND.id],
  outDir,
  appDir,
  layout: 'shared',
  brands: fixtureOptions,
});

const sites = [
  ...Object.entries(E2E_BRANDS).map(([id, port]) => ({
    id,
    port,
    brand: brands.find((b) => b.id === id)!,
  })),
  { ...FIXTURE_BRAND, brand: fixture.brands[0]! },
];
for (const { id, port, brand } of sites) {
  const running = await startAppServer({
    staticDir: path.join(outDir, id),
    assetsDir,
    brand,
    port,
    host: '127.0.0.1',
    // A payment prompt may be sent again at once: the page's clock jumps the screen's 90 s wait,
    // the server's does not (e2e/stuck-payment.spec.ts).
    demo: { paymentDelayMs: Number(process.env.E2E_PAYMENT_DELAY_MS ?? 8000), promptWaitS: 0 },
    // As a static host sends them: the tests hold or change the app's own first calls.
    pageAnswers: false,
  });
  console.log(`${id}: ${running.url}`);
}

// The demo brand as npm start serves it: its pages come with their first answers, and their
// first screen rendered with them (the build's prerender).
await startAppServer({
  staticDir: path.join(outDir, 'demo'),
  assetsDir,
  brand: brands.find((b) => b.id === 'demo')!,
  port: PAGE_ANSWERS_PORT,
  host: '127.0.0.1',
  pageAnswers: { render: (await loadPrerender(appDir)).renderScreen },
});
console.log(`demo, its pages with their answers: http://127.0.0.1:${PAGE_ANSWERS_PORT}/`);

// The demo brand behind a hostile operator API (it asks the demo brand's server for healthy answers).
const hostile = await startHostileUpstream(HOSTILE.upstream, brandUrl('demo').replace(/\/$/, ''));
await startAppServer({
  staticDir: path.join(outDir, 'demo'),
  assetsDir,
  brand: brands.find((b) => b.id === 'demo')!,
  port: HOSTILE.app,
  host: '127.0.0.1',
  upstream: hostile.url,
  pageAnswers: false,
});
console.log(`demo behind a hostile API: http://127.0.0.1:${HOSTILE.app}/`);

// Last: Playwright waits for this port.
const running = await startAppServer({
  sites: brands.map((brand) => ({ brand, staticDir: path.join(outDir, brand.id) })),
  assetsDir,
  unknownHost: 'demo',
  port: ALL_BRANDS_PORT,
  host: '127.0.0.1',
  demo: { now: () => VISUAL_NOW },
  pageAnswers: false,
});
console.log(`every brand, by host (<id>.localhost), clock fixed: ${running.url}`);
