import type { Brand } from '@/types/brand.gen';

export type Language = Brand['languages'][number];

/**
 * Each product language and its BCP 47 locale for Intl formatting and the page's `lang`.
 * English is British English: dates read "Sat 22 Nov, 15:00" (docs/behaviour.md#languages), not US style.
 */
export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de',
  sv: 'sv',
  swTZ: 'sw-TZ',
  es: 'es',
  fr: 'fr',
  ptBR: 'pt-BR',
};

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the player's language choice is kept across visits (localStorage, JSON). */
export const LANGUAGE_CHOICE_KEY = 'betdeck.language';
/** Where the language asked for in this visit is kept, for this tab (sessionStorage, JSON). */
export const VISIT_LANGUAGE_KEY = 'betdeck.visit-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/**
 * The language of `offered` closest to `tag` (docs/behaviour.md#languages), or undefined: a BCP 47
 * tag or a near form, in any case (`sw`, `sw-TZ`, `sw_KE`, `pt`, `pt-PT`, `de-AT`, `en-US`,
 * `es-419`) or an internal id (`swTZ`, `ptBR`). The language whose id or locale is the tag wins,
 * else the first offered whose locale has the tag's primary language (`sw-KE` -> swTZ).
 */
export function matchLanguage(tag: string, offered: readonly Language[]): Language | undefined {
  const wanted = tag.trim().toLowerCase().replace(/_/g, '-');
  const primary = (t: string) => t.split('-')[0];
  return (
    offered.find((l) => l.toLowerCase() === wanted || LOCALES[l].toLowerCase() === wanted) ??
    offered.find((l) => primary(LOCALES[l].toLowerCase()) === primary(wanted))
  );
}

/**
 * The language to show (docs/behaviour.md#languages): a language asked for this visit (the
 * address's `?lang=`, or the last one this tab was given) wins over the player's stored choice;
 * asked for and not offered, it is English. Without one: the stored choice if offered; else the
 * offered language closest to the first of the browser's languages that has one, unless that is
 * English (what most phones come set to, not a choice: it leaves the brand's order alone); else
 * the brand's first language, else English. Both the visit's and the browser's languages are matched
 * by matchLanguage. The page's scripts before the app (src/boot/) resolve it by pageLanguage.
 */
export function resolveLanguage(
  offered: readonly Language[],
  {
    visit,
    choice,
    browser = [],
  }: { visit?: string | null; choice?: string | null; browser?: readonly string[] },
): Language {
  if (visit) return matchLanguage(visit, offered) ?? DEFAULT_LANGUAGE;
  if (isLanguage(choice) && offered.includes(choice)) return choice;
  const fromBrowser = browser.map((tag) => matchLanguage(tag, offered)).find(Boolean);
  if (fromBrowser && fromBrowser !== DEFAULT_LANGUAGE) return fromBrowser;
  return offered[0] ?? DEFAULT_LANGUAGE;
}

/** Languages the selector lists: those both the brand and /api/init offer, in the brand's order. */
export function selectableLanguages(
  brandLanguages: readonly Language[],
  initLanguages: readonly string[] | undefined,
): Language[] {
  if (!initLanguages) return [...brandLanguages];
  return brandLanguages.filter((l) => initLanguages.includes(l));
}

/** The language an address asks for (`?lang=`); none in the build's prerender (Node). */
export const addressLanguage = () =>
  typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');

/** The browser's languages, the player's first first; none in the build's prerender (Node). */
export const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
};

/** A string kept as JSON in the page's storage, or null (none, not a string, storage blocked). */
function storedString(area: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    const value: unknown = JSON.parse(window[area].getItem(key) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language the page shows of `offered`, read before the app runs (the page's scripts,
 * src/boot/) as the app will resolve it (resolveLanguage): the address's `?lang=`, else this
 * tab's, the stored choice, the browser's languages.
 */
export function pageLanguage(offered: readonly Language[]): Language {
  return resolveLanguage(offered, {
    visit: addressLanguage() || storedString('sessionStorage', VISIT_LANGUAGE_KEY),
    choice: storedString('localStorage', LANGUAGE_CHOICE_KEY),
    browser: browserLanguages(),
  });
}
