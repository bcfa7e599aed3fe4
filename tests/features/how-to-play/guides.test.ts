import { describe, expect, it } from 'vitest';
import { GUIDES, guideFamily, offeredFamilies } from '@/features/how-to-play/guides';
import { FAMILIES } from '@/lib/families';

describe('guideFamily', () => {
  const offered = offeredFamilies(['quickbetx', 'jackpot', 'quicktip']);

  it('reads the id of an offered family, any case', () => {
    expect(guideFamily('quickbetx', offered)?.id).toBe('quickbetx');
    expect(guideFamily('QuickbetX', offered)?.id).toBe('quickbetx');
    expect(guideFamily(' quicktip ', offered)?.id).toBe('quicktip');
  });

  it('is null for anything else, and for a family the brand does not offer', () => {
    expect(guideFamily(undefined, offered)).toBeNull();
    expect(guideFamily('', offered)).toBeNull();
    expect(guideFamily('poker', offered)).toBeNull();
    expect(guideFamily('constructor', offered)).toBeNull();
    expect(guideFamily('superbet', offered)).toBeNull();
  });
});

describe('guides', () => {
  it('has a summary and steps with their own texts for every family', () => {
    const ids = new Set<string>();
    let count = 0;
    for (const { id } of FAMILIES) {
      const guide = GUIDES[id];
      expect(guide, id).toBeDefined();
      expect(guide!.steps.length, id).toBeGreaterThanOrEqual(3);
      for (const m of [guide!.summary, ...guide!.steps]) {
        expect(m.id).toMatch(new RegExp(`^howToPlay\\.${id}\\.`));
        ids.add(m.id!);
        count++;
      }
    }
    expect(ids.size).toBe(count);
  });

  it("lists only the families the brand's lobby offers, in the product order", () => {
    expect(offeredFamilies(['quickbetx', 'quicktip']).map((f) => f.id)).toEqual([
      'quicktip',
      'quickbetx',
    ]);
    expect(offeredFamilies([])).toEqual([]);
  });
});
