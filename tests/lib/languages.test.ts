import { describe, expect, it } from 'vitest';
import { resolveLanguage, selectableLanguages } from '@/lib/languages';

describe('resolveLanguage', () => {
  it('takes the first offered candidate, else the brand default', () => {
    expect(resolveLanguage(['en', 'de'], 'de', 'en')).toBe('de');
    expect(resolveLanguage(['en', 'de'], 'fr', 'de')).toBe('de');
    expect(resolveLanguage(['swTZ', 'en'], null, undefined)).toBe('swTZ');
    expect(resolveLanguage(['en'], 'toString')).toBe('en');
    expect(resolveLanguage([], 'de')).toBe('en');
  });
});

describe('selectableLanguages', () => {
  it('lists what both the brand and init offer, in the brand order', () => {
    expect(selectableLanguages(['en', 'de', 'sv'], ['sv', 'en'])).toEqual(['en', 'sv']);
    expect(selectableLanguages(['en', 'de'], undefined)).toEqual(['en', 'de']);
  });
});
