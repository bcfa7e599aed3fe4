/**
 * The edge worker as one ES module, as `wrangler deploy` bundles it (docs/releasing.md#the-edge-worker):
 * for Miniflare in the tests, or a runtime that takes a script. Node's modules stay imports
 * (the worker runs with nodejs_compat: site-policy.ts hashes with node:crypto).
 */
import path from 'node:path';
import { build } from 'rolldown';

export const WORKER_ENTRY = path.join(import.meta.dirname, 'worker.ts');

export async function bundleWorker(entry = WORKER_ENTRY): Promise<string> {
  const result = await build({
    input: entry,
    platform: 'neutral',
    write: false,
    external: [/^node:/],
    // Modules are imported for their values only: what the worker does not use is left out.
    treeshake: { moduleSideEffects: false },
    output: { format: 'esm' },
  });
  const chunk = result.output.find((o) => o.type === 'chunk');
  if (!chunk) throw new Error(`${entry}: rolldown made no chunk`);
  return chunk.code;
}
