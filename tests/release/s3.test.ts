// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, mapLimit } from '../../scripts/build/files';
import { runRelease } from '../../scripts/release/cli';
import { publish } from '../../scripts/release/publish';
import { prune, rollback, status } from '../../scripts/release/releases';
import { s3Target } from '../../scripts/release/s3-target';
import type { Target } from '../../scripts/release/target';
import { HEADERS_FILE } from '../../scripts/server/site-policy';
import { CONTENT_TYPES } from '../../scripts/server/static-files';
import { buildTwoReleases, builtHeaders, RELEASE_BRANDS, type TwoBuilds } from './two-builds';

/**
 * `npm run release` to an S3-compatible bucket, against s3rver on this machine: after
 * each step, every object of the bucket is the file of the build it came from, with the content
 * type, caching and encoding a CDN passes on, and each brand's headers as metadata.
 */
const BUCKET = 'betdeck';
const TO = `s3://${BUCKET}/sites`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const work = mkdtempSync(path.join(tmpdir(), 'betdeck-release-s3-'));
let server: S3rver;
let raw: S3Client;
let target: Target;
let builds: TwoBuilds;
let s3Config: ConstructorParameters<typeof S3Client>[0];
/** The releases published, by build. */
const ids: Record<keyof TwoBuilds, string> = { first: '', second: '' };

beforeAll(async () => {
  builds = await buildTwoReleases();
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  s3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  raw = new S3Client(s3Config);
  target = s3Target(TO, s3Config);
}, 240_000);

afterAll(async () => {
  target?.close?.();
  raw?.destroy();
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

/** What a site path is served as: content type, caching, encoding. */
function servedAs(sitePath: string) {
  const encoding = /\.(br|gz)$/.exec(sitePath)?.[1];
  const file = encoding ? sitePath.slice(0, -encoding.length - 1) : sitePath;
  const cache = /^(assets|brand)\//.test(file)
    ? IMMUTABLE
    : path.posix.basename(file) === 'index.html' || file === 'sw.js'
      ? 'no-cache'
      : 'public, max-age=3600';
  return {
    type: CONTENT_TYPES[path.extname(file)],
    cache,
    encoding: encoding && { br: 'br', gz: 'gzip' }[encoding],
  };
}

/** Every object the releases published should have put in the bucket, and what it should be. */
async function expectedObjects(releases: (keyof TwoBuilds)[]) {
  const objects = new Map<
    string,
    { file: string; sitePath: string; headers?: Record<string, string> }
  >();
  for (const name of releases) {
    const build = builds[name];
    for (const f of await filesUnder(path.join(build, 'assets'))) {
      objects.set(`assets/${f}`, { file: path.join(build, 'assets', f), sitePath: `assets/${f}` });
    }
    for (const brand of RELEASE_BRANDS) {
      for (const f of await filesUnder(path.join(build, brand))) {
        if (f === HEADERS_FILE) continue;
        const key = `releases/${ids[name]}/${brand}/${f}`;
        const headers = builtHeaders(build, brand);
        objects.set(key, { file: path.join(build, brand, f), sitePath: f, headers });
      }
    }
  }
  return objects;
}

/** Every key of the bucket, 1000 a page (v1 and its Marker: s3rver's v2 token needs DES). */
async function listBucket(): Promise<string[]> {
  const keys: string[] = [];
  for (;;) {
    const res = await raw.send(new ListObjectsCommand({ Bucket: BUCKET, Marker: keys.at(-1) }));
    keys.push(...(res.Contents ?? []).map((o) => o.Key!));
    if (!res.IsTruncated) return keys.sort();
  }
}

const body = async (key: string) => {
  const res = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await res.Body!.transformToByteArray());
};

/**
 * The bucket holds exactly the objects of `releases` (their files, manifests and the pointer),
 * each with its build's bytes and its headers; the pointer names `current`.
 */
async function expectBucket(releases: (keyof TwoBuilds)[], current: keyof TwoBuilds) {
  const objects = await expectedObjects(releases);
  const manifests = releases.map((r) => `releases/${ids[r]}/manifest.json`);
  expect(await listBucket()).toEqual(
    [...objects.keys(), ...manifests, 'current.json'].map((k) => `sites/${k}`).sort(),
  );
  // One GET per object: its answer carries the headers a HEAD would, and the body.
  await mapLimit([...objects], 16, async ([key, { file, sitePath, headers = {} }]) => {
    const got = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: `sites/${key}` }));
    const want = servedAs(sitePath);
    expect(got.ContentType, key).toBe(want.type);
    expect(got.CacheControl, key).toBe(want.cache);
    expect(got.ContentEncoding, key).toBe(want.encoding);
    // A brand's files carry its headers (_headers' /* rule), for an edge to send.
    expect(got.Metadata ?? {}, key).toEqual(
      Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    );
    const bytes = Buffer.from(await got.Body!.transformToByteArray());
    expect(bytes.equals(readFileSync(file)), key).toBe(true);
  });
  const pointer = JSON.parse((await body('sites/current.json')).toString()) as {
    release: string;
    origin: string;
    hosts: Record<string, string>;
  };
  expect(pointer).toMatchObject({ release: ids[current], origin: `releases/${ids[current]}/` });
  expect(pointer.hosts).toMatchObject({ 'betdeck.example': 'demo', 'eurowin.example': 'eurowin' });
}

const context = () => {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    out: (line: string) => lines.out.push(line),
    err: (line: string) => lines.err.push(line),
    s3: s3Config,
  };
};

describe('npm run release to an S3-compatible bucket', { timeout: 60_000 }, () => {
  it("publishes the assets, each brand's pages and last the pointer naming the release", async () => {
    const { manifest } = await publish(target, builds.first, {
      now: new Date('2026-11-26T10:00:00Z'),
      log: () => {},
    });
    ids.first = manifest.release;
    expect(ids.first).toMatch(/^20261126T100000Z-[\w-]+$/);
    await expectBucket(['first'], 'first');
    // Every kind of file was there to check.
    const kinds = new Set(
      [...(await expectedObjects(['first'])).values()].map((o) => servedAs(o.sitePath).cache),
    );
    expect(kinds).toEqual(new Set([IMMUTABLE, 'no-cache', 'public, max-age=3600']));
    // A brand's own pages are pages: its terms at the key a CDN maps /terms to.
    const terms = await raw.send(
      new GetObjectCommand({
        Bucket: BUCKET,
        Key: `sites/releases/${ids.first}/demo/terms/index.html`,
      }),
    );
    expect(terms.ContentType).toBe('text/html; charset=utf-8');
    expect(terms.CacheControl).toBe('no-cache');
    expect(Buffer.from(await terms.Body!.transformToByteArray()).toString()).toContain(
      '<title>Terms and conditions · ScoreDeck</title>',
    );
  });

  it('publishes a second release beside it: nothing of the first deleted or replaced', async () => {
    const { manifest, kept } = await publish(target, builds.second, {
      now: new Date('2026-11-26T11:00:00Z'),
      log: () => {},
    });
    ids.second = manifest.release;
    // The assets both versions have (images) were not uploaded again.
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(manifest.assets.length);
    await expectBucket(['first', 'second'], 'second');
    // A release of that very id is not written over.
    await expect(
      publish(target, builds.second, { now: new Date('2026-11-26T11:00:00Z'), log: () => {} }),
    ).rejects.toThrow(/exists/);
    await expectBucket(['first', 'second'], 'second');
  });

  it('says which release is current and what each holds', async () => {
    const report = await status(target);
    expect(report.current).toBe(ids.second);
    expect(report.releases.map((r) => [r.release, r.current, r.brands])).toEqual([
      [ids.first, false, RELEASE_BRANDS],
      [ids.second, true, RELEASE_BRANDS],
    ]);
    const c = context();
    expect(await runRelease(['status', '--to', TO], c)).toBe(0);
    expect(c.lines.out[0]).toBe(`s3://${BUCKET}/sites/: current release ${ids.second}`);
    expect(c.lines.out[2]).toMatch(new RegExp(`^\\* ${ids.second} .*2 brands \\(demo, eurowin\\)`));
  });

  it('rolls back by moving the pointer only', async () => {
    const c = context();
    expect(await runRelease(['rollback', '--to', TO], c)).toBe(0);
    expect(c.lines.out).toEqual([`current release: ${ids.first} (was ${ids.second})`]);
    await expectBucket(['first', 'second'], 'first');
  });

  it('prunes the releases beyond those kept and the assets only they named', async () => {
    // Two kept: nothing goes.
    expect(await prune(target, 2)).toMatchObject({ removedReleases: [], removedAssets: [] });
    await expectBucket(['first', 'second'], 'first');
    const c = context();
    expect(await runRelease(['prune', '--to', TO, '--keep', '1'], c)).toBe(0);
    expect(c.lines.out[0]).toBe(`kept ${ids.first}`);
    // The current release (rolled back to) is kept, with every asset it names.
    await expectBucket(['first'], 'first');
    await expect(rollback(target)).rejects.toThrow(/no release before/);
  });

  it('verifies the current release, and fails on a changed or missing object or a wrong header', async () => {
    const ok = context();
    expect(await runRelease(['verify', '--to', TO], ok)).toBe(0);
    // Progress on stderr (an S3 verify takes a while), nothing else; stdout says what was not asked.
    const progress = /^verify: \d+\/\d+ files checked$/;
    expect(ok.lines.err.length).toBeGreaterThan(3);
    expect(ok.lines.err.filter((l) => !progress.test(l))).toEqual([]);
    expect(ok.lines.out[1]).toMatch(/^players' sites not asked: add --url/);
    const objects = [...(await expectedObjects(['first'])).keys()];
    const asset = objects.find((k) => k.startsWith('assets/') && k.endsWith('.js'))!;
    const manifestFile = `releases/${ids.first}/eurowin/manifest.webmanifest`;
    const page = `releases/${ids.first}/demo/index.html`;
    await raw.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `sites/${asset}`,
        Body: 'export {};',
        ContentType: 'text/javascript; charset=utf-8',
        CacheControl: IMMUTABLE,
      }),
    );
    await raw.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `sites/${manifestFile}` }));
    const demo = builtHeaders(builds.first, 'demo');
    await raw.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `sites/${page}`,
        Body: readFileSync(path.join(builds.first, 'demo', 'index.html')),
        ContentType: 'text/html; charset=utf-8',
        CacheControl: 'max-age=600',
        Metadata: Object.fromEntries(Object.entries(demo).map(([k, v]) => [k.toLowerCase(), v])),
      }),
    );
    const c = context();
    expect(await runRelease(['verify', '--to', TO], c)).toBe(1);
    expect(c.lines.err.filter((l) => !progress.test(l)).sort()).toEqual(
      [
        `${asset}: changed (10 bytes, not ${readFileSync(path.join(builds.first, asset)).length} as published)`,
        `${manifestFile}: missing`,
        `${page}: Cache-Control is "max-age=600", not "no-cache"`,
      ].sort(),
    );
  });

  it('lists its verbs', async () => {
    const c = context();
    expect(await runRelease(['--help'], c)).toBe(0);
    for (const verb of ['publish', 'verify', 'rollback', 'prune', 'status']) {
      expect(c.lines.out[0]).toMatch(new RegExp(`^  ${verb} `, 'm'));
    }
    expect(await runRelease(['deploy', '--to', TO], context())).toBe(1);
  });
});
