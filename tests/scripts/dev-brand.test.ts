// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { devBrandId } from '../../scripts/dev/dev-server';

describe('npm run dev picks the brand', () => {
  it('from --brand, over $BRAND', () => {
    expect(devBrandId(['--brand', 'eurowin'], { BRAND: 'sportsloth' })).toBe('eurowin');
    expect(devBrandId(['--brand=eurowin'], {})).toBe('eurowin');
  });

  it('from $BRAND, else demo', () => {
    expect(devBrandId([], { BRAND: 'sportsloth' })).toBe('sportsloth');
    expect(devBrandId([], { BRAND: '' })).toBe('demo');
    expect(devBrandId([], {})).toBe('demo');
  });

  it('refuses an unknown option rather than ignoring it', () => {
    expect(() => devBrandId(['--brnad', 'eurowin'], {})).toThrow(/--brnad/);
  });
});
