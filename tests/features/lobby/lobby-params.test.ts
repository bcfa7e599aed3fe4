import { describe, expect, it } from 'vitest';
import { KIND_ORDER, parseLobbyParams } from '@/features/lobby/lobby-params';
import { withAtag } from '@/lib/urls';
import type { Brand } from '@/types/brand.gen';

const brand: Pick<Brand, 'lobby'> = {
  lobby: { cards: [...KIND_ORDER] as Brand['lobby']['cards'], styles: ['lite', 'compact'] },
};

describe('parseLobbyParams', () => {
  it('shows every kind, in the product order, with no type', () => {
    expect(parseLobbyParams('', brand).kinds).toEqual(KIND_ORDER);
    expect(parseLobbyParams('?type=', brand).kinds).toEqual(KIND_ORDER);
  });

  it('keeps the chosen codes in the product order and ignores invalid ones', () => {
    expect(parseLobbyParams('?type=3,1', brand).kinds).toEqual(['quicktips', 'superbets']);
    expect(parseLobbyParams('?type=6, 2,0,7,x,', brand).kinds).toEqual(['smartbets', 'quickbetsx']);
    expect(parseLobbyParams('?type=nonsense', brand).kinds).toEqual(KIND_ORDER);
  });

  it('never shows a kind the brand hides', () => {
    const some: Pick<Brand, 'lobby'> = {
      lobby: { cards: ['jackpots', 'quicktips'], styles: ['lite'] },
    };
    expect(parseLobbyParams('', some).kinds).toEqual(['quicktips', 'jackpots']);
    expect(parseLobbyParams('?type=2', some).kinds).toEqual([]);
  });

  it('applies only the styles the brand allows, else lite', () => {
    expect(parseLobbyParams('?style=compact', brand).style).toBe('compact');
    expect(parseLobbyParams('?style=bold', brand).style).toBe('lite');
    expect(parseLobbyParams('?style=x%22%20onload', brand).style).toBe('lite');
  });

  it('reads mode, atag and token', () => {
    const p = parseLobbyParams('?mode=iframe&atag=aff%201&token=PLAYER1', brand);
    expect(p).toMatchObject({ iframe: true, atag: 'aff 1', token: 'PLAYER1' });
    expect(parseLobbyParams('?mode=full&atag=', brand)).toMatchObject({
      iframe: false,
      atag: null,
      token: null,
    });
  });
});

describe('withAtag', () => {
  it('appends the tag URL-encoded, or nothing', () => {
    expect(withAtag('/quicktip/12', 'a b&c=d')).toBe('/quicktip/12?atag=a%20b%26c%3Dd');
    expect(withAtag('/quicktip/12?view=click', 'x')).toBe('/quicktip/12?view=click&atag=x');
    expect(withAtag('/quicktip/12', null)).toBe('/quicktip/12');
  });
});
