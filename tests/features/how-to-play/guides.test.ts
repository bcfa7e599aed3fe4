import { describe, expect, it } from 'vitest';
import { GUIDES, guideFamily, offeredFamilies } from '@/features/how-to-play/guides';
import { TICKET_FAMILIES } from '@/lib/ticket-families';

describe('guideFamily', () => {
  it('reads a family or a lobby kind, any case', () => {
    expect(guideFamily('quickbetx')).toBe('quickbetx');
    expect(guideFamily('QuickbetsX')).toBe('quickbetx');
    expect(guideFamily('jackpots')).toBe('jackpot');
    expect(guideFamily(' quicktip ')).toBe('quicktip');
  });

  it('is null for anything else', () => {
    expect(guideFamily(undefined)).toBeNull();
    expect(guideFamily('')).toBeNull();
    expect(guideFamily('poker')).toBeNull();
    expect(guideFamily('constructor')).toBeNull();
  });
});

describe('guides', () => {
  it('has a summary and steps with their own texts for every family', () => {
    const ids = new Set<string>();
    for (const family of TICKET_FAMILIES) {
      const guide = GUIDES[family];
      expect(guide.steps.length, family).toBeGreaterThanOrEqual(3);
      for (const m of [guide.summary, ...guide.steps]) {
        expect(m.id).toMatch(new RegExp(`^howToPlay\\.${family}\\.`));
        ids.add(m.id!);
      }
    }
    expect(ids.size).toBe(TICKET_FAMILIES.reduce((n, f) => n + 1 + GUIDES[f].steps.length, 0));
  });

  it("lists only the families the brand's lobby offers, in the product order", () => {
    expect(offeredFamilies(['quickbetsx', 'quicktips'])).toEqual(['quicktip', 'quickbetx']);
    expect(offeredFamilies([])).toEqual([]);
  });
});
