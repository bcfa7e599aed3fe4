// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIssue, listBrandIds } from '../../scripts/brand/index';
import { MSISDN_LENGTH } from '../../src/types/api.gen';
import { PHONE_SOURCES } from '../../src/lib/phone';
import { BROKEN_CASES } from './brand-cases';
import { main } from '../../scripts/brand-check';
import { makeBrandRoot, runMain, runScript, writeFixtureLocales } from './brand-fixture';

const TIMEOUT = 60_000;

// Its main, in this process (the entry itself is run by the last test of the file).
describe('npm run brand:check on a broken copy of demo', () => {
  it.each(BROKEN_CASES)(
    'exits 1 and prints $name',
    async ({ breakIt, expected }) => {
      const r = await makeBrandRoot();
      try {
        const file = await breakIt(r);
        const { code, stdout, stderr } = await runMain(main, [file]);
        expect(code, stdout + stderr).toBe(1);
        const line = stderr
          .split('\n')
          .find((l) => l.startsWith(`${expected.file} ${expected.pointer}: `));
        expect(line, stderr).toBeDefined();
        expect(line).toContain(expected.message);
        if (expected.suggestion) expect(line).toContain(`(${expected.suggestion})`);
        expect(stderr).toMatch(/^1 brand checked, \d+ problems? in 1 file$/m);
      } finally {
        await r.cleanup();
      }
    },
    TIMEOUT,
  );
});

describe('npm run brand:check', () => {
  let locales: string;
  beforeAll(async () => {
    locales = await mkdtemp(path.join(tmpdir(), 'brand-locales-'));
    await writeFixtureLocales(locales);
  });
  afterAll(async () => {
    await rm(locales, { recursive: true, force: true });
  });

  it(
    'passes every shipped brand',
    async () => {
      const { code, stdout, stderr } = await runScript('scripts/brand-check.ts', [
        '--locales',
        locales,
      ]);
      expect(code, stderr).toBe(0);
      const ids = await listBrandIds();
      expect(stdout).toContain(`${ids.length} brands checked, 0 problems`);
      // Every language a shipped brand offers has its texts (daznbet-demo's Spanish too).
      expect(stderr).not.toContain('/languages/');
    },
    TIMEOUT,
  );

  it(
    'groups the issues of several files and accepts ids',
    async () => {
      const r = await makeBrandRoot(['demo', 'eurowin']);
      const short = '44'.padEnd(MSISDN_LENGTH.min - 2, '7');
      try {
        await r.edit('demo', (b) => {
          b.theme.colors.primary = 'red';
        });
        await r.edit('eurowin', (b) => {
          b.phone.placeholder = short;
        });
        const { code, stderr } = await runMain(main, ['--root', r.root, 'demo', 'eurowin']);
        expect(code).toBe(1);
        const lines = stderr.split('\n').filter((l) => l.startsWith('brands/'));
        expect(lines).toEqual([
          formatIssue({
            file: 'brands/demo.json',
            pointer: '/theme/colors/primary',
            message: 'must be a colour as #rrggbb, got "red"',
          }),
          formatIssue({
            file: 'brands/eurowin.json',
            pointer: '/phone/placeholder',
            message: `"${short}" is not a mobile number of country code 44 (/phone/prefix): 10 digits after 44 or after the national 0, an msisdn of ${MSISDN_LENGTH.min} to ${MSISDN_LENGTH.max} digits (source: ${PHONE_SOURCES['44']})`,
            suggestion: 'e.g. "07700900123"',
          }),
        ]);
        expect(stderr).toContain('2 brands checked, 2 problems in 2 files');
      } finally {
        await r.cleanup();
      }
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown option, naming the near one',
    async () => {
      const { code, stderr } = await runScript('scripts/brand-check.ts', ['--rot', 'x']);
      expect(code).toBe(1);
      expect(stderr).toContain('brand-check: unknown option --rot (did you mean --root?)');
      expect(stderr).toContain('Usage: npm run brand:check');
    },
    TIMEOUT,
  );
});
