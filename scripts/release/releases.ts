/**
 * The releases a target keeps (each releases/<id>/ with its manifest), and the verbs that move
 * between them: rollback, prune, status.
 */
import {
  manifestKey,
  MANIFEST_FILE,
  parseManifest,
  RELEASES,
  releasePrefix,
  type Manifest,
} from './manifest';
import type { Target } from './target';

/** The ids of the complete releases of a target (those with a manifest), oldest first. */
export async function listReleases(target: Target): Promise<string[]> {
  const keys = await target.list(`${RELEASES}/`);
  const suffix = `/${MANIFEST_FILE}`;
  return [...keys.keys()]
    .filter((k) => k.endsWith(suffix) && k.split('/').length === 3)
    .map((k) => k.split('/')[1]!)
    .sort();
}

export async function readManifest(target: Target, release: string): Promise<Manifest> {
  const body = await target.read(manifestKey(release));
  if (!body) throw new Error(`release ${release} has no manifest at ${target.label}`);
  return parseManifest(body.toString(), manifestKey(release));
}

async function currentOf(target: Target): Promise<string> {
  const current = await target.current();
  if (!current) throw new Error(`no current release at ${target.label}: publish one first`);
  return current;
}

/** Makes the release before the current one current again; returns its id. */
export async function rollback(target: Target): Promise<{ from: string; to: string }> {
  const current = await currentOf(target);
  const releases = await listReleases(target);
  const previous = releases.filter((id) => id < current).at(-1);
  if (!previous) throw new Error(`no release before ${current} at ${target.label}`);
  await target.switchTo(await readManifest(target, previous));
  return { from: current, to: previous };
}

export interface PruneReport {
  kept: string[];
  removedReleases: string[];
  removedAssets: string[];
}

/**
 * Keeps `keep` releases, the current one and the newest others; removes the others' folders (the
 * manifest last: a prune cut short is done again), then the assets no kept release names. Run it between publishes, not
 * during one (a publish's new assets are named only by its manifest, written at its end).
 */
export async function prune(target: Target, keep: number): Promise<PruneReport> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep is a whole number, 1 or more');
  const current = await target.current();
  const releases = await listReleases(target);
  const others = releases.filter((id) => id !== current);
  const kept = releases.filter(
    (id) => id === current || others.indexOf(id) >= others.length - (current ? keep - 1 : keep),
  );
  const removedReleases = releases.filter((id) => !kept.includes(id));
  for (const id of removedReleases) {
    const keys = [...(await target.list(releasePrefix(id))).keys()];
    await target.remove(keys.filter((k) => k !== manifestKey(id)));
    await target.remove([manifestKey(id)]);
  }
  const named = new Set<string>();
  for (const id of kept) for (const a of (await readManifest(target, id)).assets) named.add(a.key);
  const removedAssets = [...(await target.list('assets/')).keys()].filter((k) => !named.has(k));
  await target.remove(removedAssets);
  return { kept, removedReleases, removedAssets };
}

export interface ReleaseSummary {
  release: string;
  current: boolean;
  created: string;
  brands: string[];
  hosts: number;
  files: number;
  bytes: number;
  assets: number;
  /** Each brand's pages: the release they were built for (this one, or an earlier one kept). */
  pagesOf: Record<string, string>;
  publisher?: string;
  commit?: string;
}

/** The current release, and what each kept release holds. */
export async function status(
  target: Target,
): Promise<{ current?: string; releases: ReleaseSummary[] }> {
  const current = await target.current();
  const releases = await Promise.all(
    (await listReleases(target)).map(async (id): Promise<ReleaseSummary> => {
      const m = await readManifest(target, id);
      const files = [...m.assets, ...m.brands.flatMap((b) => b.files)];
      return {
        release: id,
        current: id === current,
        created: m.created,
        brands: m.brands.map((b) => b.id),
        hosts: m.brands.reduce((n, b) => n + b.hosts.length, 0),
        files: files.length,
        bytes: files.reduce((n, f) => n + f.size, 0),
        assets: m.assets.length,
        pagesOf: Object.fromEntries(m.brands.map((b) => [b.id, b.builtIn ?? id])),
        ...(m.publisher ? { publisher: m.publisher } : {}),
        ...(m.commit ? { commit: m.commit } : {}),
      };
    }),
  );
  return { ...(current ? { current } : {}), releases };
}
