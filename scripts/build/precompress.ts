import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { mapLimit } from './files';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing ahead of time (hashed, so compressed once per build). */
const PRECOMPRESSED = new Set(['.js', '.mjs', '.css', '.svg', '.json']);
const MIN_BYTES = 256;
/**
 * Files compressed at once: one a core, and a thread of Node's pool (4) left for the work beside
 * them (the build stamps brands meanwhile: its reads and writes wait for a free thread).
 */
const AT_ONCE = Math.max(1, Math.min(availableParallelism(), 3));

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) beside each text asset
 * under `dir`: Brotli is about 14% smaller than gzip for our JavaScript, too slow to do per
 * request, free to do once per build. The bundled server sends them to browsers that accept br or
 * gzip (scripts/server/static-files.ts); so do static hosts (nginx `gzip_static on`, and
 * `brotli_static on` where its Brotli module is installed: scripts/server/nginx-conf.ts).
 */
export async function precompressAssets(dir: string): Promise<number> {
  let count = 0;
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return 0;
  }
  await mapLimit(
    entries.filter((name) => PRECOMPRESSED.has(path.extname(name))),
    AT_ONCE,
    async (name) => {
      const file = path.join(dir, name);
      const compressed = await compressText(await readFile(file));
      if (!compressed) return;
      await writeFile(`${file}.br`, compressed.br);
      await writeFile(`${file}.gz`, compressed.gz);
      count++;
    },
  );
  return count;
}

/**
 * Brotli (best quality) and gzip (level 9) of a text; undefined when it is too small to gain or
 * Brotli does not make it smaller.
 */
export async function compressText(body: Buffer): Promise<{ br: Buffer; gz: Buffer } | undefined> {
  if (body.length < MIN_BYTES) return undefined;
  const br = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  if (br.length >= body.length) return undefined;
  return { br, gz: await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }) };
}
