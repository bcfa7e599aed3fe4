// @vitest-environment node
/** Temp project roots for the brand tests: brands/ copied from the repo, fixture message files. */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import type { Brand } from '../../src/types/brand.gen';
import { repoRoot } from '../../scripts/brand/index';

/** Languages with a fixture message file, each with every id of the fixture English: all of them. */
export const FIXTURE_LANGUAGES = ['en', 'de', 'sv', 'swTZ', 'es', 'fr', 'ptBR'] as const;

export interface BrandRoot {
  root: string;
  brandsDir: string;
  localesDir: string;
  /** Absolute path of brands/<id>.json. */
  file(id: string): string;
  read(id: string): Promise<Brand>;
  write(id: string, brand: unknown): Promise<string>;
  /** Reads brands/<id>.json, applies change, writes it back; returns the file. */
  edit(id: string, change: (brand: Brand) => void): Promise<string>;
  cleanup(): Promise<void>;
}

/** Writes non-empty message files for FIXTURE_LANGUAGES into dir. */
export async function writeFixtureLocales(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const lang of FIXTURE_LANGUAGES) {
    await writeFile(
      path.join(dir, `${lang}.json`),
      JSON.stringify({ 'app.loading': `Loading (${lang})` }),
    );
  }
}

/** A temp root with brands/<id>.json and brands/<id>/ for each id (default: demo). */
export async function makeBrandRoot(ids: readonly string[] = ['demo']): Promise<BrandRoot> {
  const root = await mkdtemp(path.join(tmpdir(), 'brand-test-'));
  const brandsDir = path.join(root, 'brands');
  const localesDir = path.join(root, 'src', 'locales');
  await mkdir(brandsDir, { recursive: true });
  for (const id of ids) {
    await cp(path.join(repoRoot, 'brands', `${id}.json`), path.join(brandsDir, `${id}.json`));
    await cp(path.join(repoRoot, 'brands', id), path.join(brandsDir, id), { recursive: true });
  }
  await writeFixtureLocales(localesDir);
  const file = (id: string): string => path.join(brandsDir, `${id}.json`);
  const read = async (id: string): Promise<Brand> =>
    JSON.parse(await readFile(file(id), 'utf8')) as Brand;
  const write = async (id: string, brand: unknown): Promise<string> => {
    await writeFile(file(id), `${JSON.stringify(brand, null, 2)}\n`);
    return file(id);
  };
  return {
    root,
    brandsDir,
    localesDir,
    file,
    read,
    write,
    async edit(id, change) {
      const brand = await read(id);
      change(brand);
      return write(id, brand);
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npx tsx <script> ...args` from the repo root. */
export function runScript(script: string, args: readonly string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', script, ...args],
      { cwd: repoRoot, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * Runs a script's exported `main(argv)` in this process, as `runScript` runs the script: its exit
 * code and what it printed (console.log to stdout, console.error to stderr). A spawned `npx tsx`
 * costs a second or two of CPU to start; each CLI keeps one test through runScript, for its entry.
 * One at a time: it listens on the console.
 */
export async function runMain(
  main: (argv: string[]) => Promise<number>,
  argv: readonly string[],
): Promise<RunResult> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => {
    out.push(a.join(' '));
  });
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    err.push(a.join(' '));
  });
  try {
    const code = await main([...argv]);
    return {
      code,
      stdout: out.map((l) => `${l}\n`).join(''),
      stderr: err.map((l) => `${l}\n`).join(''),
    };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
