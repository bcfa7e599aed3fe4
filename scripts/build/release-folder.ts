/**
 * Atomic builds: a build never writes into the folder being served. `<out>` (e.g. `dist`) is a
 * symbolic link to a release folder in `<out>.releases/`; a build fills a new release folder
 * (starting from hard links to the current release's files, so an incremental build stays cheap)
 * and then switches the link in one rename. A server or nginx reading `<out>` sees the old release
 * whole until the switch and the new one whole after. One build at a time writes `<out>`: a second
 * is refused while the first runs (`<out>.lock` names its process).
 */
import {
  link,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { lstatSync } from 'node:fs';
import path from 'node:path';

/** Release folders kept besides the current one: a server that has not switched yet still has its release. */
export const KEPT_RELEASES = 2;

export interface ReleaseFolder {
  /** Where the build writes: the new release folder. */
  dir: string;
  /** Switches `<out>` to the new release, removes releases beyond the kept ones, unlocks. */
  commit(): Promise<void>;
  /** Removes the unfinished release and unlocks; `<out>` stays as it was. */
  abort(): Promise<void>;
}

const releasesDirOf = (outDir: string) => `${outDir}.releases`;
const lockFileOf = (outDir: string) => `${outDir}.lock`;

/**
 * Starts a release of `outDir`: takes the lock and makes the new folder from the current one.
 * `replaced`: names of the current release's top-level entries that the build makes anew (a
 * forced build's brand folders): not linked, only to be removed (with hundreds of brands, linking
 * and then removing their files took about half a second).
 */
export async function openRelease(
  outDir: string,
  { replaced = [] }: { replaced?: readonly string[] } = {},
): Promise<ReleaseFolder> {
  await takeLock(outDir);
  try {
    const releases = releasesDirOf(outDir);
    const dir = path.join(releases, releaseName());
    await mkdir(releases, { recursive: true });
    const current = await currentRelease(outDir);
    if (current) await linkTree(current, dir, new Set(replaced));
    else await mkdir(dir);
    return {
      dir,
      commit: async () => {
        await switchTo(outDir, dir);
        await pruneReleases(releases, [dir, current]);
        await releaseLock(outDir);
      },
      abort: async () => {
        await rm(dir, { recursive: true, force: true });
        await releaseLock(outDir);
      },
    };
  } catch (error) {
    await releaseLock(outDir);
    throw error;
  }
}

/** The last release name's time in this process: names sort in the order they were made. */
let lastMs = 0;

/** A sortable, unique name: the time to the millisecond (never the same twice here), then the process. */
function releaseName(): string {
  lastMs = Math.max(Date.now(), lastMs + 1);
  const time = new Date(lastMs).toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${time}-${process.pid}`;
}

/** The folder `outDir` serves now: its link's target, or itself when it is a plain folder. */
async function currentRelease(outDir: string): Promise<string | undefined> {
  return realpath(outDir).catch(() => undefined);
}

/**
 * `dest` as a copy of `src` made of hard links: no byte copied; a build replaces files, never
 * writes into them. `skip`: names of `src`'s own entries left out.
 */
async function linkTree(src: string, dest: string, skip?: ReadonlySet<string>): Promise<void> {
  await mkdir(dest, { recursive: true });
  const entries = await readdir(src, { withFileTypes: true });
  await Promise.all(
    entries
      .filter((e) => !skip?.has(e.name))
      .map(async (e) => {
        const from = path.join(src, e.name);
        const to = path.join(dest, e.name);
        if (e.isDirectory()) await linkTree(from, to);
        else if (e.isFile()) await link(from, to);
      }),
  );
}

/** Points `outDir` at `dir` in one rename; a plain folder from before atomic builds moves aside first. */
async function switchTo(outDir: string, dir: string): Promise<void> {
  const tmp = `${outDir}.${process.pid}.link`;
  await rm(tmp, { force: true });
  await symlink(path.relative(path.dirname(outDir), dir), tmp);
  const kind = lstatOrUndefined(outDir);
  if (kind && !kind.isSymbolicLink()) {
    await rename(outDir, path.join(releasesDirOf(outDir), releaseName()));
  }
  await rename(tmp, outDir);
}

const lstatOrUndefined = (file: string) => {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
};

/**
 * Keeps the new release, the one it replaced (a server may not have switched yet) and the newest
 * others up to KEPT_RELEASES before the new one (names sort by time).
 */
async function pruneReleases(releases: string, keep: (string | undefined)[]): Promise<void> {
  const names = (await readdir(releases)).sort();
  const kept = new Set([
    ...keep,
    ...names.slice(-1 - KEPT_RELEASES).map((n) => path.join(releases, n)),
  ]);
  const old = names.filter((n) => !kept.has(path.join(releases, n)));
  await Promise.all(old.map((n) => rm(path.join(releases, n), { recursive: true, force: true })));
}

/** This process's builds' lock tokens, by lock file. */
const held = new Map<string, string>();

/**
 * Takes `<out>.lock`, or says which build holds it; a lock left by a process that is gone is taken
 * over. The lock file appears with its holder already in it (written aside, then linked into
 * place): a build that finds it never reads it half made. Created first and written after, a
 * second build could read it empty, take it for a dead holder's, and run beside the first.
 */
async function takeLock(outDir: string): Promise<void> {
  const file = lockFileOf(outDir);
  const token = `${process.pid} ${Math.random().toString(36).slice(2)}`;
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${token.split(' ')[1]}`;
  await writeFile(aside, token);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(aside, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number((await readFile(file, 'utf8').catch(() => '')).split(' ')[0]);
        // Held by a running build, or taken over by another build just now.
        if ((holder && alive(holder)) || attempt > 0) {
          throw new Error(
            `another build (process ${holder}) is writing ${outDir}; wait for it to finish, or build into another folder (--out)`,
            { cause: error },
          );
        }
        // Its holder is gone: the lock is this build's, if no other build takes it first.
        await rm(file, { force: true });
      }
    }
  } finally {
    await rm(aside, { force: true });
  }
  held.set(file, token);
}

async function releaseLock(outDir: string): Promise<void> {
  const file = lockFileOf(outDir);
  const token = held.get(file);
  if (token && (await readFile(file, 'utf8').catch(() => '')) === token)
    await rm(file, { force: true });
  held.delete(file);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
