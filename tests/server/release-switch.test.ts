// @vitest-environment node
import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, writeSiteHeaders, type TestServer } from './helpers';

/**
 * A build switches dist to a new release folder in one rename
 * (scripts/build/release-folder.ts). The running server keeps serving the release it had, whole,
 * until it sees the switch (it looks at the link once a second), then the new one, whole: here a
 * brand built on its own, then every brand built together (its assets move to dist/assets/).
 */
const parent = mkdtempSync(path.join(tmpdir(), 'betdeck-switch-'));
const dist = path.join(parent, 'dist');
let app: TestServer;

/** A release of the demo site whose page names `entry`: in the site's assets, or the shared ones. */
function release(name: string, entry: string, layout: 'own' | 'shared'): void {
  const site = path.join(parent, 'dist.releases', name, 'demo');
  const assets = layout === 'own' ? path.join(site, 'assets') : path.join(site, '..', 'assets');
  mkdirSync(site, { recursive: true });
  mkdirSync(assets, { recursive: true });
  writeFileSync(
    path.join(site, 'index.html'),
    `<!doctype html><script type="module" src="/assets/${entry}"></script>\n`,
  );
  writeFileSync(path.join(assets, entry), `export const release = '${name}';\n`);
  // A lazy screen of the release, asked for only later.
  writeFileSync(path.join(assets, `screen-${name}.js`), `export const screen = '${name}';\n`);
  writeSiteHeaders(site);
}

/** Points dist at a release as the build does: a new link renamed over the old one. */
function switchTo(name: string): void {
  symlinkSync(path.join('dist.releases', name), `${dist}.tmp`);
  renameSync(`${dist}.tmp`, dist);
}

const get = async (p: string) => {
  const res = await fetch(app.url + p);
  return { status: res.status, body: await res.text() };
};

beforeAll(async () => {
  release('r1', 'index-one.js', 'own');
  switchTo('r1');
  app = await startTestServer({
    staticDir: path.join(dist, 'demo'),
    assetsDir: path.join(dist, 'assets'),
  });
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

describe('a running server and a build that switches its folder', () => {
  it('serves the old release whole until it sees the switch, then the new one whole', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await get('/')).body).toContain('/assets/index-one.js');
    expect((await get('/assets/index-one.js')).status).toBe(200);

    release('r2', 'index-two.js', 'shared');
    switchTo('r2');
    // Within the second: the page and the files it names, all of the release it had.
    expect((await get('/')).body).toContain('/assets/index-one.js');
    expect(await get('/assets/index-one.js')).toEqual({
      status: 200,
      body: "export const release = 'r1';\n",
    });
    expect(await get('/assets/screen-r1.js')).toEqual({
      status: 200,
      body: "export const screen = 'r1';\n",
    });

    vi.setSystemTime(Date.now() + 1100);
    expect((await get('/quickbetx/QBX-101')).body).toContain('/assets/index-two.js');
    expect(await get('/assets/index-two.js')).toEqual({
      status: 200,
      body: "export const release = 'r2';\n",
    });
  });
});
