/** File helpers of the build: content hashes of inputs, folder mirroring, atomic writes, disk use. */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir` (recursively), as paths relative to it with forward slashes, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A content hash of files and folders under `root` (each input a path relative to it): every
 * file's relative path and bytes, in a stable order. A missing input counts as empty.
 */
export async function hashInputs(root: string, inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const input of [...inputs].sort()) {
    const abs = path.join(root, input);
    const info = await stat(abs).catch(() => undefined);
    const files = info?.isDirectory()
      ? (await filesUnder(abs)).map((f) => `${input}/${f}`)
      : info
        ? [input]
        : [];
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(await readFile(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** A short hex hash of strings and buffers, in order. */
export function hashOf(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes `dest` hold the files of `src`: copies those it lacks or holds with another size (names
 * are content-hashed, so a same-named file of the same size is the same file). Resolves to a
 * function that removes the files `src` does not have: call it once the pages that named them
 * are replaced, so a site being served never points at a missing file.
 */
export async function mirrorFolder(src: string, dest: string): Promise<() => Promise<void>> {
  const files = await filesUnder(src);
  await Promise.all(
    files.map(async (file) => {
      const from = path.join(src, file);
      const to = path.join(dest, file);
      const [a, b] = await Promise.all([stat(from), stat(to).catch(() => undefined)]);
      if (b?.isFile() && b.size === a.size) return;
      await mkdir(path.dirname(to), { recursive: true });
      // A file of `dest` may be a hard link to a release being served: replaced, not written into.
      await rm(to, { force: true });
      await copyFile(from, to);
    }),
  );
  return async () => {
    const keep = new Set(files);
    const stale = (await filesUnder(dest)).filter((f) => !keep.has(f));
    await Promise.all(stale.map((f) => rm(path.join(dest, f), { force: true })));
  };
}

/** Writes a file so that readers see the old or the new content, never a part (rename). */
export async function writeFileAtomic(file: string, content: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, content);
  await rename(tmp, file);
}

/** Bytes of the files under `dir`, and the disk it takes as `du` counts it (folders included). */
export async function diskUse(
  dir: string,
): Promise<{ bytes: number; disk: number; files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let bytes = 0;
  let disk = (await stat(dir)).blocks * 512;
  let files = 0;
  for (const e of entries) {
    const info = await stat(path.join(e.parentPath, e.name));
    disk += info.blocks * 512;
    if (e.isFile()) {
      bytes += info.size;
      files++;
    }
  }
  return { bytes, disk, files };
}

/** Runs `fn` on every item with at most `limit` at a time; results in the items' order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
