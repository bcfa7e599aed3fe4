/**
 * publish: a build of every brand to a target, in the order that keeps every open page working:
 * the shared assets first (only those the target lacks: names are content hashes), then each
 * brand's files under the new release's folder, then its manifest, then the switch of the current
 * release. Nothing published is deleted or replaced.
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
import { listReleases } from './releases';
import { objectHeaders, type Target } from './target';
import { CACHE_CONTROL } from '../server/site-policy';

export interface PublishReport {
  manifest: Manifest;
  /** Keys written, in order (the manifest last). */
  written: string[];
  /** Assets the target had already (earlier releases'). */
  kept: string[];
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

async function upload(
  target: Target,
  files: readonly { file: ManifestFile; brand?: ManifestBrand }[],
  sources: ReadonlyMap<string, string>,
  written: string[],
) {
  await mapLimit(files, UPLOADS_AT_ONCE, async ({ file, brand }) => {
    await target.write(
      file.key,
      await readFile(sources.get(file.key)!),
      objectHeaders(file, brand),
    );
    written.push(file.key);
  });
}

export async function publish(
  target: Target,
  from: string,
  { now = new Date(), log = console.log }: { now?: Date; log?: (line: string) => void } = {},
): Promise<PublishReport> {
  const { manifest, sources } = await describeBuild(from, now);
  const { release } = manifest;
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
  const written: string[] = [];
  const assets = await missingAssets(target, manifest.assets);
  log(`${release}: ${assets.length} new assets (${manifest.assets.length - assets.length} there)`);
  await upload(
    target,
    assets.map((file) => ({ file })),
    sources,
    written,
  );
  const pages = manifest.brands.flatMap((brand) => brand.files.map((file) => ({ file, brand })));
  log(`${release}: ${manifest.brands.length} brands, ${pages.length} files`);
  await upload(target, pages, sources, written);
  await target.write(manifestKey(release), Buffer.from(`${JSON.stringify(manifest)}\n`), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: CACHE_CONTROL.page,
    metadata: {},
  });
  written.push(manifestKey(release));
  await target.switchTo(manifest);
  log(`${release} is the current release at ${target.label}`);
  return {
    manifest,
    written,
    kept: manifest.assets.filter((a) => !assets.includes(a)).map((a) => a.key),
  };
}
