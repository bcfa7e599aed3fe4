// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BRAND_ID_MAX_LENGTH,
  BRAND_ID_PATTERN,
  CONTRAST_PAIRS,
  contrastRatio,
  expectationFrom,
  fixForeground,
  formatRatio,
  levenshtein,
  nearest,
  relativeLuminance,
  repoRoot,
  sniffImage,
} from '../../scripts/brand/index';

describe('contrast maths (WCAG 2.x)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('computes relative luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('never shows a failing ratio as passing', () => {
    expect(formatRatio(4.4776)).toBe('4.48:1');
    expect(formatRatio(4.4981)).toBe('4.498:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });

  it('finds the nearest passing foreground', () => {
    expect(fixForeground('#777777', '#ffffff')).toBe('#767676');
    const fixed = fixForeground('#3a3a3a', '#000000');
    expect(fixed).toBeDefined();
    expect(contrastRatio(fixed ?? '', '#000000')).toBeGreaterThanOrEqual(4.5);
  });

  it('checks the pairs the schema description names', async () => {
    const schema = JSON.parse(
      await readFile(path.join(repoRoot, 'schemas/brand.schema.json'), 'utf8'),
    ) as { properties: { theme: { properties: { colors: { description: string } } } } };
    const description = schema.properties.theme.properties.colors.description;
    for (const [fg, bg] of CONTRAST_PAIRS) {
      expect(description).toContain(fg);
      expect(description).toContain(bg);
    }
    expect(CONTRAST_PAIRS).toHaveLength(11);
  });
});

describe('suggestions', () => {
  it('measures edit distance', () => {
    expect(levenshtein('carousl', 'carousel')).toBe(1);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
  });

  it('suggests near names, up to case and underscores', () => {
    const keys = ['carousel', 'bankPanel', 'tour', 'languageSelector', 'howToPlay', 'share'];
    expect(nearest('carousl', keys)).toBe('carousel');
    expect(nearest('bank_panel', keys)).toBe('bankPanel');
    expect(nearest('HOWTOPLAY', keys)).toBe('howToPlay');
    expect(nearest('banner', keys)).toBeUndefined();
    // Every letter changed is no typo: xx is not "en".
    expect(nearest('xx', ['en', 'de', 'sv', 'swTZ'])).toBeUndefined();
    expect(nearest('dk', ['en', 'de', 'sv', 'swTZ'])).toBe('de');
  });

  it('turns schema descriptions into expectations', () => {
    expect(expectationFrom('A colour as #rrggbb.')).toBe('must be a colour as #rrggbb');
    expect(expectationFrom('IANA time zone of the operator, e.g. Africa/Nairobi.')).toBe(
      'expected IANA time zone of the operator, e.g. Africa/Nairobi',
    );
    expect(expectationFrom('The brand id: a lower-case slug. Also more.')).toBe(
      'must be a lower-case slug',
    );
  });
});

describe('ids and images', () => {
  it('takes the id rule from the schema', async () => {
    const schema = JSON.parse(
      await readFile(path.join(repoRoot, 'schemas/brand.schema.json'), 'utf8'),
    ) as { properties: { id: { pattern: string; maxLength: number } } };
    expect(BRAND_ID_PATTERN.source).toBe(schema.properties.id.pattern);
    expect(BRAND_ID_MAX_LENGTH).toBe(schema.properties.id.maxLength);
    for (const bad of ['Bad Id', '../x', 'a--b', '-a', 'a_b', '']) {
      expect(BRAND_ID_PATTERN.test(bad)).toBe(false);
    }
    expect(BRAND_ID_PATTERN.test('mzukabet-tz')).toBe(true);
  });

  it('sniffs PNG and SVG by content', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg/>'))).toBe(
      'svg',
    );
    expect(sniffImage(Buffer.from('<svgx/>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<html><svg/></html>'))).toBeUndefined();
  });
});
