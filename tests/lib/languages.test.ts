import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_CHOICE_KEY,
  matchLanguage,
  pageLanguage,
  VISIT_LANGUAGE_KEY,
  resolveLanguage,
  selectableLanguages,
  type Language,
} from '@/lib/languages';

const ALL: Language[] = ['en', 'de', 'sv', 'swTZ', 'es', 'fr', 'ptBR'];

describe('matchLanguage', () => {
  it.each([
    ['sw', 'swTZ'],
    ['sw-TZ', 'swTZ'],
    ['sw-KE', 'swTZ'],
    ['SW_tz', 'swTZ'],
    ['swTZ', 'swTZ'],
    ['swtz', 'swTZ'],
    ['pt', 'ptBR'],
    ['pt-BR', 'ptBR'],
    ['pt-PT', 'ptBR'],
    ['ptBR', 'ptBR'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['en-KE', 'en'],
    ['en-US', 'en'],
    ['EN', 'en'],
    ['es-419', 'es'],
    ['es-MX', 'es'],
    ['fr-BE', 'fr'],
    ['sv-SE', 'sv'],
  ])('takes %s as %s', (tag, language) => {
    expect(matchLanguage(tag, ALL)).toBe(language);
  });

  it('picks only among the languages offered, and nothing for a tag none is near', () => {
    expect(matchLanguage('sw', ['en', 'de'])).toBeUndefined();
    expect(matchLanguage('it-IT', ALL)).toBeUndefined();
    expect(matchLanguage('toString', ALL)).toBeUndefined();
    expect(matchLanguage('', ALL)).toBeUndefined();
  });
});

describe('resolveLanguage', () => {
  it('takes a near form asked for this visit as the closest language offered', () => {
    // The issue: ?lang=sw showed English on pesaplay-tz, which offers Swahili.
    expect(resolveLanguage(['swTZ', 'en'], { visit: 'sw', choice: 'en' })).toBe('swTZ');
    expect(resolveLanguage(['en', 'ptBR'], { visit: 'pt-PT' })).toBe('ptBR');
    expect(resolveLanguage(['de', 'en', 'fr'], { visit: 'fr-BE' })).toBe('fr');
  });

  it("without a visit's language or a stored choice, takes the first browser language offered", () => {
    expect(resolveLanguage(['de', 'en', 'fr'], { browser: ['fr-BE', 'de-AT'] })).toBe('fr');
    expect(resolveLanguage(['de', 'en', 'fr'], { browser: ['it-IT', 'de-AT', 'fr'] })).toBe('de');
    expect(resolveLanguage(['en', 'swTZ'], { browser: ['sw-KE', 'en-KE'] })).toBe('swTZ');
    expect(resolveLanguage(['en', 'es'], { browser: ['es-419'] })).toBe('es');
    // None the brand offers: its first.
    expect(resolveLanguage(['de', 'en'], { browser: ['it', 'ja'] })).toBe('de');
  });

  it("keeps the brand's order for a browser set to English, the phones' default", () => {
    expect(resolveLanguage(['swTZ', 'en'], { browser: ['en-GB', 'sw'] })).toBe('swTZ');
    expect(resolveLanguage(['de', 'en', 'fr'], { browser: ['en-US'] })).toBe('de');
    expect(resolveLanguage(['en', 'swTZ'], { browser: ['en-US', 'sw'] })).toBe('en');
  });

  it("puts the visit's language and the stored choice before the browser's", () => {
    expect(resolveLanguage(['de', 'en', 'fr'], { visit: 'en', browser: ['fr'] })).toBe('en');
    expect(resolveLanguage(['de', 'en', 'fr'], { choice: 'de', browser: ['fr'] })).toBe('de');
    expect(resolveLanguage(['de', 'en', 'fr'], { choice: 'sv', browser: ['fr'] })).toBe('fr');
  });

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

describe('pageLanguage (the page before the app, src/boot/)', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  const offered: Language[] = ['en', 'swTZ', 'de'];

  it("reads the address, this tab's language, the stored choice and the browser, in that order", () => {
    vi.stubGlobal('navigator', { languages: ['de-AT', 'en'], language: 'de-AT' });
    expect(pageLanguage(offered)).toBe('de');
    localStorage.setItem(LANGUAGE_CHOICE_KEY, JSON.stringify('en'));
    expect(pageLanguage(offered)).toBe('en');
    sessionStorage.setItem(VISIT_LANGUAGE_KEY, JSON.stringify('swTZ'));
    expect(pageLanguage(offered)).toBe('swTZ');
    history.replaceState(null, '', '/?lang=de-DE');
    expect(pageLanguage(offered)).toBe('de');
  });

  it("keeps the brand's first language where storage throws", () => {
    vi.stubGlobal('navigator', { languages: [], language: 'sw-KE' });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(pageLanguage(['de', 'swTZ'])).toBe('swTZ');
    vi.restoreAllMocks();
    vi.stubGlobal('navigator', { languages: [], language: 'en-GB' });
    expect(pageLanguage(['de', 'en'])).toBe('de');
  });
});
