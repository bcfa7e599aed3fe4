import { describe, expect, it } from 'vitest';
import { resolveLanguage, selectableLanguages } from '@/lib/languages';

describe('resolveLanguage', () => {
  it("shows the language asked for this visit over the player's stored choice", () => {
    expect(resolveLanguage(['en', 'de'], { visit: 'de', choice: 'en' })).toBe('de');
    expect(resolveLanguage(['swTZ', 'en'], { visit: 'en', choice: 'swTZ' })).toBe('en');
  });

  it('shows English for a language asked for that the brand does not offer', () => {
    expect(resolveLanguage(['swTZ', 'en'], { visit: 'es', choice: 'swTZ' })).toBe('en');
    expect(resolveLanguage(['de', 'sv', 'en'], { visit: 'fr', choice: 'sv' })).toBe('en');
    expect(resolveLanguage(['de'], { visit: 'toString' })).toBe('en');
  });

  it("without one, takes the stored choice if offered, else the brand's first language", () => {
    expect(resolveLanguage(['en', 'de'], { choice: 'de' })).toBe('de');
    expect(resolveLanguage(['en', 'de'], { choice: 'fr' })).toBe('en');
    expect(resolveLanguage(['swTZ', 'en'], {})).toBe('swTZ');
    expect(resolveLanguage([], { choice: 'de' })).toBe('en');
  });
});

describe('selectableLanguages', () => {
  it('lists what both the brand and init offer, in the brand order', () => {
    expect(selectableLanguages(['en', 'de', 'sv'], ['sv', 'en'])).toEqual(['en', 'sv']);
    expect(selectableLanguages(['en', 'de'], undefined)).toEqual(['en', 'de']);
  });
});
