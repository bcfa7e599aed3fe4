// @vitest-environment node
// Each module of src/boot/ becomes one inline script of the page (scripts/build/boot-scripts.ts,
// docs/architecture.md#the-page-before-the-app): a classic script, no module syntax left, with
// its imports of src/lib/ bundled in.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileBoot, type BootScripts } from '../../scripts/build/boot-scripts';

const ENTRIES: (keyof BootScripts)[] = ['bar-mark', 'head'];

describe('the page before the app, compiled', () => {
  it('runs every module of src/boot/ that runs: as an entry, or a part of the head script', async () => {
    const head = readFileSync('src/boot/head.ts', 'utf8');
    const modules = readdirSync('src/boot').map((f) => f.replace(/\.ts$/, ''));
    for (const name of modules) {
      const module = (await import(`../../src/boot/${name}.ts`)) as { run?: unknown };
      const ran =
        ENTRIES.includes(name as never) ||
        new RegExp(`import \\{ run as \\w+[^}]*\\} from '\\./${name}'`).test(head);
      expect(typeof module.run === 'function', name).toBe(ran);
    }
  });

  it.each(ENTRIES)('%s is a function a classic script can call', (name) => {
    const code = compileBoot(name);
    expect(code).not.toMatch(/\bimport\s*[{("'*]|\bexport\s*[{*]|\brequire\(/);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const made = new Function(`return (${code})`) as () => unknown;
    expect(typeof made()).toBe('function');
  });
});
