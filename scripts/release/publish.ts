/**
 * publish: a build of the brands to a target, in the order that keeps every open page working:
 * the shared assets first (only those the target lacks: names are content hashes), then each
 * brand's files under the new release's folder, then its manifest, then the switch of the current
 * release. Nothing published is deleted or replaced. A publish of some brands carries the others
 * of the current release into the new one as they are (docs/releasing.md#one-brand-at-a-time).
 */
import { readFile } from 'node:fs/promises';
import { mapLimit } from '../build/files';
import {
  describeBuild,
  manifestKey,
  releasePrefix,
  type Manifest,
  type ManifestBrand,
  type ManifestFile,
} from './manifest';
import { listReleases, readManifest } from './releases';
import { objectHeaders, type Target } from './target';
import { CACHE_CONTROL } from '../server/site-policy';

/** A file of the new release: from the build (a local path) or copied at the target (its key). */
interface Upload {
  file: ManifestFile;
  brand?: ManifestBrand;
  from: string | { key: string };
}

/** What a publish (or a one-brand rollback) will write, known before anything is. */
export interface PublishPlan {
  manifest: Manifest;
  /** The current release before it, if any. */
  current?: Manifest;
  uploads: Upload[];
  /** Assets the target had already (earlier releases'). */
  kept: string[];
}

export interface PublishReport {
  manifest: Manifest;
  /** Keys written, in order (the manifest last). */
  written: string[];
  /** Assets the target had already (earlier releases'). */
  kept: string[];
}

export interface PublishOptions {
  now?: Date;
  log?: (line: string) => void;
  /** The brands of the build to ship (default: every brand it holds). */
  only?: readonly string[];
  /** Brands of the current release to keep as they are ('all': every one not built now). */
  carry?: readonly string[] | 'all';
  /** Who publishes, from which commit: recorded in the manifest. */
  record?: Pick<Manifest, 'publisher' | 'commit'>;
}

const UPLOADS_AT_ONCE = 16;

/** The assets to upload: those the target lacks. One it holds with another size is an error. */
async function missingAssets(target: Target, assets: readonly ManifestFile[]) {
  const held = await target.list('assets/');
  const clash = assets.find((a) => held.has(a.key) && held.get(a.key) !== a.size);
  if (clash) {
    throw new Error(
      `${target.label}${clash.key} exists with another content: nothing replaced (look at it)`,
    );
  }
  return assets.filter((a) => !held.has(a.key));
}

/** A brand of release `from`, as release `release` holds it: its files copied, as they were. */
export function carriedBrand(brand: ManifestBrand, from: Manifest, release: string) {
  const old = releasePrefix(from.release);
  const copy: ManifestBrand = {
    ...brand,
    builtIn: brand.builtIn ?? from.release,
    entry: brand.entry ?? from.entry,
    files: brand.files.map((f) => ({
      ...f,
      key: releasePrefix(release) + f.key.slice(old.length),
    })),
  };
  const uploads = copy.files.map((file, i): Upload => {
    return { file, brand: copy, from: { key: brand.files[i]!.key } };
  });
  return { brand: copy, uploads };
}

/** Assets of both lists, once each (a carried brand's pages load the older app). */
export function unionAssets(a: readonly ManifestFile[], b: readonly ManifestFile[]) {
  const keys = new Set(a.map((f) => f.key));
  return [...a, ...b.filter((f) => !keys.has(f.key))];
}

async function currentManifest(target: Target): Promise<Manifest | undefined> {
  const id = await target.current();
  return id ? readManifest(target, id) : undefined;
}

/** Refuses a release id the target holds, or one that would not sort last. */
export async function checkNewRelease(target: Target, release: string) {
  if ((await target.list(releasePrefix(release))).size) {
    throw new Error(`release ${release} exists at ${target.label}: nothing replaced`);
  }
  // Releases are ordered by id (rollback takes the one before): a new one sorts last.
  const latest = (await listReleases(target)).at(-1);
  if (latest && latest > release) {
    throw new Error(
      `release ${latest} at ${target.label} is newer than ${release}: is the clock right?`,
    );
  }
}

/** What publishing `from` would write: nothing is written. */
export async function planPublish(
  target: Target,
  from: string,
  { now = new Date(), only, carry = [], record = {} }: PublishOptions = {},
): Promise<PublishPlan> {
  const { manifest, sources } = await describeBuild(from, now, only);
  await checkNewRelease(target, manifest.release);
  const current = await currentManifest(target);
  const carried = (current?.brands ?? [])
    .filter((b) => carry === 'all' || carry.includes(b.id))
    .filter((b) => !manifest.brands.some((m) => m.id === b.id))
    .map((b) => carriedBrand(b, current!, manifest.release));
  Object.assign(manifest, record);
  manifest.brands = [...manifest.brands, ...carried.map((c) => c.brand)].sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  if (carried.length) manifest.assets = unionAssets(manifest.assets, current!.assets);
  const assets = await missingAssets(target, manifest.assets);
  const built = manifest.brands.filter((b) => !carried.some((c) => c.brand === b));
  const uploads: Upload[] = [
    ...assets.map((file) => ({ file, from: sources.get(file.key)! })),
    ...built.flatMap((brand) =>
      brand.files.map((file) => ({ file, brand, from: sources.get(file.key)! })),
    ),
    ...carried.flatMap((c) => c.uploads),
  ];
  const kept = manifest.assets.filter((a) => !assets.includes(a)).map((a) => a.key);
  return { manifest, ...(current ? { current } : {}), uploads, kept };
}

async function bodyOf(target: Target, from: Upload['from']): Promise<Buffer> {
  if (typeof from === 'string') return readFile(from);
  const body = await target.read(from.key);
  if (!body) throw new Error(`${target.label}${from.key} is missing: nothing switched`);
  return body;
}

/** Writes a plan: its files, then its manifest, then the switch. */
export async function applyPlan(
  target: Target,
  plan: PublishPlan,
  log: (line: string) => void = console.log,
): Promise<PublishReport> {
  const { manifest } = plan;
  const { release } = manifest;
  const written: string[] = [];
  const assets = plan.uploads.filter((u) => !u.brand);
  log(`${release}: ${assets.length} new assets (${plan.kept.length} there)`);
  const pages = plan.uploads.filter((u) => u.brand);
  let done = 0;
  const write = ({ file, brand, from }: Upload) =>
    bodyOf(target, from).then(async (body) => {
      await target.write(file.key, body, objectHeaders(file, brand));
      written.push(file.key);
      done += 1;
      if (done % 200 === 0) log(`${release}: ${done} of ${plan.uploads.length} files written`);
    });
  // The assets first: a page is never there before what it loads.
  await mapLimit(assets, UPLOADS_AT_ONCE, write);
  log(`${release}: ${manifest.brands.length} brands, ${pages.length} files`);
  await mapLimit(pages, UPLOADS_AT_ONCE, write);
  await target.write(manifestKey(release), Buffer.from(`${JSON.stringify(manifest)}\n`), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: CACHE_CONTROL.page,
    metadata: {},
  });
  written.push(manifestKey(release));
  await target.switchTo(manifest);
  log(`${release} is the current release at ${target.label}`);
  return { manifest, written, kept: plan.kept };
}

/** Publishes `from`: planPublish, then applyPlan. */
export async function publish(
  target: Target,
  from: string,
  options: PublishOptions = {},
): Promise<PublishReport> {
  const plan = await planPublish(target, from, options);
  return applyPlan(target, plan, options.log);
}
