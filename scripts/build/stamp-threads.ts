/**
 * Threads that stamp brands beside the build's own (issue 27: hundreds of brands within 1.5 times
 * one brand's build). A brand's stamp is mostly JavaScript on one thread (its shells rendered
 * with React, its page, headers and service worker written out), so on a machine of n cores,
 * n - 1 more threads stamp brands while the build's thread stamps too. They start while the app
 * compiles and make the brands' images meanwhile (SVGs optimised synchronously: off the thread
 * that runs the compile's plugins), then each loads the compiled app once and stamps what it is
 * given (stamp-thread.ts). Each brand is stamped by exactly one thread, with the same code: the
 * files are the same whichever thread wrote them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Brand } from '../../src/types/brand.gen';
import type { BrandAssetFile, StampOptions } from './stamp';

/** Brands per extra thread: below this, loading a thread's code costs more than it saves. */
const BRANDS_PER_THREAD = 32;
/** Jobs a thread has at once: its file writes overlap the next brand's render. */
const JOBS_PER_THREAD = 4;

export type StampRequest =
  | { type: 'images'; files: readonly BrandAssetFile[] }
  | {
      type: 'stamp';
      job: number;
      appDir: string;
      brand: Brand;
      dir: string;
      options: StampOptions;
    };
export type StampAnswer = { job: number; error?: string };

/** How many threads to add for `brands` brands to stamp: none for a few, at most cores - 1. */
export function stampThreadsFor(brands: number, cores = availableParallelism()): number {
  return Math.max(0, Math.min(cores - 1, Math.floor(brands / BRANDS_PER_THREAD)));
}

/**
 * The thread's code is TypeScript, run as the build's own is (tsx registered in that thread: a
 * thread does not inherit the loader of `tsx scripts/build.ts`, nor Vitest's).
 */
function threadSource(): string {
  // Its ES module build, as its package names it (require.resolve would give the CommonJS one).
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(pkg, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const tsx = pathToFileURL(
    path.join(path.dirname(pkg), exports['./esm/api']!.import.default),
  ).href;
  const entry = new URL('./stamp-thread.ts', import.meta.url).href;
  return (
    `import(${JSON.stringify(tsx)}).then(function(m){(m.register||m.default.register)();` +
    `return import(${JSON.stringify(entry)})})`
  );
}

interface Thread {
  worker: Worker;
  /** Jobs given and not answered. */
  busy: number;
  /** The images it makes, while the app compiles. */
  images?: Promise<void>;
}

export interface StampThreads {
  /** Has the brand stamped by a thread with room (undefined: none has; stamp it here). */
  stamp(
    job: Omit<Extract<StampRequest, { type: 'stamp' }>, 'type' | 'job'>,
  ): Promise<void> | undefined;
  /** The brands' images made by the threads (started at once, shared out between them). */
  images(files: readonly BrandAssetFile[]): Promise<void>;
  close(): Promise<void>;
}

/** Starts `count` stamping threads (loading their code at once, while the app compiles). */
export function startStampThreads(count: number): StampThreads {
  const source = threadSource();
  const waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  let failure: Error | undefined;
  let closing = false;
  let jobs = 0;
  const threads: Thread[] = Array.from({ length: count }, () => {
    const worker = new Worker(source, { eval: true });
    const thread: Thread = { worker, busy: 0 };
    worker.on('message', ({ job, error }: StampAnswer) => {
      thread.busy--;
      const wait = waiting.get(job);
      waiting.delete(job);
      if (error === undefined) wait?.resolve();
      else wait?.reject(new Error(error));
    });
    // A thread that dies fails what it was given, and the build.
    const fail = (error: Error) => {
      failure ??= error;
      for (const [job, wait] of waiting) {
        waiting.delete(job);
        wait.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closing) fail(new Error(`a stamping thread stopped (exit code ${code})`));
    });
    return thread;
  });
  const ask = (thread: Thread, request: StampRequest & { job: number }) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting.set(request.job, { resolve, reject });
      thread.busy++;
      thread.worker.postMessage(request);
    });
  return {
    stamp(job) {
      const thread = threads.reduce((a, b) => (b.busy < a.busy ? b : a));
      if (thread.busy >= JOBS_PER_THREAD) return undefined;
      return ask(thread, { type: 'stamp', job: jobs++, ...job });
    },
    images(files) {
      // Each image made by one thread (two making the same file would write the same temporary).
      const seen = new Set<string>();
      files = files.filter((f) => !seen.has(f.target) && seen.add(f.target));
      return Promise.all(
        threads.map((thread, i) =>
          ask(thread, {
            type: 'images',
            job: jobs++,
            files: files.filter((_, f) => f % threads.length === i),
          }),
        ),
      ).then(() => {});
    },
    async close() {
      closing = true;
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
