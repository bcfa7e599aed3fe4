import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { build, mergeConfig, type InlineConfig } from 'vite';
import { loadBrand } from '../brand/index';
import type { Brand } from '../../src/types/brand.gen';
import { precompressAssets } from './precompress';
import { ROOT, stampBrand } from './stamp';

export interface BuildOptions {
  ids: string[];
  /** Where brand sites go: <outDir>/<id>/. */
  outDir?: string;
  /** Where the brand-agnostic app is compiled. */
  appDir?: string;
  log?: (line: string) => void;
  /** Extra Vite options for the compile (e.g. source maps for the size report). */
  vite?: InlineConfig;
}

/**
 * Builds brand sites: checks each brand file (a broken one fails before anything is written),
 * compiles the application once, then stamps each brand onto it.
 */
export async function buildBrands({
  ids,
  outDir = path.join(ROOT, 'dist'),
  appDir = path.join(ROOT, '.cache/app'),
  log = console.log,
  vite = {},
}: BuildOptions): Promise<void> {
  const brands: Brand[] = [];
  for (const id of ids) brands.push(await loadBrand(id));

  const t0 = performance.now();
  log(`Compiling the app once for ${brands.length} brand${brands.length === 1 ? '' : 's'}...`);
  // A site is a production build whatever NODE_ENV the caller runs under (Vitest sets "test",
  // which would bundle React's development builds).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build(
    mergeConfig<InlineConfig, InlineConfig>(
      {
        root: ROOT,
        configFile: path.join(ROOT, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: appDir, emptyOutDir: true },
      },
      vite,
    ),
  ).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  await precompressAssets(path.join(appDir, 'assets'));
  log(`  compiled in ${Math.round(performance.now() - t0)} ms`);

  for (const [i, brand] of brands.entries()) {
    const t = performance.now();
    const dir = path.join(outDir, brand.id);
    await stampBrand(brand, appDir, dir);
    log(
      `[${i + 1}/${brands.length}] ${brand.id} -> ${path.relative(ROOT, dir) || dir}/ (${Math.round(performance.now() - t)} ms)`,
    );
  }
}
