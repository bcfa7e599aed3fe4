/**
 * npm run bench:brands [-- --synthetic <n>] [--runs <n>] [--keep]
 * Times `npm run build -- --brand demo --force` against `npm run build:brands -- --force` (the
 * app compiled once, shared by all), each its own process, alternated (median of --runs, 3), in
 * a copy of this checkout; then the disk they take, and `npm run build:brands` after one brand
 * file is edited. --synthetic <n> adds n generated brands to the copy's brands/ (own ids, hosts
 * and colours, and images of their own: the demo brand's, each made unique), each of the shape of
 * a shipped brand in turn (markets, languages, lobby, licences); each forced build
 * processes every image anew (an empty image cache). Targets: all brands in at
 * most 1.5 times one brand's build; at most 100 KB of disk per brand beyond the one shared app;
 * an incremental build of one edited brand in at most 2 s beyond the check of the brand files. */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createBrand, formatIssue, listBrandIds, readableOn } from '../brand/index';
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

/**
 * A synthetic brand of the shape of a shipped one (`from`): its markets, languages, lobby, blocks,
 * payments, licences, fonts and radii, as a fleet of hundreds of operators' brands spans a few
 * markets; with its own id, name, hosts (the shipped brand's, renamed, in its licences too),
 * colours and images.
 */
async function ownShape(root: string, id: string, from: string): Promise<void> {
  const file = path.join(root, 'brands', `${id}.json`);
  const own = JSON.parse(await readFile(file, 'utf8')) as Brand;
  // The shipped brand's hosts renamed wherever the file names one (its licences, its overrides).
  let text = await readFile(path.join(root, 'brands', `${from}.json`), 'utf8');
  const first = own.hosts?.[0] ?? `${id}.example`;
  const [main, ...others] = (JSON.parse(text) as Brand).hosts ?? [];
  if (main) text = text.replaceAll(JSON.stringify(main), JSON.stringify(first));
  others.forEach((host, i) => {
    text = text.replaceAll(JSON.stringify(host), JSON.stringify(`h${i + 1}.${first}`));
  });
  const shape = JSON.parse(text) as Brand;
  const brand: Brand = {
    ...shape,
    id,
    name: own.name,
    assets: own.assets,
    theme: { ...shape.theme, colors: { ...shape.theme.colors, ...pick(own.theme.colors) } },
  };
  await writeFile(file, `${JSON.stringify(brand, null, 2)}\n`);
}

/** The colours a synthetic look sets (syntheticLook), from a brand's. */
function pick(colors: Brand['theme']['colors']): Partial<Brand['theme']['colors']> {
  const { primary, onPrimary, accent, onAccent, border } = colors;
  return { primary, onPrimary, accent, onAccent, border };
}

/** What a build reads besides brands/ (and node_modules, linked): a checkout without the rest. */
const CHECKOUT = [
  'src',
  'scripts',
  'schemas',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
] as const;

/**
 * A copy of this checkout in a temporary folder with `n` synthetic brands added to its brands/,
 * as a release engineer's checkout with hundreds of brands is (node_modules linked, not copied).
 */
async function makeCheckout(n: number): Promise<{ root: string; work: string }> {
  const work = await mkdtemp(path.join(tmpdir(), 'betdeck-bench-brands-'));
  const root = path.join(work, 'checkout');
  for (const entry of [...CHECKOUT, 'brands']) {
    await cp(path.join(ROOT, entry), path.join(root, entry), { recursive: true });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const brands = { root, localesDir: path.join(root, 'src/locales') };
  const shipped = await listBrandIds(brands);
  for (let i = 1; i <= n; i++) {
    const id = `synth-${String(i).padStart(4, '0')}`;
    const made = await createBrand(id, brands, syntheticLook(i));
    if (made.issues.length) throw new Error(made.issues.map(formatIssue).join('\n'));
    await ownShape(brands.root, id, shipped[(i - 1) % shipped.length]!);
    await ownImages(brands.root, id);
  }
  return { root, work };
}

interface Run {
  ms: number;
  /** What the build printed. */
  output: string;
}

/**
 * `npm run build -- <args>` in the checkout, as its own process (Node and tsx starting included,
 * as a release engineer's command does), with an image cache of its own: empty, as on a fresh
 * checkout, so that every build processes its brands' images.
 */
async function runBuild(root: string, args: readonly string[], imageCache: string): Promise<Run> {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const start = performance.now();
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [tsx, 'scripts/build.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, BETDECK_IMAGE_CACHE: imageCache },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`build ${args.join(' ')}: ${stderr || error.message}`))
          : resolve(stdout),
    );
  });
  return { ms: performance.now() - start, output };
}

/** A step's time as the build printed it ("... in 123 ms"). */
function printedMs(output: string, pattern: RegExp): number {
  const found = pattern.exec(output);
  if (!found) throw new Error(`the build did not print ${String(pattern)}`);
  return Number(found[1]);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / KB / KB).toFixed(1)} MB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function main() {
  const { values } = parseArgs({
    options: {
      synthetic: { type: 'string', default: '0' },
      runs: { type: 'string', default: '3' },
      keep: { type: 'boolean', default: false },
    },
  });
  const n = Number(values.synthetic);
  const runs = Math.max(1, Number(values.runs));
  const t = performance.now();
  const { root, work } = await makeCheckout(n);
  const ids = await listBrandIds({ root, localesDir: path.join(root, 'src/locales') });
  console.log(
    `${ids.length} brands (${n} synthetic) in a copy of the checkout, ${root} ` +
      `(made in ${seconds(performance.now() - t)}); ${cpus().length} cores, Node ${process.version}; ` +
      `median of ${runs} forced builds each, alternated\n`,
  );
  const oneOut = path.join(work, 'one');
  const allOut = path.join(work, 'all');
  const one: Run[] = [];
  const all: Run[] = [];
  const loadBefore = loadavg()[0]!;
  // Alternated, so both see the same machine (others share it).
  for (let r = 0; r < runs; r++) {
    const cache = (name: string) => path.join(work, `images-${name}-${r}`);
    one.push(await runBuild(root, ['--brand', 'demo', '--force', '--out', oneOut], cache('one')));
    all.push(await runBuild(root, ['--all', '--force', '--out', allOut], cache('all')));
    console.log(
      `  run ${r + 1}: one ${seconds(one[r]!.ms)}, all ${seconds(all[r]!.ms)} ` +
        `(ratio ${(all[r]!.ms / one[r]!.ms).toFixed(2)}, load ${loadavg()[0]!.toFixed(1)})`,
    );
  }
  const loadAfter = loadavg()[0]!;
  const oneMs = median(one.map((run) => run.ms));
  const allMs = median(all.map((run) => run.ms));
  const step = (runs: Run[], pattern: RegExp) =>
    median(runs.map((run) => printedMs(run.output, pattern)));
  const CHECK = /Checked \d+ brand files? in (\d+) ms/;
  const COMPILE = /compiled in (\d+) ms/;
  const stepsOf = (runs: Run[], total: number) => {
    const check = step(runs, CHECK);
    const compile = step(runs, COMPILE);
    return `check ${seconds(check)}, compile ${seconds(compile)}, the rest ${seconds(total - check - compile)}`;
  };

  const total = await diskUse(allOut);
  const shared = await diskUse(path.join(allOut, ASSETS_FOLDER));
  const perBrand = (total.disk - shared.disk) / ids.length;
  const single = await diskUse(path.join(oneOut, 'demo'));

  // Incremental: one brand file edited, nothing else.
  const edited = n > 0 ? 'synth-0001' : ids[0]!;
  const file = path.join(root, 'brands', `${edited}.json`);
  const brand = JSON.parse(await readFile(file, 'utf8')) as Brand;
  brand.name = `${brand.name} Edited`;
  await writeFile(file, `${JSON.stringify(brand, null, 2)}\n`);
  const inc = await runBuild(root, ['--all', '--out', allOut], path.join(work, 'images-inc'));
  const incCheck = printedMs(inc.output, CHECK);
  const beyondCheck = inc.ms - incCheck;
  const stamped = [...inc.output.matchAll(/^\[\d+\/\d+\] (\S+) ->/gm)].map((m) => m[1]!);
  const compiled = COMPILE.test(inc.output);

  const ratio = allMs / oneMs;
  const rows: [string, string, string][] = [
    ['npm run build -- --brand demo --force', `${seconds(oneMs)} (${stepsOf(one, oneMs)})`, ''],
    [
      `npm run build:brands -- --force (${ids.length} brands)`,
      `${seconds(allMs)} (${stepsOf(all, allMs)})`,
      '',
    ],
    [
      'ratio all / one',
      ratio.toFixed(2),
      `target <= ${TARGET_RATIO}: ${mark(ratio <= TARGET_RATIO)}`,
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
      `npm run build:brands after editing ${edited}`,
      `${seconds(inc.ms)} (check of ${ids.length} brand files ${seconds(incCheck)}, the rest ${seconds(beyondCheck)})`,
      `target <= ${seconds(TARGET_INCREMENTAL_MS)} beyond the check: ${mark(beyondCheck <= TARGET_INCREMENTAL_MS)}`,
    ],
    ['  re-stamped', stamped.join(', ') || 'none', `compiled: ${compiled ? 'yes' : 'no'}`],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [what, value, target] of rows) {
    console.log(`${what.padEnd(width)}  ${value}${target ? `  (${target})` : ''}`);
  }
  const ok =
    ratio <= TARGET_RATIO &&
    perBrand <= TARGET_KB_PER_BRAND * KB &&
    beyondCheck <= TARGET_INCREMENTAL_MS &&
    stamped.length === 1 &&
    stamped[0] === edited &&
    !compiled;
  if (values.keep) console.log(`\nkept ${work}`);
  else await rm(work, { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
}

await main();
