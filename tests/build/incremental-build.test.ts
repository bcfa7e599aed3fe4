// @vitest-environment node
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBrands,
  RECORD_FILE,
  type BuildOptions,
  type BuildRecord,
} from '../../scripts/build/build-brands';
import { hashInputs } from '../../scripts/build/files';
import { KEPT_RELEASES } from '../../scripts/build/release-folder';
import { makeBrandRoot, type BrandRoot } from '../scripts/brand-fixture';

/**
 * Building every brand again redoes only what changed. The build record
 * (<out>/.build-record.json) and the kept compile decide; --force redoes the compile and the
 * brands it builds.
 */
const IDS = ['demo', 'eurowin', 'sportsloth'];
/** A test that compiles or stamps every brand: minutes on a busy machine, not the default 5 s. */
const BUILD_TIMEOUT = 120_000;
/** A brand's site in a shared layout (the app's assets beside the brands'): its files, sorted. */
// demo's own pages: brands/demo/pages/ (terms, privacy, wallet/top-up).
const SHARED_SITE = [
  '_headers',
  'brand',
  'index.html',
  'manifest.webmanifest',
  'privacy',
  'sw.js',
  'terms',
  'wallet',
];
let brands: BrandRoot;
let work: string;
let out: string;
let lines: string[] = [];

const build = (extra: Partial<BuildOptions> = {}) => {
  lines = [];
  return buildBrands({
    ids: IDS,
    outDir: out,
    appDir: path.join(work, 'app'),
    layout: 'shared',
    brands: { root: brands.root, localesDir: brands.localesDir },
    log: (line) => lines.push(line),
    ...extra,
  });
};
/** Each script and style sheet of an assets folder has its Brotli and gzip copies, whole. */
function expectPrecompressed(dir: string) {
  const texts = readdirSync(dir).filter(
    (f) => /\.(js|css)$/.test(f) && statSync(path.join(dir, f)).size >= 1000,
  );
  expect(texts.length).toBeGreaterThan(10);
  for (const name of texts) {
    const body = readFileSync(path.join(dir, name));
    expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).equals(body)).toBe(
      true,
    );
    expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).equals(body)).toBe(true);
  }
}
const mtime = (file: string) => statSync(path.join(out, file)).mtimeMs;
const record = () => JSON.parse(readFileSync(path.join(out, RECORD_FILE), 'utf8')) as BuildRecord;

beforeAll(async () => {
  brands = await makeBrandRoot(IDS);
  work = mkdtempSync(path.join(tmpdir(), 'betdeck-incremental-'));
  out = path.join(work, 'dist');
  const first = await build();
  expect(first.compiled).toBe(true);
  expect(first.stamped.sort()).toEqual(IDS);
}, 120_000);
afterAll(async () => {
  await brands?.cleanup();
  await rm(work, { recursive: true, force: true });
});

describe('incremental build of every brand', () => {
  it('redoes nothing when nothing changed', async () => {
    const before = IDS.map((id) => mtime(`${id}/index.html`));
    const report = await build();
    expect(report.compiled).toBe(false);
    expect(report.stamped).toEqual([]);
    expect(report.upToDate.sort()).toEqual(IDS);
    expect(lines.join('\n')).toContain('App unchanged since its last compile: not compiled');
    expect(IDS.map((id) => mtime(`${id}/index.html`))).toEqual(before);
  });

  it('re-stamps only the brand whose file was edited, without compiling', async () => {
    const untouched = mtime('demo/index.html');
    await brands.edit('eurowin', (b) => {
      b.name = 'EuroWin Max';
    });
    const report = await build();
    expect(report.compiled).toBe(false);
    expect(report.stamped).toEqual(['eurowin']);
    expect(lines.filter((l) => /^\[\d+\/\d+\]/.test(l))).toEqual([
      expect.stringMatching(/^\[1\/1\] eurowin -> /),
    ]);
    expect(readFileSync(path.join(out, 'eurowin/index.html'), 'utf8')).toContain(
      '<title>EuroWin Max</title>',
    );
    expect(mtime('demo/index.html')).toBe(untouched);
  });

  it('re-stamps a brand whose image changed, and drops the old image from its site', async () => {
    const logo = path.join(brands.brandsDir, 'sportsloth/logo.svg');
    const old = readdirSync(path.join(out, 'sportsloth/brand')).filter((f) =>
      f.startsWith('logo-'),
    );
    await writeFile(logo, readFileSync(logo, 'utf8').replace('</svg>', '<circle r="1"/></svg>'));
    const report = await build();
    expect(report.stamped).toEqual(['sportsloth']);
    const now = readdirSync(path.join(out, 'sportsloth/brand')).filter((f) =>
      f.startsWith('logo-'),
    );
    expect(now).toHaveLength(1);
    expect(now).not.toEqual(old);
  });

  it(
    'after an app change compiles once and re-stamps every brand',
    async () => {
      // A change of the compile's configuration is a change of the app like an edit of src/.
      const report = await build({ vite: { build: { reportCompressedSize: false } } });
      expect(report.compiled).toBe(true);
      expect(lines.filter((l) => l.startsWith('Compiling the app'))).toHaveLength(1);
      expect(report.stamped.sort()).toEqual(IDS);
      const entry = record().shared?.entry;
      expect(entry && existsSync(path.join(out, entry))).toBe(true);
      for (const id of IDS) expect(record().brands[id]?.entry).toBe(entry);
    },
    BUILD_TIMEOUT,
  );

  it(
    'with force compiles and stamps everything again',
    async () => {
      const report = await build({
        vite: { build: { reportCompressedSize: false } },
        force: true,
      });
      expect(report.compiled).toBe(true);
      expect(report.stamped.sort()).toEqual(IDS);
      // The shared app is copied once its assets are compressed (while the brands are stamped).
      expectPrecompressed(path.join(out, 'assets'));
    },
    BUILD_TIMEOUT,
  );

  it(
    'with force for a self-contained site copies the app with its compressed assets',
    async () => {
      const site = path.join(work, 'self-contained');
      const report = await buildBrands({
        ids: ['demo'],
        outDir: site,
        appDir: path.join(work, 'app'),
        brands: { root: brands.root, localesDir: brands.localesDir },
        log: () => {},
        vite: { build: { reportCompressedSize: false } },
        force: true,
      });
      expect(report.compiled).toBe(true);
      expectPrecompressed(path.join(site, 'demo/assets'));
    },
    BUILD_TIMEOUT,
  );

  it(
    'turns a self-contained site into a shared one and back',
    async () => {
      const opts = { vite: { build: { reportCompressedSize: false } } };
      const self = await build({ ...opts, ids: ['demo'], layout: 'self-contained' });
      expect(self.compiled).toBe(false);
      expect(self.stamped).toEqual(['demo']);
      expect(readdirSync(path.join(out, 'demo')).sort()).toEqual([...SHARED_SITE, 'assets'].sort());
      const shared = await build(opts);
      expect(shared.stamped).toEqual(['demo']);
      expect(readdirSync(path.join(out, 'demo')).sort()).toEqual(SHARED_SITE);
    },
    BUILD_TIMEOUT,
  );

  it(
    'removes the site of a brand that is gone when building all with prune',
    async () => {
      const opts = { vite: { build: { reportCompressedSize: false } } };
      const report = await build({ ...opts, ids: ['demo', 'eurowin'], prune: true });
      expect(report.pruned).toEqual(['sportsloth']);
      expect(existsSync(path.join(out, 'sportsloth'))).toBe(false);
      expect(Object.keys(record().brands).sort()).toEqual(['demo', 'eurowin']);
    },
    BUILD_TIMEOUT,
  );
});

describe('atomic builds', () => {
  it(
    'switch the folder to a whole new release: the one served before stays whole',
    async () => {
      expect(lstatSync(out).isSymbolicLink()).toBe(true);
      const before = realpathSync(out);
      const oldPage = readFileSync(path.join(before, 'eurowin/index.html'), 'utf8');
      await brands.edit('eurowin', (b) => {
        b.name = 'EuroWin Atomic';
      });
      await build({ ids: ['demo', 'eurowin'] });
      const after = realpathSync(out);
      expect(path.dirname(after)).toBe(`${out}.releases`);
      expect(after).not.toBe(before);
      // The release a server was reading is as it was, its pages and the assets they name.
      expect(readFileSync(path.join(before, 'eurowin/index.html'), 'utf8')).toBe(oldPage);
      const entry = /src="[^"]*?(assets\/index-[\w-]+\.js)"/.exec(oldPage)?.[1];
      expect(entry && existsSync(path.join(before, entry))).toBe(true);
      expect(readFileSync(path.join(out, 'eurowin/index.html'), 'utf8')).toContain(
        '<title>EuroWin Atomic</title>',
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'with force for one brand keeps the other brands’ sites and the app they load, and stamps its own folder anew',
    async () => {
      const eurowin = readFileSync(path.join(out, 'eurowin/index.html'), 'utf8');
      const recorded = Object.keys(record().brands).sort();
      expect(recorded).toContain('eurowin');
      const entryOf = (html: string) =>
        /<script type="module"[^>]* src="\/([^"]+)"/.exec(html)![1]!;
      // A forced brand's folder is made anew, not from the last release's: nothing of it stays.
      const stray = path.join(realpathSync(out), 'demo/brand/stray.svg');
      await writeFile(stray, '<svg xmlns="http://www.w3.org/2000/svg"/>');
      // An app compiled otherwise (not minified: other files, another entry), as after a change.
      const report = await build({
        ids: ['demo'],
        vite: { build: { reportCompressedSize: false, minify: false } },
        force: true,
      });
      expect(report.stamped).toEqual(['demo']);
      const demoEntry = entryOf(readFileSync(path.join(out, 'demo/index.html'), 'utf8'));
      expect(demoEntry).not.toBe(entryOf(eurowin));
      // The other brands' pages as they were, and the app they name still there, whole.
      expect(readFileSync(path.join(out, 'eurowin/index.html'), 'utf8')).toBe(eurowin);
      expect(existsSync(path.join(out, entryOf(eurowin)))).toBe(true);
      expect(existsSync(path.join(out, demoEntry))).toBe(true);
      // The record still lists them: the next build knows what their folders hold.
      expect(Object.keys(record().brands).sort()).toEqual(recorded);
      expect(existsSync(path.join(out, 'demo/brand/stray.svg'))).toBe(false);
      expect(readdirSync(path.join(out, 'demo')).sort()).toEqual(SHARED_SITE);
    },
    BUILD_TIMEOUT,
  );

  it(
    'refuse a second build of the same folder while one runs, and leave it as it was',
    async () => {
      const served = realpathSync(out);
      const results = await Promise.allSettled([build({ force: true }), build({ force: true })]);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(
        /another build \(process \d+\) is writing .*dist; wait for it to finish/,
      );
      expect(realpathSync(out)).not.toBe(served);
      // Releases beyond the kept ones are gone; the lock with the build.
      expect(readdirSync(`${out}.releases`).length).toBeLessThanOrEqual(KEPT_RELEASES + 1);
      expect(existsSync(`${out}.lock`)).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    'a failed build leaves the folder on its release and no unfinished one',
    async () => {
      const served = realpathSync(out);
      const releases = readdirSync(`${out}.releases`).sort();
      let primary = '';
      await brands.edit('demo', (b) => {
        primary = b.theme.colors.primary;
        b.theme.colors.primary = 'red';
      });
      await expect(build()).rejects.toThrow();
      // The brand as it was, for whatever runs next.
      await brands.edit('demo', (b) => {
        b.theme.colors.primary = primary;
      });
      expect(realpathSync(out)).toBe(served);
      expect(readdirSync(`${out}.releases`).sort()).toEqual(releases);
      expect(existsSync(`${out}.lock`)).toBe(false);
    },
    BUILD_TIMEOUT,
  );
});

describe('the inputs of the compile', () => {
  it('hash every file of the app inputs, and nothing else', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'betdeck-inputs-'));
    try {
      await mkdir(path.join(root, 'src/lib'), { recursive: true });
      await mkdir(path.join(root, 'brands'), { recursive: true });
      await writeFile(path.join(root, 'src/lib/a.ts'), 'export const a = 1;\n');
      await writeFile(path.join(root, 'index.html'), '<!doctype html>\n');
      const inputs = ['src', 'index.html', 'vite.config.ts'];
      const first = await hashInputs(root, inputs);
      await writeFile(path.join(root, 'brands/demo.json'), '{}');
      expect(await hashInputs(root, inputs)).toBe(first);
      await writeFile(path.join(root, 'src/lib/a.ts'), 'export const a = 2;\n');
      const edited = await hashInputs(root, inputs);
      expect(edited).not.toBe(first);
      await writeFile(path.join(root, 'src/lib/b.ts'), '');
      expect(await hashInputs(root, inputs)).not.toBe(edited);
      await writeFile(path.join(root, 'vite.config.ts'), 'export default {};\n');
      expect(await hashInputs(root, inputs)).not.toBe(edited);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
