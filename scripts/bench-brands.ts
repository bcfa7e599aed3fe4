/**
 * npm run bench:brands: the time to build one brand and every brand, and their ratio.
 * The app is compiled once per build and each brand stamped onto it, so the ratio stays
 * near 1 however many brands there are (target: at most 2).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { listBrandIds } from './brand/index';
import { buildBrands } from './build/build-brands';
import { ROOT } from './build/stamp';

const RUNS = 3;
const outDir = path.join(ROOT, '.cache/bench-dist');
const appDir = path.join(ROOT, '.cache/bench-app');

async function time(ids: string[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await buildBrands({ ids, outDir, appDir, log: () => {} });
    times.push(performance.now() - t);
  }
  return Math.min(...times);
}

const all = await listBrandIds();
const one = await time(['demo']);
const every = await time(all);
const ratio = every / one;
console.log(`build one brand (demo):     ${Math.round(one)} ms (best of ${RUNS})`);
console.log(`build all ${all.length} brands:        ${Math.round(every)} ms (best of ${RUNS})`);
console.log(`ratio all/one:              ${ratio.toFixed(2)} (target <= 2)`);
process.exitCode = ratio <= 2 ? 0 : 1;
