import { describe, expect, it } from 'vitest';
import { parseLobbyParams } from '@/features/lobby/lobby-params';
import { FAMILIES } from '@/lib/families';
import { withAtag } from '@/lib/urls';
import type { Brand } from '@/types/brand.gen';

const ALL = FAMILIES.map((f) => f.id);
const brand: Pick<Brand, 'lobby'> = {
  lobby: { cards: ALL as Brand['lobby']['cards'], styles: ['lite', 'compact'] },
};
const shown = (search: string, b = brand) => parseLobbyParams(search, b).families.map((f) => f.id);

describe('parseLobbyParams', () => {
  it('shows every family, in the product order, with no type', () => {
    expect(shown('')).toEqual([
      'quicktip',
      'smartbet',
      'superbet',
      'quickbet',
      'jackpot',
      'quickbetx',
    ]);
    expect(shown('?type=')).toEqual(ALL);
  });

  it('keeps the chosen codes in the product order and ignores invalid ones', () => {
    expect(shown('?type=3,1')).toEqual(['quicktip', 'superbet']);
    expect(shown('?type=6, 2,0,7,x,')).toEqual(['smartbet', 'quickbetx']);
    expect(shown('?type=nonsense')).toEqual(ALL);
  });

  it('never shows a family the brand hides', () => {
    const some: Pick<Brand, 'lobby'> = {
      lobby: { cards: ['jackpot', 'quicktip'], styles: ['lite'] },
    };
    expect(shown('', some)).toEqual(['quicktip', 'jackpot']);
    expect(shown('?type=2', some)).toEqual([]);
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
