import { afterEach, describe, expect, it } from 'vitest';
import {
  GENERATED_STORAGE_KEY,
  generatedFrom,
  isGeneratedSmartbet,
  loadGenerated,
  saveGenerated,
  type GeneratedSmartbet,
} from '@/features/smartbets/state/generated-smartbet';
import { generatedFixture } from './fixtures';

afterEach(() => window.sessionStorage.clear());

describe('the generated smart bet kept for a reload', () => {
  const generated: GeneratedSmartbet = generatedFixture();

  it('is kept for this tab and read back', () => {
    expect(loadGenerated()).toBeNull();
    saveGenerated(generated);
    expect(loadGenerated()).toEqual(generated);
  });

  it('prefers the navigation state, else what the tab kept', () => {
    const other = { ...generated, title: 'Other' };
    saveGenerated(generated);
    expect(generatedFrom(other)).toEqual(other);
    expect(generatedFrom(null)).toEqual(generated);
    expect(generatedFrom({ usr: 'something else' })).toEqual(generated);
  });

  it('ignores what is not a generated smart bet', () => {
    window.sessionStorage.setItem(GENERATED_STORAGE_KEY, '{not json');
    expect(loadGenerated()).toBeNull();
    window.sessionStorage.setItem(GENERATED_STORAGE_KEY, JSON.stringify({ title: 'x' }));
    expect(loadGenerated()).toBeNull();
    const badEvent = structuredClone(generated);
    (badEvent.ticket.events[0]!.bet as { odds: unknown }).odds = '1.5';
    expect(isGeneratedSmartbet(badEvent)).toBe(false);
    expect(isGeneratedSmartbet({ ...generated, cardCode: 7 })).toBe(false);
    expect(isGeneratedSmartbet({ ...generated, ticket: { ...generated.ticket, code: '' } })).toBe(
      false,
    );
    expect(isGeneratedSmartbet(generated)).toBe(true);
  });
});
