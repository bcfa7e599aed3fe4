/**
 * npm run release -- publish: which brands ship (those named, or every brand, each checked on its
 * own: one brand's problems hold back that brand only), the build, and a dry run or the publish.
 * docs/releasing.md#one-brand-at-a-time.
 */
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import {
  checkShippable,
  formatIssue,
  listBrandIds,
  type BrandCheckOptions,
  type Shippable,
} from '../brand/index';
import { buildBrands } from '../build/build-brands';
import { ROOT } from '../build/stamp';
import { readBuiltSites } from '../server/nginx-conf';
import type { Manifest } from './manifest';
import { summarisePlan, type PlanSummary } from './one-brand';
import { applyPlan, planPublish, type PublishPlan } from './publish';
import type { Target } from './target';

export interface PublishValues {
  brand?: string;
  from?: string;
  'assets-url'?: string;
  strict?: boolean;
  'dry-run'?: boolean;
  json?: boolean;
}

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where the brand files are checked (tests: a folder of their own). */
  brands?: BrandCheckOptions;
  now?: () => Date;
}

/** Exit status of a publish that shipped, but left out a brand that failed its checks. */
export const PARTIAL = 2;

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
};

/** Who publishes, from which commit (with "-dirty" when the work tree has changes). */
export function publishRecord(): Pick<Manifest, 'publisher' | 'commit'> {
  const commit = git('rev-parse', 'HEAD');
  const dirty = commit && git('status', '--porcelain', '--untracked-files=no') ? '-dirty' : '';
  const publisher =
    process.env.RELEASE_PUBLISHER || git('config', 'user.email') || userInfo().username;
  return { publisher, ...(commit ? { commit: commit + dirty } : {}) };
}

/** The brands to consider: those named, else those of --from's build, else brands/. */
async function brandsAsked(
  values: PublishValues,
  brands?: BrandCheckOptions,
): Promise<{ ids: string[]; named: boolean }> {
  const named = values.brand
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (named?.length) return { ids: named, named: true };
  if (values.from) {
    const sites = await readBuiltSites(path.resolve(values.from));
    return { ids: sites.map((s) => s.id), named: false };
  }
  return { ids: await listBrandIds(brands), named: false };
}

/** The build to publish: --from's, or the brands built now into .cache/release/. */
async function buildToPublish(values: PublishValues, ids: string[]): Promise<string> {
  if (values.from) return path.resolve(values.from);
  const outDir = path.join(ROOT, '.cache/release/build');
  await buildBrands({
    ids,
    layout: 'shared',
    prune: true,
    outDir,
    ...(values['assets-url'] ? { assetsUrl: values['assets-url'] } : {}),
  });
  return outDir;
}

function printRefused(refused: Shippable['refused'], io: Io) {
  for (const { id, issues } of refused) {
    io.err(`${id} is left out of this release (the current one's ${id}, if any, stays):`);
    for (const issue of issues) io.err(`  ${formatIssue(issue)}`);
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function printSummary(summary: PlanSummary, io: Io) {
  io.out(
    `dry run: ${summary.release} would replace ${summary.current ?? '(no release)'}; nothing uploaded`,
  );
  for (const b of summary.brands) {
    io.out(`  ${b.id}: ${b.change}${b.kept ? ' (kept as it is)' : ''}, ${b.files} files`);
  }
  io.out(
    `  ${summary.newAssets} new assets, ${summary.pagesReplaced} pages replaced, ${kb(summary.bytes)} to upload`,
  );
}

/** Runs publish; resolves to the exit status. */
export async function publishVerb(target: Target, values: PublishValues, io: Io) {
  const { ids, named } = await brandsAsked(values, io.brands);
  const { ready, refused } = await checkShippable(ids, io.brands);
  printRefused(refused, io);
  if (refused.length && values.strict) {
    io.err('--strict: a brand has problems, nothing published');
    return 1;
  }
  if (!ready.length) throw new Error('no brand passes its checks: nothing published');
  const from = await buildToPublish(values, ready);
  // Named brands ship, the others of the current release stay; otherwise only those refused stay.
  const plan: PublishPlan = await planPublish(target, from, {
    ...(io.now ? { now: io.now() } : {}),
    only: ready,
    carry: named ? 'all' : refused.map((r) => r.id),
    record: publishRecord(),
  });
  const summary = summarisePlan(plan);
  const status = refused.length ? PARTIAL : 0;
  if (values['dry-run']) {
    if (values.json)
      io.out(JSON.stringify({ dryRun: true, ...summary, refused: refusedIds(refused) }));
    else printSummary(summary, io);
    return status;
  }
  const log = values.json ? io.err : io.out;
  const report = await applyPlan(target, plan, log);
  if (values.json) {
    io.out(
      JSON.stringify({ ...summary, written: report.written.length, refused: refusedIds(refused) }),
    );
  } else {
    io.out(
      `published ${plan.manifest.release}: ${report.written.length} files written, ${report.kept.length} kept`,
    );
  }
  return status;
}

const refusedIds = (refused: Shippable['refused']) =>
  refused.map((r) => ({ id: r.id, problems: r.issues.map(formatIssue) }));
