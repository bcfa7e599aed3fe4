// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listBrandIds } from '../../scripts/brand/index';
import { buildBrands, RECORD_FILE } from '../../scripts/build/build-brands';
import { filesUnder } from '../../scripts/build/files';
import { startStampThreads, stampThreadsFor } from '../../scripts/build/stamp-threads';
import { sharedApp } from '../support/shared-builds';
import type { Brand } from '@/types/brand.gen';

/**
 * Issue 27: hundreds of brands are stamped by every core, the build's thread and others beside
 * it (scripts/build/stamp-threads.ts). Whichever thread stamps a brand, its site is the same.
 */
const work = mkdtempSync(path.join(tmpdir(), 'betdeck-threads-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('stamping threads', () => {
  it('add a thread per 32 brands to stamp, up to one per core but the build’s own', () => {
    expect(stampThreadsFor(1, 8)).toBe(0);
    expect(stampThreadsFor(31, 8)).toBe(0);
    expect(stampThreadsFor(311, 2)).toBe(1);
    expect(stampThreadsFor(311, 8)).toBe(7);
    expect(stampThreadsFor(70, 8)).toBe(2);
    expect(stampThreadsFor(311, 1)).toBe(0);
  });

  it('stamp every brand’s site byte for byte as the build’s own thread does', async () => {
    const ids = await listBrandIds();
    const appDir = await sharedApp();
    const build = async (name: string, threads: number) => {
      const lines: string[] = [];
      const outDir = path.join(work, name);
      const report = await buildBrands({
        ids,
        outDir,
        appDir,
        layout: 'shared',
        threads,
        log: (line) => lines.push(line),
      });
      return { outDir, lines, report };
    };
    const alone = await build('alone', 0);
    const shared = await build('threads', 2);
    expect(alone.lines.filter((l) => l.startsWith('Stamping'))).toEqual([]);
    expect(shared.lines).toContain(`Stamping ${ids.length} brands on 3 threads`);
    expect([...shared.report.stamped].sort()).toEqual([...ids].sort());

    const files = await filesUnder(alone.outDir);
    expect(files.length).toBeGreaterThan(ids.length * 5);
    expect(await filesUnder(shared.outDir)).toEqual(files);
    for (const file of files.filter((f) => f !== RECORD_FILE)) {
      expect(readFileSync(path.join(shared.outDir, file)), file).toEqual(
        readFileSync(path.join(alone.outDir, file)),
      );
    }
  }, 120_000);

  it('fail the build with the thread’s own message', async () => {
    const threads = startStampThreads(1);
    try {
      const demo = JSON.parse(
        readFileSync(path.join(import.meta.dirname, '../../brands/demo.json'), 'utf8'),
      ) as Brand;
      await expect(
        threads.stamp({
          appDir: path.join(work, 'no-app'),
          brand: demo,
          dir: path.join(work, 'nowhere'),
          options: { selfContained: false },
        }),
      ).rejects.toThrow(/no-app\/\.vite\/manifest\.json is missing/);
    } finally {
      await threads.close();
    }
  });
});
