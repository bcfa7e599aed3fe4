/**
 * A stamping thread (stamp-threads.ts): makes the brands' images it is given while the app
 * compiles, then stamps the brands it is given onto the compiled app, loaded once.
 */
import { parentPort } from 'node:worker_threads';
import {
  prepareBrandFiles,
  readCompiledApp,
  stampBrand,
  type BrandAssetFile,
  type CompiledApp,
} from './stamp';
import type { StampAnswer, StampRequest } from './stamp-threads';

let app: Promise<CompiledApp> | undefined;

/** A file as sent: its bytes arrive as a Uint8Array, read as a Buffer (an SVG's text). */
const received = (file: BrandAssetFile): BrandAssetFile =>
  file.bytes
    ? { ...file, bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length) }
    : file;

parentPort!.on('message', (request: StampRequest & { job: number }) => {
  const answer = (reply: StampAnswer) => parentPort!.postMessage(reply);
  const work =
    request.type === 'images'
      ? prepareBrandFiles(request.files.map(received))
      : (app ??= readCompiledApp(request.appDir)).then((compiled) =>
          stampBrand(request.brand, compiled, request.dir, {
            ...request.options,
            assets: request.options.assets && {
              ...request.options.assets,
              files: request.options.assets.files.map(received),
            },
          }),
        );
  work.then(
    () => answer({ job: request.job }),
    (error: unknown) =>
      answer({ job: request.job, error: error instanceof Error ? error.message : 'failed' }),
  );
});
