import { Worker } from 'node:worker_threads';

/**
 * A thread of the build's own running `code`: CommonJS text that defines `handle(message)`,
 * returning the answer or a promise of it. It starts with no loader (no tsx: a thread that needs
 * only Node's modules or compiled JavaScript starts in milliseconds, where tsx's hooks took a
 * second over the compiled prerender) and, idle, does not keep the process alive.
 */
export interface CodeThread<In, Out> {
  /** Hands `message` to the thread; settles with its answer, or its error (message and stack). */
  call(message: In): Promise<Out>;
}

const PROTOCOL = `
const { parentPort: port } = require('node:worker_threads');
port.on('message', ({ id, message }) => {
  Promise.resolve()
    .then(() => handle(message))
    .then(
      (result) => port.postMessage({ id, result }),
      (error) => port.postMessage({ id, error: { message: String((error && error.message) || error), stack: error && error.stack } }),
    );
});`;

export function codeThread<In, Out>(code: string, workerData?: unknown): CodeThread<In, Out> {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (out: Out) => void; reject: (e: Error) => void }>();
  const started = () => {
    if (worker) return worker;
    const thread = new Worker(`${code}\n${PROTOCOL}`, { eval: true, execArgv: [], workerData });
    thread.on('message', ({ id, result, error }: { id: number; result: Out; error?: Error }) => {
      const done = waiting.get(id)!;
      waiting.delete(id);
      if (!waiting.size) thread.unref();
      if (error) done.reject(Object.assign(new Error(error.message), { stack: error.stack }));
      else done.resolve(result);
    });
    thread.on('error', (error) => {
      for (const done of waiting.values()) done.reject(error);
      waiting.clear();
      worker = undefined;
    });
    return (worker = thread);
  };
  return {
    call(message) {
      const thread = started();
      const id = nextId++;
      thread.ref();
      return new Promise<Out>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, message });
      });
    },
  };
}
