// @vitest-environment node
/**
 * Whatever JSON a brand file holds, the brand check answers with problems a person can read (the
 * file, a JSON pointer, what was expected), never a crash: the build and a publish load brands
 * through loadBrand, which turns those problems into one BrandError (docs/operators.md).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandError, checkBrandFile, loadBrand } from '../../scripts/brand/index';
import { makeBrandRoot, type BrandRoot } from './brand-fixture';

let r: BrandRoot;
let demo: unknown;
beforeAll(async () => {
  r = await makeBrandRoot();
  demo = await r.read('demo');
});
afterAll(() => r.cleanup());

/** Every path into a JSON value, the value itself first. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [at];
  const keys: (string | number)[] = Array.isArray(value)
    ? value.map((_, i) => i)
    : Object.keys(value);
  const record = value as Record<string | number, unknown>;
  return [at, ...keys.flatMap((k) => paths(record[k], [...at, k]))];
}

/** The value with what is at `at` replaced by `by`. */
function replaced(value: unknown, at: (string | number)[], by: unknown): unknown {
  if (at.length === 0) return by;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[at.at(-1)!] = by;
  return copy;
}

/** The brand check's answer for the demo brand file holding `json`, checked to be readable. */
async function readableProblems(json: unknown) {
  const file = await r.write('demo', json);
  const issues = await checkBrandFile(file, { root: r.root });
  for (const issue of issues) {
    expect(issue.file).toBe('brands/demo.json');
    expect(issue.pointer).toMatch(/^(\/.*)?$/);
    expect(issue.message.trim()).not.toBe('');
    expect(issue.message).not.toMatch(/\n\s+at |TypeError|undefined/);
  }
  // Loading for a build or a publish: the brand, or one error that lists those problems.
  const loaded = await loadBrand('demo', { root: r.root }).catch((e: unknown) => e);
  if (issues.length) {
    expect(loaded).toBeInstanceOf(BrandError);
    expect((loaded as BrandError).issues).toEqual(issues);
  } else expect(loaded).toEqual(json);
  return issues;
}

const json = fc.jsonValue({ maxDepth: 3 });

describe('a brand file holding any JSON', () => {
  it('is refused with readable problems when it is not a brand at all', async () => {
    await fc.assert(
      fc.asyncProperty(json, async (value) => {
        expect((await readableProblems(value)).length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });

  it('is checked without a crash whatever one field of a real brand is changed to', async () => {
    const everyPath = paths(demo).slice(1);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...everyPath), json, async (at, value) => {
        await readableProblems(replaced(demo, at, value));
      }),
      { numRuns: 80 },
    );
  });
});
