/**
 * The edge worker as one ES module, as `wrangler deploy` bundles it (docs/releasing.md#the-edge-worker):
 * for Miniflare in the tests, or a runtime that takes a script. Node's modules stay imports
 * (the worker runs with nodejs_compat: site-policy.ts hashes with node:crypto).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'rolldown';
import { kvsEntries } from './cloudfront';
import { isPointer } from './routing';

export const WORKER_ENTRY = path.join(import.meta.dirname, 'worker.ts');
const CLOUDFRONT_ENTRY = path.join(import.meta.dirname, 'cloudfront-function.ts');
/** CloudFront Functions take at most 10 KB of code. */
export const CLOUDFRONT_LIMIT = 10_240;

export async function bundleWorker(entry = WORKER_ENTRY, cloudfront = false): Promise<string> {
  const result = await build({
    input: entry,
    platform: 'neutral',
    write: false,
    external: cloudfront ? ['cloudfront', 'crypto'] : [/^node:/],
    resolve: cloudfront
      ? { alias: { 'node:crypto': path.join(import.meta.dirname, 'cloudfront-crypto.ts') } }
      : {},
    // Modules are imported for their values only: what the worker does not use is left out.
    treeshake: { moduleSideEffects: false },
    // CloudFront counts the bytes of its code: minified.
    output: { format: 'esm', minify: cloudfront },
  });
  const chunk = result.output.find((o) => o.type === 'chunk');
  if (!chunk) throw new Error(`${entry}: rolldown made no chunk`);
  return chunk.code;
}

/**
 * The CloudFront Function: one script whose top-level `handler` CloudFront calls (it takes no
 * exports), at most CLOUDFRONT_LIMIT bytes.
 */
export async function bundleCloudFrontFunction(): Promise<string> {
  const code = await bundleWorker(CLOUDFRONT_ENTRY, true);
  const script = code.replace(/export\s*\{\s*(\w+) as handler\s*\};?/, 'var handler = $1;');
  if (/\bexport\b/.test(script) || !/\bhandler\b/.test(script)) {
    throw new Error('the CloudFront Function has exports, or no handler');
  }
  if (Buffer.byteLength(script) > CLOUDFRONT_LIMIT) {
    throw new Error(`the CloudFront Function is ${Buffer.byteLength(script)} bytes, over 10 KB`);
  }
  return script;
}

/**
 * `npm run edge:cloudfront`: the CloudFront Function's script; `-- --kvs <current.json>`: its KeyValueStore's
 * entries for that pointer, as `aws cloudfront-keyvaluestore update-keys --puts` takes them.
 */
if (process.argv[1] === import.meta.filename) {
  const [option, file] = process.argv.slice(2);
  if (!option) process.stdout.write(await bundleCloudFrontFunction());
  else if (option === '--kvs' && file) {
    const pointer: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isPointer(pointer)) throw new Error(`${file} is not a release pointer (current.json)`);
    const puts = kvsEntries(pointer).map(({ key, value }) => ({ Key: key, Value: value }));
    process.stdout.write(`${JSON.stringify(puts, null, 1)}\n`);
  } else {
    throw new Error('npm run edge:cloudfront [-- --kvs <current.json>]');
  }
}
