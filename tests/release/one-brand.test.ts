// @vitest-environment node
// npm run release, one brand at a time (docs/releasing.md#one-brand-at-a-time): a publish of some brands
// keeps the others as the current release holds them, a brand that fails its checks (the demo
// operator's data included) is left out, a rollback of one brand, and a dry run.
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkShippable } from '../../scripts/brand/index';
import { runRelease, type CliContext } from '../../scripts/release/cli';
import { readManifest, status } from '../../scripts/release/releases';
import { folderTarget } from '../../scripts/release/folder-target';
import { buildTwoReleases, type TwoBuilds } from './two-builds';

const REPO = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'betdeck-release-one-'));
const srv = path.join(work, 'srv');
const target = folderTarget(srv, {});
let builds: TwoBuilds;
/** Each release a minute after the one before: ids are to the second, and a run is faster. */
let minutes = 0;
const now = () => new Date(Date.UTC(2026, 11, 2, 10, minutes++));

/** A copy of brands/ to break one brand in, checked with the repository's texts. */
const brandsCopy = (name: string) => {
  const root = path.join(work, name);
  cpSync(path.join(REPO, 'brands'), path.join(root, 'brands'), { recursive: true });
  return { root, localesDir: path.join(REPO, 'src/locales') };
};

function run(args: string[], brands = brandsCopy(`b${Math.random()}`)) {
  const lines = { out: [] as string[], err: [] as string[] };
  const context: CliContext = {
    out: (l) => lines.out.push(l),
    err: (l) => lines.err.push(l),
    brands,
    now,
  };
  return runRelease([...args, '--to', srv], context).then((code) => ({ code, ...lines }));
}

/** What the current release's brand `id` holds: its pages by path, with their contents. */
async function pagesOf(id: string) {
  const m = await readManifest(target, (await target.current())!);
  const brand = m.brands.find((b) => b.id === id)!;
  return Object.fromEntries(
    brand.files.map((f) => [
      f.key.split('/').slice(3).join('/'),
      readFileSync(path.join(srv, f.key), 'utf8'),
    ]),
  );
}

const builtPages = (build: string, id: string) =>
  readFileSync(path.join(build, id, 'index.html'), 'utf8');

beforeAll(async () => {
  builds = await buildTwoReleases();
}, 240_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm run release, one brand at a time', { timeout: 60_000 }, () => {
  it('publishes one brand: the others keep the pages of the current release, byte for byte', async () => {
    const one = await run(['publish', '--from', builds.first, '--port', '48123']);
    expect(one.err.join('\n')).toBe('');
    expect(one.code).toBe(0);
    const first = (await target.current())!;
    const second = await run(['publish', '--brand', 'eurowin', '--from', builds.second]);
    expect(second.code).toBe(0);
    expect((await pagesOf('eurowin'))['index.html']).toBe(builtPages(builds.second, 'eurowin'));
    expect((await pagesOf('demo'))['index.html']).toBe(builtPages(builds.first, 'demo'));
    const report = await status(target);
    const current = report.releases.find((r) => r.current)!;
    expect(current.pagesOf).toEqual({ demo: first, eurowin: current.release });
    // The kept brand's app is still named by the release (a prune keeps it) and on disk.
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(builtPages(builds.first, 'demo'))![1]!;
    const m = await readManifest(target, current.release);
    expect(m.assets.map((a) => a.key)).toContain(`assets/${entry}`);
    expect(readdirSync(path.join(srv, 'assets'))).toContain(entry);
    expect(m.publisher).toBeTruthy();
    expect(m.commit).toMatch(/^[0-9a-f]{40}/);
    expect((await run(['verify'])).code).toBe(0);
  });

  it('rolls one brand back: a new release with its earlier pages, the others as they are', async () => {
    const before = await pagesOf('demo');
    const { code, out } = await run(['rollback', '--brand', 'eurowin']);
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/with eurowin's pages of \d{8}T/);
    expect((await pagesOf('eurowin'))['index.html']).toBe(builtPages(builds.first, 'eurowin'));
    expect(await pagesOf('demo')).toEqual(before);
    expect((await run(['verify'])).code).toBe(0);
  });

  it('shows a dry run brand by brand and uploads nothing', async () => {
    const held = readdirSync(path.join(srv, 'releases')).sort();
    const current = await target.current();
    const { code, out } = await run(['publish', '--from', builds.second, '--dry-run', '--json']);
    expect(code).toBe(0);
    const plan = JSON.parse(out.join('\n')) as {
      brands: { id: string; change: string }[];
      pagesReplaced: number;
      bytes: number;
    };
    expect(plan.brands).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'eurowin', change: 'changed' }),
        expect.objectContaining({ id: 'demo', change: 'changed' }),
      ]),
    );
    expect(plan.pagesReplaced).toBeGreaterThan(0);
    expect(plan.bytes).toBeGreaterThan(0);
    expect(readdirSync(path.join(srv, 'releases')).sort()).toEqual(held);
    expect(await target.current()).toBe(current);
  });

  it('leaves out a brand that fails its checks, ships the rest, and exits 2 (--strict: nothing)', async () => {
    const brands = brandsCopy('broken');
    const file = path.join(brands.root, 'brands/eurowin.json');
    const eurowin = JSON.parse(readFileSync(file, 'utf8')) as {
      theme: { colors: { primary: string } };
    };
    eurowin.theme.colors.primary = 'not a colour';
    writeFileSync(file, JSON.stringify(eurowin));
    const kept = await pagesOf('eurowin');
    const current = await target.current();
    const strict = await run(['publish', '--from', builds.second, '--strict'], brands);
    expect(strict.code).toBe(1);
    expect(await target.current()).toBe(current);
    const partial = await run(['publish', '--from', builds.second], brands);
    expect(partial.code).toBe(2);
    expect(partial.err.join('\n')).toMatch(
      /eurowin is left out[\s\S]*brands\/eurowin\.json \/theme\/colors\/primary/,
    );
    expect(await pagesOf('eurowin')).toEqual(kept);
    expect((await pagesOf('demo'))['index.html']).toBe(builtPages(builds.second, 'demo'));
  });

  it('says after a switch whether the server was reloaded, and a failed --reload in its words', async () => {
    const without = await run(['rollback']);
    expect(without.code).toBe(0);
    expect(without.out.at(-1)).toBe(
      `nginx not reloaded (no --reload): players get the previous release until nginx -p ${srv} -c ${srv}/nginx.conf -s reload (the first time, start it: nginx -p ${srv} -c ${srv}/nginx.conf)`,
    );
    const marker = path.join(work, 'reloaded');
    const reloaded = await run(['rollback', '--reload', `echo "$PWD" > '${marker}'`]);
    expect(reloaded.out.at(-1)).toBe(`nginx reloaded (echo "$PWD" > '${marker}')`);
    expect(readFileSync(marker, 'utf8').trim()).toBe(process.cwd());
    const before = await target.current();
    const failed = await run(['rollback', '--reload', 'echo "no nginx.pid here" >&2; exit 3']);
    expect(failed.code).toBe(1);
    const now = await target.current();
    expect(now).not.toBe(before);
    expect(failed.err).toEqual([
      `release rollback: ${now} is current, but the reload failed (echo "no nginx.pid here" >&2; exit 3: no nginx.pid here); players get the previous release until nginx reloads`,
    ]);
    expect((await run(['verify', '--reload', 'true'])).err[0]).toBe(
      'release verify: --reload goes with publish and rollback',
    );
  });
});

describe("the demo operator's data in a release", () => {
  it("refuses a brand still carrying the template brand's licence, licensee and pages, naming each field", async () => {
    const brands = brandsCopy('copied');
    const demo = JSON.parse(
      readFileSync(path.join(brands.root, 'brands/demo.json'), 'utf8'),
    ) as Record<string, unknown>;
    const copy = { ...demo, id: 'zz-test', hosts: ['zz-test.example'] };
    writeFileSync(path.join(brands.root, 'brands/zz-test.json'), JSON.stringify(copy));
    cpSync(path.join(brands.root, 'brands/demo'), path.join(brands.root, 'brands/zz-test'), {
      recursive: true,
    });
    const { ready, refused } = await checkShippable(['demo', 'zz-test'], brands);
    expect(ready).toEqual(['demo']);
    const pointers = refused[0]!.issues.map((i) => i.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/compliance/licences/0/number',
        '/compliance/licences/0/licensee',
        '/compliance/terms',
        '/compliance/privacy',
        '/payments/topUpUrl',
      ]),
    );
  });
});
