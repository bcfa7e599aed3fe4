import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { loadBrand } from '../brand/index';
import { buildForBench } from '../build/build-brands';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { startAppServer, type RunningServer } from '../server/serve';

/** A brand built for a bench, served with the demo API, and Debian's Chromium to load it. */
export interface BenchSite {
  server: RunningServer;
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * Builds `brand` into .cache/<bench>/ (SKIP_BUILD=1 reuses the last build), serves it on a free
 * port and launches Chromium (HEADED=1 to watch).
 */
export async function openBenchSite(bench: string, brand = 'demo'): Promise<BenchSite> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  }
  const staticDir = await buildForBench(bench, brand);
  const server = await startAppServer({
    staticDir,
    brand: await loadBrand(brand),
    port: 0,
    host: '127.0.0.1',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: !process.env.HEADED,
    args: [...CHROMIUM_ARGS],
  });
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
