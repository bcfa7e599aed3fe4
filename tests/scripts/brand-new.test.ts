// @vitest-environment node
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrandCreateError,
  checkAllBrands,
  createBrand,
  listBrandIds,
  loadBrand,
  nameFromId,
  sniffImage,
} from '../../scripts/brand/index';
import { main } from '../../scripts/brand-new';
import { makeBrandRoot, runMain, runScript, type BrandRoot } from './brand-fixture';

const TIMEOUT = 60_000;

let r: BrandRoot;
beforeEach(async () => {
  r = await makeBrandRoot();
});
afterEach(async () => {
  await r.cleanup();
});

describe('npm run brand:new', () => {
  it.each([
    ['Bad Id', 'is not a safe brand id'],
    ['../x', 'is not a safe brand id'],
    ['demo', 'brand "demo" already exists (brands/demo.json)'],
  ])(
    'refuses %j',
    async (id, message) => {
      const { code, stdout, stderr } = await runMain(main, [id, '--root', r.root]);
      expect(code).toBe(1);
      expect(stderr).toContain(message);
      expect(stdout).not.toContain('Created');
      expect(await listBrandIds({ root: r.root })).toEqual(['demo']);
    },
    TIMEOUT,
  );

  it(
    'creates a brand that passes the check, and prints the next steps',
    async () => {
      const shipped = await listBrandIds();
      const { code, stdout, stderr } = await runScript('scripts/brand-new.ts', [
        'acme-bet',
        '--root',
        r.root,
      ]);
      expect(code, stderr).toBe(0);
      expect(stdout).toContain('Created brands/acme-bet.json');
      expect(stdout).toContain('npm run dev -- --brand acme-bet');
      expect(stdout).toContain('npm run brand:check -- acme-bet');
      expect(stdout).toContain("drawn in the demo's colours");
      // The real brands/ folder is untouched.
      expect(await listBrandIds()).toEqual(shipped);

      const brand = await loadBrand('acme-bet', { root: r.root });
      const demo = await r.read('demo');
      expect(brand).toMatchObject({
        id: 'acme-bet',
        name: 'Acme Bet',
        hosts: ['acme-bet.example'],
        assets: {
          logo: 'acme-bet/logo.svg',
          spinner: 'acme-bet/spinner.svg',
          favicon: 'acme-bet/favicon.svg',
        },
        theme: demo.theme,
        languages: demo.languages,
      });
      expect(brand.hostOverrides).toBeUndefined();
      for (const asset of Object.values(brand.assets)) {
        const svg = await readFile(path.join(r.brandsDir, asset));
        expect(sniffImage(svg)).toBe('svg');
        expect(svg.toString()).toContain('>A<');
      }
      const all = await checkAllBrands({ root: r.root });
      expect(all.flatMap((x) => x.issues)).toEqual([]);

      // The demo operator's licence and pages came with the copy: named, to be replaced.
      const copied = [
        '/compliance/licences/0/number',
        '/compliance/licences/0/licensee',
        '/compliance/terms',
        '/compliance/privacy',
        '/payments/topUpUrl',
        '/compliance/customerCare',
      ];
      for (const pointer of copied) {
        expect(stdout).toContain(`brands/acme-bet.json ${pointer}: is the demo brand's`);
      }
      expect(stdout).toContain('licence BK-0000101 (brands/demo.json)');
      const warned = (results: typeof all) =>
        results.flatMap((x) => x.warnings).map((w) => `${w.file} ${w.pointer}`);
      // Its pages too (brands/demo/pages/, for the links it copied), each named.
      const pages = [
        'privacy.en.md',
        'privacy.swTZ.md',
        'terms.en.md',
        'terms.swTZ.md',
        'wallet/top-up.en.md',
        'wallet/top-up.swTZ.md',
      ].map((p) => `brands/acme-bet/pages/${p} `);
      expect(stdout).toContain(
        "brands/acme-bet/pages/terms.en.md: is the demo brand's page (brands/demo/pages/terms.en.md), as brand:new copied it",
      );
      expect(warned(all)).toEqual([
        ...copied.map((pointer) => `brands/acme-bet.json ${pointer}`),
        ...pages,
      ]);
      // Its own terms, on its own host: its page answers there.
      await writeFile(
        path.join(r.brandsDir, 'acme-bet', 'pages', 'terms.en.md'),
        '# Terms and conditions\n\nAcme Bet Ltd runs Acme Bet.\n',
      );
      await r.edit('acme-bet', (own) => {
        own.compliance!.licences[0].number = 'BK-0000777';
        own.compliance!.terms = 'https://acme-bet.example/terms';
      });
      const after = await checkAllBrands({ root: r.root });
      expect(after.flatMap((x) => x.issues)).toEqual([]);
      expect(warned(after)).toEqual([
        'brands/acme-bet.json /compliance/licences/0/licensee',
        'brands/acme-bet.json /compliance/privacy',
        'brands/acme-bet.json /payments/topUpUrl',
        'brands/acme-bet.json /compliance/customerCare',
        ...pages.filter((p) => !p.includes('terms.en.md')),
      ]);

      const again = await runMain(main, ['acme-bet', '--root', r.root]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('brand "acme-bet" already exists');
    },
    TIMEOUT,
  );

  it(
    "takes the brand's name and colours, and draws the placeholders in them",
    async () => {
      const { code, stderr } = await runMain(main, [
        'kilele-bet',
        '--name',
        'Kilele Bet',
        '--primary',
        '#C8102E',
        '--accent',
        '#ffcc00',
        '--root',
        r.root,
      ]);
      expect(code, stderr).toBe(0);
      const brand = await loadBrand('kilele-bet', { root: r.root });
      expect(brand.name).toBe('Kilele Bet');
      // The text on each colour is the one that reads on it; the rest is the demo brand's.
      expect(brand.theme.colors).toMatchObject({
        primary: '#c8102e',
        onPrimary: '#ffffff',
        accent: '#ffcc00',
        onAccent: '#000000',
        background: (await r.read('demo')).theme.colors.background,
      });
      const logo = await readFile(path.join(r.brandsDir, brand.assets.logo), 'utf8');
      expect(logo).toContain('fill="#ffcc00"');
      expect(logo).toContain('>Kilele Bet<');
      const favicon = await readFile(path.join(r.brandsDir, brand.assets.favicon), 'utf8');
      expect(favicon).toContain('#c8102e');
      const all = await checkAllBrands({ root: r.root });
      expect(all.flatMap((x) => x.issues)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'refuses a colour that is not #rrggbb, and creates nothing',
    async () => {
      const { code, stderr } = await runMain(main, [
        'kilele-bet',
        '--primary',
        'red',
        '--root',
        r.root,
      ]);
      expect(code).toBe(1);
      expect(stderr).toContain('--primary must be a colour as #rrggbb, got "red"');
      expect(await listBrandIds({ root: r.root })).toEqual(['demo']);
    },
    TIMEOUT,
  );

  it(
    'needs exactly one id',
    async () => {
      const { code, stderr } = await runMain(main, ['--root', r.root]);
      expect(code).toBe(1);
      expect(stderr).toContain('give exactly one brand id');
    },
    TIMEOUT,
  );
});

describe('createBrand', () => {
  it('derives the name from the id', () => {
    expect(nameFromId('acme-bet')).toBe('Acme Bet');
    expect(nameFromId('bet365')).toBe('Bet365');
  });

  it('refuses bad and taken ids', async () => {
    await expect(createBrand('Bad Id', { root: r.root })).rejects.toBeInstanceOf(BrandCreateError);
    await expect(createBrand('../x', { root: r.root })).rejects.toThrow('not a safe brand id');
    await expect(createBrand('demo', { root: r.root })).rejects.toThrow('already exists');
    await expect(createBrand('a'.repeat(41), { root: r.root })).rejects.toThrow('too long');
  });

  it('returns the files written and the check result', async () => {
    const created = await createBrand('x-1', { root: r.root });
    expect(created).toMatchObject({
      file: 'brands/x-1.json',
      assets: ['brands/x-1/logo.svg', 'brands/x-1/spinner.svg', 'brands/x-1/favicon.svg'],
      issues: [],
    });
    expect(created.warnings.map((w) => w.pointer)).toContain('/compliance/licences/0/number');
  });
});
