import { describe, expect, it } from 'vitest';
import { codeThread } from '../../scripts/build/threads';

describe('codeThread (the build’s file writer and prerender run in threads of their own)', () => {
  it('answers each call, in the order given, with what the thread’s handle returns', async () => {
    const thread = codeThread<number, string>(
      `let seen = [];
async function handle(n) { seen.push(n); return require('node:worker_threads').workerData + seen.join(','); }`,
      'seen ',
    );
    await expect(Promise.all([thread.call(1), thread.call(2)])).resolves.toEqual([
      'seen 1',
      'seen 1,2',
    ]);
  });

  it('rejects a failed call with the thread’s message and where it failed, and goes on', async () => {
    const thread = codeThread<string, string>(
      `function handle(s) { if (s === 'bad') throw new TypeError('no bad input'); return s; }`,
    );
    const failed = await thread.call('bad').catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toBe('no bad input');
    expect((failed as Error).stack).toMatch(/TypeError: no bad input\n\s+at handle/);
    await expect(thread.call('good')).resolves.toBe('good');
  });
});
