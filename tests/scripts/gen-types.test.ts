// @vitest-environment node
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../scripts/codegen/gen-types';

const root = path.resolve(import.meta.dirname, '../..');

describe('src/types/**/*.gen.ts', () => {
  it('are what npm run gen:types writes from schemas/ now', async () => {
    const expected = await generate();
    const committed = (await readdir(path.join(root, 'src/types'), { recursive: true }))
      .filter((f) => f.endsWith('.gen.ts'))
      .map((f) => `src/types/${f}`);
    expect(committed.sort(), 'a generated file no schema produces').toEqual(
      Object.keys(expected).sort(),
    );
    for (const [rel, text] of Object.entries(expected)) {
      const current = await readFile(path.join(root, rel), 'utf8');
      expect(current, `${rel} is out of date with schemas/: run npm run gen:types`).toBe(text);
    }
  }, 60_000);
});
