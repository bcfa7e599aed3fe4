// Builds that several test files read and none writes into, made once per Vitest run: a compile
// of the app costs seconds of both cores, and the files that need one run in parallel workers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildBrands, type BuildOptions } from '../../scripts/build/build-brands';

const DONE = '.done';
const FAILED = '.failed';

/**
 * The folder `name` in this run's temporary folder (tests/global-setup.ts: every worker shares
 * it), made by `make` the first time any worker asks; a worker that asks while another makes it
 * waits for it. Readers must not write into it.
 */
async function once(name: string, make: (dir: string) => Promise<unknown>): Promise<string> {
  const dir = path.join(tmpdir(), `shared-${name}`);
  try {
    // The folder is the lock: one worker creates it, the others find it there.
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    for (;;) {
      if (existsSync(path.join(dir, DONE))) return dir;
      if (existsSync(path.join(dir, FAILED))) {
        throw new Error(
          `${name}, made by another test file, failed: ${readFileSync(path.join(dir, FAILED), 'utf8')}`,
          { cause: error },
        );
      }
      await sleep(200);
    }
  }
  try {
    await make(dir);
  } catch (error) {
    writeFileSync(
      path.join(dir, FAILED),
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
    throw error;
  }
  writeFileSync(path.join(dir, DONE), '');
  return dir;
}

/** The app compiled as `npm run build` compiles it (no options): its folder, to pass as appDir. */
export const sharedApp = (): Promise<string> =>
  once('app', async (dir) => {
    // A compile with nothing to stamp: the brand is stamped into a folder nobody reads.
    await buildBrands({
      ids: ['demo'],
      outDir: path.join(dir, '.unused'),
      appDir: dir,
      log: () => {},
    });
  });

/**
 * A build of `ids` in the shared layout (as npm run build:brands) into a folder of its own, from
 * the shared compile, or from a compile of its own when `vite` changes it.
 */
export const sharedBuild = (
  name: string,
  ids: string[],
  vite?: BuildOptions['vite'],
): Promise<string> =>
  once(`build-${name}`, async (dir) => {
    const appDir = vite ? path.join(dir, 'app') : await sharedApp();
    await buildBrands({
      ids,
      outDir: path.join(dir, 'dist'),
      appDir,
      layout: 'shared',
      vite,
      log: () => {},
    });
  }).then((dir) => path.join(dir, 'dist'));
