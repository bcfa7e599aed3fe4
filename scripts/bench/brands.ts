/**
 * npm run bench:brands [-- --synthetic <n>] [--runs <n>] [--keep]
 * Times the build of one brand and of every brand (the app compiled once, shared by all), their
 * ratio, the disk they take, and an incremental build after one brand file is edited.
 * --synthetic <n> adds n generated brands (own ids, hosts and colours, and images of their own:
 * the demo brand's, each made unique) in a temporary folder beside copies of brands/; each forced
 * build processes every image anew (an empty image cache). Targets (issue 11): all brands in at
 * most 1.5 times one brand's build; at most 100 KB of disk per brand beyond the one shared app;
 * an incremental build of one edited brand in at most 2 s beyond the check of the brand files.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  createBrand,
  formatIssue,
  listBrandIds,
  readableOn,
  type BrandCheckOptions,
} from '../brand/index';
import { buildBrands, type BuildOptions } from '../build/build-brands';
import { diskUse } from '../build/files';
import { ASSETS_FOLDER } from '../build/preloads';
import { ROOT } from '../build/stamp';
import type { Brand } from '../../src/types/brand.gen';

const TARGET_RATIO = 1.5;
const TARGET_KB_PER_BRAND = 100;
const TARGET_INCREMENTAL_MS = 2000;
const KB = 1000;

/** #rrggbb of a hue (degrees), saturation and lightness (0-1). */
function hsl(h: number, s: number, l: number): string {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}
/** The look of synthetic brand i: a hue of its own (golden angle), colours that pass the checks. */
function syntheticLook(i: number): { name: string; colors: Partial<Brand['theme']['colors']> } {
  const hue = (i * 137.508) % 360;
  const primary = hsl(hue, 0.65, 0.28);
  const accent = hsl((hue + 150) % 360, 0.85, 0.55);
  return {
    name: `Synth Bet ${i}`,
    colors: {
      primary,
      onPrimary: readableOn(primary),
      accent,
      onAccent: readableOn(accent),
      border: hsl(hue, 0.25, 0.85),
    },
  };
}

/**
 * A synthetic brand's images as a real brand's are: files of its own, not drawn by brand:new from
 * one template, here the demo brand's each made unique by a comment naming the brand (bytes a
 * browser ignores; every build processes them anew: its own images, its own hashes).
 */
async function ownImages(root: string, id: string): Promise<void> {
  const file = path.join(root, 'brands', `${id}.json`);
  const brand = JSON.parse(await readFile(file, 'utf8')) as Brand;
  const demo = JSON.parse(await readFile(path.join(root, 'brands', 'demo.json'), 'utf8')) as Brand;
  for (const [key, rel] of Object.entries(brand.assets) as [keyof Brand['assets'], string][]) {
    const from = demo.assets[key];
    if (!from?.endsWith('.svg') || !rel.endsWith('.svg')) throw new Error(`${key}: not an SVG`);
    const svg = await readFile(path.join(root, 'brands', from), 'utf8');
    await writeFile(path.join(root, 'brands', rel), svg.replace('<svg', `<!--${id}--><svg`));
  }
}

async function makeBrands(
  n: number,
): Promise<{ brands: Required<Omit<BrandCheckOptions, 'schemaFile'>>; work: string }> {
  const work = await mkdtemp(path.join(tmpdir(), 'betdeck-bench-brands-'));
  const root = path.join(work, 'root');
  await cp(path.join(ROOT, 'brands'), path.join(root, 'brands'), { recursive: true });
  const brands = { root, localesDir: path.join(ROOT, 'src/locales') };
  for (let i = 1; i <= n; i++) {
    const id = `synth-${String(i).padStart(4, '0')}`;
    const made = await createBrand(id, brands, syntheticLook(i));
    if (made.issues.length) throw new Error(made.issues.map(formatIssue).join('\n'));
    await ownImages(brands.root, id);
  }
  return { brands, work };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / KB / KB).toFixed(1)} MB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function main() {
  const { values } = parseArgs({
    options: {
      synthetic: { type: 'string', default: '0' },
      runs: { type: 'string', default: '2' },
      keep: { type: 'boolean', default: false },
    },
  });
  const n = Number(values.synthetic);
  const runs = Math.max(1, Number(values.runs));
  const t = performance.now();
  const { brands, work } = await makeBrands(n);
  const ids = await listBrandIds(brands);
  console.log(
    `${ids.length} brands (${n} synthetic) in ${work} (made in ${seconds(performance.now() - t)}); ` +
      `${cpus().length} cores, Node ${process.version}; best of ${runs} forced builds each\n`,
  );
  const base = { brands, force: true, log: () => {} } satisfies Partial<BuildOptions>;
  const dirs = (name: string) => ({
    outDir: path.join(work, name),
    appDir: path.join(work, `app-${name}`),
  });
  let one = Infinity;
  let all = Infinity;
  // The CPU time of each build (every thread of this process), beside its wall time: what the
  // machine's other work changes least. Of the build with the best wall time.
  let oneCpu = 0;
  let allCpu = 0;
  const cpuSince = (start: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  const loadBefore = loadavg()[0]!;
  let allReport: Awaited<ReturnType<typeof buildBrands>> | undefined;
  // Alternated, so both see the same machine (others share it) and warm caches.
  // Each forced build starts with an empty image cache (stamp.ts), as on a fresh checkout: the
  // brands' images are processed in the time measured, not taken from the previous build's.
  const freshImageCache = (name: string, r: number) =>
    (process.env.BETDECK_IMAGE_CACHE = path.join(work, `images-${name}-${r}`));
  for (let r = 0; r < runs; r++) {
    freshImageCache('one', r);
    let s = performance.now();
    let c = process.cpuUsage();
    await buildBrands({ ...base, ...dirs('one'), ids: ['demo'] });
    const oneMs = performance.now() - s;
    if (oneMs < one) [one, oneCpu] = [oneMs, cpuSince(c)];
    freshImageCache('all', r);
    s = performance.now();
    c = process.cpuUsage();
    const report = await buildBrands({ ...base, ...dirs('all'), ids, layout: 'shared' });
    const ms = performance.now() - s;
    if (ms < all) [all, allReport, allCpu] = [ms, report, cpuSince(c)];
  }
  const loadAfter = loadavg()[0]!;

  const total = await diskUse(dirs('all').outDir);
  const shared = await diskUse(path.join(dirs('all').outDir, ASSETS_FOLDER));
  const perBrand = (total.disk - shared.disk) / ids.length;
  const single = await diskUse(path.join(dirs('one').outDir, 'demo'));

  // Incremental: one brand file edited, nothing else.
  const edited = n > 0 ? 'synth-0001' : ids[0]!;
  const file = path.join(brands.root, 'brands', `${edited}.json`);
  const brand = JSON.parse(await readFile(file, 'utf8')) as Brand;
  brand.name = `${brand.name} Edited`;
  await writeFile(file, `${JSON.stringify(brand, null, 2)}\n`);
  const s = performance.now();
  const inc = await buildBrands({ ...base, ...dirs('all'), ids, layout: 'shared', force: false });
  const incMs = performance.now() - s;
  const beyondCheck = incMs - inc.checkMs;

  const ratio = all / one;
  const rows: [string, string, string][] = [
    ['build one brand (demo, self-contained)', seconds(one), ''],
    [
      `build all ${ids.length} brands (shared app)`,
      `${seconds(all)} (check ${seconds(allReport!.checkMs)}, compile ${seconds(allReport!.compileMs)}, ` +
        `stamp ${seconds(all - allReport!.checkMs - allReport!.compileMs)})`,
      '',
    ],
    [
      'ratio all / one',
      ratio.toFixed(2),
      `target <= ${TARGET_RATIO}: ${mark(ratio <= TARGET_RATIO)}`,
    ],
    [
      'CPU time one, all (every thread)',
      `${seconds(oneCpu)}, ${seconds(allCpu)}: ratio ${(allCpu / oneCpu).toFixed(2)}`,
      '',
    ],
    ['load average (1 min) before, after', `${loadBefore.toFixed(1)}, ${loadAfter.toFixed(1)}`, ''],
    [
      'disk, all brands',
      `${mb(total.disk)} (${total.files} files, ${mb(total.bytes)} of content)`,
      '',
    ],
    ['disk, the shared app (assets/)', `${mb(shared.disk)} (${shared.files} files)`, ''],
    [
      'disk per brand beyond the shared app',
      kb(perBrand),
      `target <= ${TARGET_KB_PER_BRAND} KB: ${mark(perBrand <= TARGET_KB_PER_BRAND * KB)}`,
    ],
    ['disk, one self-contained brand (for comparison)', mb(single.disk), ''],
    [
      `incremental build after editing ${edited}`,
      `${seconds(incMs)} (check of ${ids.length} brand files ${seconds(inc.checkMs)}, the rest ${seconds(beyondCheck)})`,
      `target <= ${seconds(TARGET_INCREMENTAL_MS)} beyond the check: ${mark(beyondCheck <= TARGET_INCREMENTAL_MS)}`,
    ],
    ['  re-stamped', inc.stamped.join(', ') || 'none', `compiled: ${inc.compiled ? 'yes' : 'no'}`],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [what, value, target] of rows) {
    console.log(`${what.padEnd(width)}  ${value}${target ? `  (${target})` : ''}`);
  }
  const ok =
    ratio <= TARGET_RATIO &&
    perBrand <= TARGET_KB_PER_BRAND * KB &&
    beyondCheck <= TARGET_INCREMENTAL_MS &&
    inc.stamped.length === 1 &&
    !inc.compiled;
  if (values.keep) console.log(`\nkept ${work}`);
  else await rm(work, { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
}

await main();
