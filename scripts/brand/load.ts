/** Loading one checked brand: what the build uses. */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '../../src/types/brand.gen';
import { checkBrandFile, checkBrandFiles } from './check';
import { BrandError, type BrandIssue } from './issues';
import { resolvePaths, type BrandCheckOptions } from './paths';

const idSchema = (
  JSON.parse(readFileSync(resolvePaths().schemaFile, 'utf8')) as {
    properties: { id: { pattern: string; maxLength: number } };
  }
).properties.id;

/** The schema's id rule (/properties/id/pattern): a lower-case slug. */
export const BRAND_ID_PATTERN = new RegExp(idSchema.pattern);
/** The schema's /properties/id/maxLength. */
export const BRAND_ID_MAX_LENGTH = idSchema.maxLength;

/** Why id cannot be a brand id, or undefined when it can. */
export function brandIdProblem(id: string): string | undefined {
  if (!id) return 'a brand id is required';
  if (id.length > BRAND_ID_MAX_LENGTH) {
    return `"${id}" is too long: a brand id has at most ${BRAND_ID_MAX_LENGTH} characters`;
  }
  if (!BRAND_ID_PATTERN.test(id)) {
    return `"${id}" is not a safe brand id: use lower-case letters and digits in words joined by single dashes, e.g. acme-bet`;
  }
  return undefined;
}

/** Absolute path of a brand's asset (a path relative to brands/, as in the brand file). */
export function resolveBrandAsset(asset: string, opts: BrandCheckOptions = {}): string {
  return path.join(resolvePaths(opts).brandsDir, asset);
}

/** Checks brand <id> and returns it typed, or throws a BrandError listing every issue. */
export async function loadBrand(id: string, opts: BrandCheckOptions = {}): Promise<Brand> {
  const { root, brandsDir } = resolvePaths(opts);
  const file = `brands/${id}.json`;
  const problem = brandIdProblem(id);
  if (problem) throw new BrandError([{ file, pointer: '', message: problem }]);
  const abs = path.join(brandsDir, `${id}.json`);
  const issues = await checkBrandFile(abs, { ...opts, root });
  if (issues.length) throw new BrandError(issues);
  return JSON.parse((await readFile(abs, 'utf8')).replace(/^\uFEFF/, '')) as Brand;
}

/**
 * Checks brands <ids> together (each file, and what they may not share: a host) and returns them
 * typed, in order, or throws a BrandError listing every issue of every file.
 */
export async function loadBrands(
  ids: readonly string[],
  opts: BrandCheckOptions = {},
): Promise<Brand[]> {
  if (ids.length === 1) return [await loadBrand(ids[0]!, opts)];
  const { root, brandsDir } = resolvePaths(opts);
  const files = ids.map((id) => path.join(brandsDir, `${id}.json`));
  const problems = ids.flatMap((id) => {
    const problem = brandIdProblem(id);
    return problem ? [{ file: `brands/${id}.json`, pointer: '', message: problem }] : [];
  });
  if (problems.length) throw new BrandError(problems);
  const checked = await checkBrandFiles(files, { ...opts, root });
  const issues = checked.flatMap((r) => r.issues);
  if (issues.length) throw new BrandError(issues);
  // Read synchronously, as the check read them (checks/assets.ts).
  return files.map((f) => JSON.parse(readFileSync(f, 'utf8').replace(/^\uFEFF/, '')) as Brand);
}

/** What a release decides of each brand: ready to ship, or refused with its problems. */
export interface Shippable {
  ready: string[];
  refused: { id: string; issues: BrandIssue[] }[];
}

/**
 * Checks brands <ids> for a release: a brand's issues refuse it, and so does the demo operator's
 * data it still carries (a warning in a preview: docs/releasing.md#the-demo-operators-data). Each brand on its
 * own, so that one brand's problems hold back only that brand.
 */
export async function checkShippable(
  ids: readonly string[],
  opts: BrandCheckOptions = {},
): Promise<Shippable> {
  const { root, brandsDir } = resolvePaths(opts);
  const valid = ids.filter((id) => !brandIdProblem(id));
  const checked = await checkBrandFiles(
    valid.map((id) => path.join(brandsDir, `${id}.json`)),
    { ...opts, root },
  );
  const result: Shippable = { ready: [], refused: [] };
  ids.forEach((id) => {
    const problem = brandIdProblem(id);
    const r = checked[valid.indexOf(id)];
    const issues = problem
      ? [{ file: `brands/${id}.json`, pointer: '', message: problem }]
      : [...r!.issues, ...r!.warnings.filter((w) => w.demoData)];
    if (issues.length) result.refused.push({ id, issues });
    else result.ready.push(id);
  });
  return result;
}
