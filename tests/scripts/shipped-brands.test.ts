// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_SLIDE } from '../../src/features/betslip/carousel';
import type { Brand } from '../../src/types/brand.gen';
import { checkAllBrands, listBrandIds, loadBrand, repoRoot } from '../../scripts/brand/index';
import { makeBrandRoot, type BrandRoot } from './brand-fixture';

/** The operators without the mobile-money carousel (docs/behaviour.md#brand-and-init). */
const NO_CAROUSEL = [
  'sportsloth',
  'mzukabet-tz',
  'mzukabet-ke',
  'eurowin',
  'tipico-demo',
  'daznbet-demo',
  'bet365-demo',
  'interwetten-demo',
  'mshikebet-ke',
];

// The real brands/ checked against fixture message files (the real ones are being written).
let fixture: BrandRoot;
let brands: Brand[];
beforeAll(async () => {
  fixture = await makeBrandRoot([]);
  const ids = await listBrandIds();
  brands = await Promise.all(ids.map((id) => loadBrand(id, { localesDir: fixture.localesDir })));
});
afterAll(async () => {
  await fixture.cleanup();
});

describe('shipped brands', () => {
  it('include demo and the nine operator brands', async () => {
    expect(await listBrandIds()).toEqual(expect.arrayContaining(['demo', ...NO_CAROUSEL]));
  });

  it('all pass the check', async () => {
    const results = await checkAllBrands({ localesDir: fixture.localesDir });
    expect(results.flatMap((r) => r.issues)).toEqual([]);
  });

  it('turn the carousel off for the operators named in docs/behaviour.md#brand-and-init', () => {
    for (const id of NO_CAROUSEL) {
      expect(brands.find((b) => b.id === id)?.blocks.carousel, id).toBe(false);
    }
  });

  it('include one whose mobile-money carousel slides (more providers than one slide holds)', () => {
    const sliding = brands.filter(
      (b) =>
        b.blocks.carousel && b.payments.providers.filter((p) => p !== 'bank').length > PER_SLIDE,
    );
    expect(sliding.map((b) => b.id)).toEqual(['pesaplay-tz']);
  });

  it('each have their own palette, fonts and radii', () => {
    for (const key of ['primary', 'accent', 'background'] as const) {
      const values = brands.map((b) => b.theme.colors[key].toLowerCase());
      expect(new Set(values).size, key).toBe(values.length);
    }
    const fonts = brands.map((b) => `${b.theme.fonts.body}|${b.theme.fonts.heading}`);
    expect(new Set(fonts).size).toBe(fonts.length);
    const radii = brands.map((b) => `${b.theme.radii.card}/${b.theme.radii.button}`);
    expect(new Set(radii).size).toBe(radii.length);
  });

  it('exercise every option across the set', () => {
    expect(new Set(brands.map((b) => b.blocks.carousel))).toEqual(new Set([true, false]));
    expect(new Set(brands.map((b) => b.blocks.bankPanel))).toEqual(new Set([true, false]));
    expect(new Set(brands.map((b) => b.languages.length))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(brands.map((b) => b.phone.prefix))).toEqual(
      new Set(['254', '255', '44', '49', '43']),
    );
    // A placeholder in the national form (0712345678) and one with the country code.
    expect(new Set(brands.map((b) => b.phone.placeholder.startsWith('0')))).toEqual(
      new Set([true, false]),
    );
    for (const b of brands) {
      expect(b.api.basePath, b.id).toBe('/api');
      for (const host of b.hosts ?? []) {
        if (host !== 'localhost') expect(host, b.id).toMatch(/\.example$/);
      }
    }
  });

  it('carry the host override of the spec', () => {
    const tz = brands.find((b) => b.id === 'mzukabet-tz');
    expect(tz?.hosts).toEqual(['mzukabet-tz.example', 'teke.mzukabet-tz.example']);
    expect(tz?.hostOverrides).toEqual([
      {
        host: 'teke.mzukabet-tz.example',
        cardTitles: { smartbet: 'SMARTA BET', quickbetx: 'BET TEKE' },
      },
    ]);
  });

  it('have the agreed markets', () => {
    const byId = new Map(brands.map((b) => [b.id, b]));
    expect(byId.get('mzukabet-ke')).toMatchObject({
      region: { country: 'KE', currency: 'KES' },
      languages: ['en'],
      phone: { prefix: '254', placeholder: '0712345678' },
      payments: { providers: ['mpesa', 'airtel'] },
    });
    expect(byId.get('mzukabet-tz')).toMatchObject({
      region: { country: 'TZ', currency: 'TZS', timeZone: 'Africa/Dar_es_Salaam' },
      languages: ['swTZ', 'en'],
      phone: { prefix: '255' },
      payments: { providers: ['mpesa', 'tigo', 'airtel', 'halopesa'] },
    });
    expect(byId.get('mshikebet-ke')).toMatchObject({
      region: { country: 'KE', currency: 'KES' },
      languages: ['en', 'swTZ'],
      phone: { prefix: '254' },
      payments: { providers: ['mpesa'] },
    });
    expect(byId.get('mshikebet-ke')?.lobby.cards.length).toBeLessThan(6);
    expect(byId.get('sportsloth')).toMatchObject({
      region: { country: 'GB', currency: 'GBP', timeZone: 'Europe/London' },
      languages: ['en', 'de', 'sv', 'swTZ'],
      phone: { prefix: '44' },
      blocks: { carousel: false, bankPanel: true },
      payments: { providers: ['bank', 'mpesa'] },
    });
    expect(byId.get('eurowin')).toMatchObject({
      region: { country: 'EU', currency: 'EUR', timeZone: 'Europe/Berlin' },
      languages: ['en', 'de', 'sv'],
      phone: { prefix: '44' },
      blocks: { carousel: false, bankPanel: true },
      payments: { providers: ['bank'] },
    });
  });

  it('are licensed where they sell: one licence per market, by host for eurowin', () => {
    const markets = Object.fromEntries(
      brands.map((b) => [b.id, b.compliance?.licences.map((l) => l.market)]),
    );
    expect(markets).toEqual({
      'bet365-demo': ['KE'],
      'daznbet-demo': ['GB'],
      demo: ['KE'],
      eurowin: ['DE', 'SE'],
      'interwetten-demo': ['AT'],
      'mshikebet-ke': ['KE'],
      'mzukabet-ke': ['KE'],
      'mzukabet-tz': ['TZ'],
      'pesaplay-tz': ['TZ'],
      sportsloth: ['GB'],
      'tipico-demo': ['DE'],
    });
    const eurowin = brands.find((b) => b.id === 'eurowin');
    expect(eurowin?.compliance?.licences.map((l) => l.hosts)).toEqual([
      ['eurowin.example', 'de.eurowin.example'],
      ['se.eurowin.example'],
    ]);
    // Swedish first on the Swedish host.
    expect(eurowin?.hostOverrides).toEqual([
      { host: 'se.eurowin.example', languages: ['sv', 'en'] },
    ]);
  });

  it('have a dark theme for sportsloth (dark background and surface, light text)', async () => {
    const { relativeLuminance } = await import('../../scripts/brand/index');
    const c = brands.find((b) => b.id === 'sportsloth')?.theme.colors;
    expect(relativeLuminance(c?.background ?? '#fff')).toBeLessThan(0.05);
    expect(relativeLuminance(c?.surface ?? '#fff')).toBeLessThan(0.05);
    expect(relativeLuminance(c?.text ?? '#000')).toBeGreaterThan(0.8);
  });

  it('ship no third-party image references in their SVGs', async () => {
    for (const b of brands) {
      for (const asset of Object.values(b.assets)) {
        const svg = await readFile(path.join(repoRoot, 'brands', asset), 'utf8');
        expect(svg, asset).not.toMatch(/<image|href=|url\(/);
      }
    }
  });
});
