import { describe, expect, it } from 'vitest';
import { isQuicktipX, quicktipXPath } from '@/lib/quicktip-x';

describe('quick tip X addresses', () => {
  it.each([
    ['?x=1', true],
    ['?x=true', true],
    ['?x=TRUE&atag=a', true],
    ['?x=0', false],
    ['?x=', false],
    ['?atag=x%3D1', false],
    ['', false],
  ])('%j is a quick tip X: %s', (query, expected) => {
    expect(isQuicktipX(new URLSearchParams(query))).toBe(expected);
  });

  it('links a code to its quick tip X screen, encoded', () => {
    expect(quicktipXPath('SBX-AB12')).toBe('/quicktip/SBX-AB12?x=1');
    expect(quicktipXPath('a/b c?')).toBe('/quicktip/a%2Fb%20c%3F?x=1');
    expect(isQuicktipX(new URL(quicktipXPath('a'), 'http://x').searchParams)).toBe(true);
  });
});
