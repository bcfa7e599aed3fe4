/**
 * The verbs of one brand: a rollback of one brand (a new release, the current one with that
 * brand's pages of the release before, as they were), and what a publish would change, brand by
 * brand (publish --dry-run). docs/releasing.md#one-brand-at-a-time.
 */
import { releaseId, type Manifest, type ManifestBrand } from './manifest';
import { carriedBrand, checkNewRelease, unionAssets, type PublishPlan } from './publish';
import { listReleases, readManifest } from './releases';
import type { Target } from './target';

/** A key's path in its brand's site: releases/<id>/<brand>/index.html -> index.html. */
const inSite = (key: string) => key.split('/').slice(3).join('/');

/** The same pages: the same paths with the same contents. */
const contents = (b: ManifestBrand) =>
  b.files
    .map((f) => `${inSite(f.key)} ${f.sha256}`)
    .sort()
    .join('\n');

/** The newest release before `current` whose pages of brand `id` differ from its own. */
async function earlierPagesOf(target: Target, current: Manifest, id: string) {
  const mine = current.brands.find((b) => b.id === id);
  if (!mine) throw new Error(`${id} is not in the current release ${current.release}`);
  const before = (await listReleases(target)).filter((r) => r < current.release).reverse();
  for (const release of before) {
    const manifest = await readManifest(target, release);
    const theirs = manifest.brands.find((b) => b.id === id);
    if (theirs && contents(theirs) !== contents(mine)) return { manifest, brand: theirs };
  }
  throw new Error(`no release before ${current.release} holds other pages of ${id}`);
}

/** A new release: the current one, with brand `id` as it was before its last change. */
export async function planBrandRollback(
  target: Target,
  id: string,
  now = new Date(),
): Promise<PublishPlan> {
  const currentId = await target.current();
  if (!currentId) throw new Error(`no current release at ${target.label}: publish one first`);
  const current = await readManifest(target, currentId);
  const earlier = await earlierPagesOf(target, current, id);
  const release = releaseId(current.entry, now);
  await checkNewRelease(target, release);
  const brands = current.brands.map((b) =>
    b.id === id
      ? carriedBrand(earlier.brand, earlier.manifest, release)
      : carriedBrand(b, current, release),
  );
  const manifest: Manifest = {
    ...current,
    release,
    created: now.toISOString(),
    assets: unionAssets(current.assets, earlier.manifest.assets),
    brands: brands.map((b) => b.brand),
  };
  return { manifest, current, uploads: brands.flatMap((b) => b.uploads), kept: [] };
}

export type BrandChange = 'new' | 'changed' | 'unchanged' | 'removed';

export interface PlanSummary {
  release: string;
  current?: string;
  /** Each brand: its change, and whether its pages are an earlier release's, kept as they were. */
  brands: { id: string; change: BrandChange; kept: boolean; files: number }[];
  newAssets: number;
  /** Pages of a brand whose content differs from the current release's at the same path. */
  pagesReplaced: number;
  /** Bytes to upload. */
  bytes: number;
}

/** A brand's file by its path in the brand's site, e.g. demo/index.html, with its content. */
const sitePaths = (brands: readonly ManifestBrand[]) =>
  new Map(brands.flatMap((b) => b.files.map((f) => [`${b.id}/${inSite(f.key)}`, f.sha256])));

function changeOf(brand: ManifestBrand, current?: ManifestBrand): BrandChange {
  if (!current) return 'new';
  return contents(brand) === contents(current) ? 'unchanged' : 'changed';
}

/** What a plan changes against the current release, brand by brand. */
export function summarisePlan(plan: PublishPlan): PlanSummary {
  const { manifest, current } = plan;
  const before = new Map(current?.brands.map((b) => [b.id, b]));
  const brands = manifest.brands.map((b) => ({
    id: b.id,
    change: changeOf(b, before.get(b.id)),
    kept: b.builtIn !== undefined,
    files: b.files.length,
  }));
  for (const b of current?.brands ?? []) {
    if (!manifest.brands.some((m) => m.id === b.id)) {
      brands.push({ id: b.id, change: 'removed', kept: false, files: b.files.length });
    }
  }
  const was = sitePaths(current?.brands ?? []);
  const pagesReplaced = [...sitePaths(manifest.brands)].filter(
    ([at, sha]) => was.has(at) && was.get(at) !== sha,
  ).length;
  return {
    release: manifest.release,
    ...(current ? { current: current.release } : {}),
    brands,
    newAssets: plan.uploads.filter((u) => !u.brand).length,
    pagesReplaced,
    bytes: plan.uploads.reduce((n, u) => n + u.file.size, 0),
  };
}
