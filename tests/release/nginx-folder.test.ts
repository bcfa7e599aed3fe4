// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrotliModule } from '../../scripts/server/nginx-conf';
import { folderTarget } from '../../scripts/release/folder-target';
import { publish } from '../../scripts/release/publish';
import { runRelease } from '../../scripts/release/cli';
import { prune, status } from '../../scripts/release/releases';
import type { Target } from '../../scripts/release/target';
import { verify } from '../../scripts/release/verify';
import { pagePreloads } from '../build/page-preloads';
import { freePort, rawRequest } from '../server/helpers';
import {
  hasNginx,
  NGINX,
  startNginx,
  warnWithoutNginx,
  type RunningNginx,
} from '../server/nginx-runner';
import { buildTwoReleases, builtHeaders, type TwoBuilds } from './two-builds';

/**
 * `npm run release` to a folder served by Debian's nginx (as tests/server/nginx.test.ts
 * runs it): a page opened on release N still loads its lazy screens after release N+1 is
 * published and nginx reloaded; then a rollback and a prune.
 */
warnWithoutNginx('tests/release/nginx-folder.test.ts');

const work = mkdtempSync(path.join(tmpdir(), 'betdeck-release-nginx-'));
const srv = path.join(work, 'srv');
const conf = path.join(srv, 'nginx.conf');
let builds: TwoBuilds;
let target: Target;
let base = '';
let nginx: RunningNginx | undefined;
const ids: Record<keyof TwoBuilds, string> = { first: '', second: '' };
const HOST = 'betdeck.example';

const get = (p: string, host = HOST) => rawRequest(base, p, { headers: { host } });
const builtPage = (build: string, id = 'demo') =>
  readFileSync(path.join(build, id, 'index.html'), 'utf8');

/**
 * Resolves once nginx serves `html` at / with `policy` (after a start or a reload: until the old
 * workers have gone, a request can still meet the configuration before), or throws after 10 s.
 */
async function servedPage(html: string, host = HOST, policy?: string): Promise<void> {
  let last = '';
  for (let i = 0; i < 100; i++) {
    const res = await get('/', host).catch(() => undefined);
    last = res?.body.toString() ?? '';
    if (last === html && (!policy || res?.headers['content-security-policy'] === policy)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `nginx does not serve the expected page: ${nginx?.messages() || last.slice(0, 200)}`,
  );
}

/**
 * The app files a page loads later: each screen's chunks as its preload script names them, and
 * the chunks its entry imports lazily.
 */
async function lazyChunks(html: string): Promise<string[]> {
  const routes = ['/quickbetx/QBX-101', '/quickbetx/tracking/T-OPEN-1', '/history', '/track'];
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
  const code = (await get(entry)).body.toString();
  const imported = [...code.matchAll(/"\.\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
  const preloaded = routes.flatMap((route) => pagePreloads(html, route).modules);
  return [...new Set([...preloaded, ...imported])].filter((url) => url !== entry);
}

const publishBuild = async (name: keyof TwoBuilds, at: string) => {
  ids[name] = (
    await publish(target, builds[name], { now: new Date(at), log: () => {} })
  ).manifest.release;
};
const reload = () =>
  execFileSync(NGINX, ['-p', srv, '-c', conf, '-s', 'reload'], { stdio: 'pipe' });

beforeAll(async () => {
  if (!hasNginx) return;
  builds = await buildTwoReleases();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const brotliModule = findBrotliModule();
  target = folderTarget(srv, {
    nginx: { port, user: userInfo().username, ...(brotliModule ? { brotliModule } : {}) },
  });
  await publishBuild('first', '2026-11-26T10:00:00Z');
  nginx = await startNginx(srv, conf, () => servedPage(builtPage(builds.first)));
}, 240_000);

afterAll(async () => {
  await nginx?.stop();
  await rm(work, { recursive: true, force: true });
});

const assetsOf = (build: string) => new Set(readdirSync(path.join(build, 'assets')));
const csp = (build: string, id = 'demo') => builtHeaders(build, id)['Content-Security-Policy'];

describe.skipIf(!hasNginx)('npm run release to a folder nginx serves', { timeout: 60_000 }, () => {
  it("keeps release N's lazy screens loading for its open pages after N+1 is published and nginx reloaded", async () => {
    const opened = await get('/');
    expect(opened.body.toString()).toBe(builtPage(builds.first));
    expect(opened.headers['content-security-policy']).toBe(csp(builds.first));
    const chunks = await lazyChunks(opened.body.toString());
    expect(chunks.length).toBeGreaterThan(5);

    await publishBuild('second', '2026-11-26T11:00:00Z');
    // Not reloaded yet: the files are the new release's, the players' pages the old one's.
    const stale = await verify(target, { url: base });
    // One line a host, naming the release it still serves.
    const hosts = ['betdeck.example', 'localhost', 'eurowin.example', 'de.eurowin.example'];
    for (const host of hosts) {
      expect(stale.problems).toContain(
        `${host} (at ${base}): serves the page of release ${ids.first}, not of ${ids.second} (reload nginx, or purge the CDN's copy)`,
      );
    }
    expect(stale.problems.length).toBe(stale.hosts);
    reload();
    // The new page comes with its own policy (the hashes of its inline scripts), at the reload.
    await servedPage(builtPage(builds.second), HOST, csp(builds.second));
    expect(csp(builds.second)).not.toBe(csp(builds.first));
    // The old page's chunks are not the new release's...
    const second = assetsOf(builds.second);
    expect(chunks.filter((url) => !second.has(path.basename(url))).length).toBeGreaterThan(5);
    // ...and load as they did.
    for (const url of chunks) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(readFileSync(path.join(builds.first, url))), url).toBe(true);
    }
  });

  it('verifies the current release: its files, the current link, the configuration and what each host serves', async () => {
    const served = await verify(target, { url: base });
    expect(served).toMatchObject({ release: ids.second, problems: [] });
    expect(served.hosts).toBeGreaterThanOrEqual(2);
    const page = path.join(srv, 'releases', ids.second, 'eurowin', 'index.html');
    appendFileSync(page, '<!-- changed -->');
    const { problems } = await verify(target);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^releases/${ids.second}/eurowin/index.html: changed`)),
    ]);
  });

  it('rolls back to release N with --reload: the link, the configuration, and what nginx serves', async () => {
    const lines: string[] = [];
    const cli = (args: string[]) =>
      runRelease([...args, '--to', srv], { out: (l) => lines.push(l), err: (l) => lines.push(l) });
    const reloadCommand = `${NGINX} -p '${srv}' -c '${conf}' -s reload`;
    expect(await cli(['rollback', '--reload', reloadCommand])).toBe(0);
    expect(lines).toEqual([
      `current release: ${ids.first} (was ${ids.second})`,
      `nginx reloaded (${reloadCommand})`,
    ]);
    expect((await status(target)).current).toBe(ids.first);
    await servedPage(builtPage(builds.first), HOST, csp(builds.first));
    await servedPage(
      builtPage(builds.first, 'eurowin'),
      'eurowin.example',
      csp(builds.first, 'eurowin'),
    );
    lines.length = 0;
    expect(await cli(['verify', '--url', base])).toBe(0);
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^${ids.first} at ${srv}: \\d+ files as published; \\d+ hosts serve it at ${base}$`,
      ),
    );
  });

  it('prunes the other release and the assets only it named, and nginx still serves the kept one', async () => {
    const report = await prune(target, 1);
    expect(report.removedReleases).toEqual([ids.second]);
    expect(readdirSync(path.join(srv, 'releases'))).toEqual([ids.first]);
    const first = assetsOf(builds.first);
    expect(readdirSync(path.join(srv, 'assets')).sort()).toEqual([...first].sort());
    expect(report.removedAssets.length).toBeGreaterThan(0);
    for (const key of report.removedAssets) expect(first.has(path.basename(key)), key).toBe(false);
    expect(await verify(target)).toMatchObject({ release: ids.first, problems: [] });
    for (const url of await lazyChunks(builtPage(builds.first))) {
      expect((await get(url)).status, url).toBe(200);
    }
  });
});
