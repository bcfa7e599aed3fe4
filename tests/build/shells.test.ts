import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellRoutes } from '@/app/prerender';
import { handOffShell, SERVER_SCREEN_LOOKS } from '@/app/shell';
import {
  LANGUAGE_CHOICE_KEY,
  LOCALES,
  resolveLanguage,
  VISIT_LANGUAGE_KEY,
  type Language,
} from '@/lib/languages';
import { shellPickerConfig } from '../../scripts/build/shells';
import { run as showShell, type ShellPickerConfig } from '@/boot/shell-picker';
import { jsonStorage } from '@/lib/state';
import { TOUR_DONE_KEY } from '@/boot/page-ids';

const LANGUAGES: Language[] = ['en', 'swTZ'];

/** Runs the page's shell picker at an address, in a browser of these languages. */
function run(config: ShellPickerConfig, at: Partial<Location>, browser: readonly string[]) {
  vi.stubGlobal('location', at);
  vi.stubGlobal('navigator', { languages: browser, language: browser[0] ?? '' });
  try {
    showShell(config);
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * A page with a shell per screen and language, as the stamp writes it, opened at `url` by a
 * brand offering `offered`: the screen of the shell it shows.
 */
function open(
  url: string,
  offered: readonly Language[] = LANGUAGES,
  browser: readonly string[] = ['en-GB'],
): string | undefined {
  document.documentElement.removeAttribute('data-shell');
  document.documentElement.removeAttribute('data-tour-done');
  document.body.innerHTML = [
    '<div id="shell"></div>',
    ...['lobby', 'swipe', 'tracking'].flatMap((name) =>
      offered.map(
        (lang) =>
          `<template id="shell-${name}-${lang}" data-locale="${LOCALES[lang]}"><p data-name="${name}" data-lang="${lang}">${name}</p></template>`,
      ),
    ),
    '<div id="root"></div>',
  ].join('');
  run(shellPickerConfig(shellRoutes(), offered), new URL(url, 'http://localhost/'), browser);
  const shown = document.querySelector<HTMLElement>('#shell [data-name]');
  expect(document.documentElement.hasAttribute('data-shell')).toBe(!!shown);
  if (!shown) expect(document.getElementById('shell')).toBeNull();
  else expect(document.documentElement.lang).toBe(LOCALES[shown.dataset.lang as Language]);
  return shown?.dataset.name;
}

/** The language of the shell shown at `url` (the lobby's). */
function shellLanguage(
  url: string,
  offered: readonly Language[],
  browser?: readonly string[],
): string | undefined {
  open(url, offered, browser);
  return document.querySelector<HTMLElement>('#shell [data-lang]')?.dataset.lang;
}

describe('the page shell an address shows before the app runs', () => {
  it.each([
    ['/', 'lobby'],
    ['/?atag=aff%201&type=quicktip', 'lobby'],
    ['/quickbetx/QBX-101', 'swipe'],
    ['/quickbet-swipe/QB-501/', 'swipe'],
    ['/jackpot-swipe/JP-1', 'swipe'],
    ['/quickbetx/tracking/T-OPEN-1', 'tracking'],
    ['/track/T-OPEN-1', 'tracking'],
  ])('%s shows the %s shell', (url, shell) => {
    expect(open(url)).toBe(shell);
  });

  it.each([
    // The router picks these over /quickbetx/:id: they have no shell, the spinner shows.
    '/quickbetx/otp',
    // The list view's loading state is not the deck's.
    '/quickbet/QB-501',
    '/history',
    '/how-to-play/quickbetx',
    '/no/such/page',
    // A lobby framed by a partner has no header: its shell would not be the page.
    '/?mode=iframe',
  ])('%s shows none', (url) => {
    expect(open(url)).toBeUndefined();
  });

  it('is removed, and the app shown, when the app takes over', () => {
    expect(open('/')).toBe('lobby');
    handOffShell();
    expect(document.getElementById('shell')).toBeNull();
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
  });

  describe("whether the player has seen the swipe tour (the server's screen shows it until then)", () => {
    afterEach(() => localStorage.clear());

    // What storage holds (null: nothing), as the app's tour reads it.
    it.each([null, 'true', 'false', 'null', '"yes"', 'not json', '1'])(
      'storage %s: <html> marked done exactly when the app would not show the tour',
      (stored) => {
        if (stored !== null) localStorage.setItem(TOUR_DONE_KEY, stored);
        // As tourDoneAtom reads it when the app starts (storedAtom: this storage, false when none).
        const appDone = !!jsonStorage<boolean>('local').getItem(TOUR_DONE_KEY, false);
        // On every address, with a shell or not: the server's screen comes after the script.
        for (const url of ['/quickbetx/QBX-101', '/', '/history']) {
          open(url);
          expect(document.documentElement.hasAttribute('data-tour-done'), url).toBe(appDone);
        }
        expect(appDone).toBe(stored !== null && !!JSON.parse(stored.replace('not json', 'null')));
      },
    );

    it('a brand without the tour: never marked', () => {
      localStorage.setItem(TOUR_DONE_KEY, 'true');
      document.documentElement.removeAttribute('data-tour-done');
      showShell(shellPickerConfig(shellRoutes(), LANGUAGES, { tour: false }));
      expect(document.documentElement.hasAttribute('data-tour-done')).toBe(false);
    });

    it('storage that cannot be read: not marked (the app shows the tour)', () => {
      const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new Error('denied');
      });
      try {
        open('/quickbetx/QBX-101');
        expect(document.documentElement.hasAttribute('data-tour-done')).toBe(false);
      } finally {
        get.mockRestore();
      }
    });
  });

  describe("with the server's screen (its tiles painted)", () => {
    /** The lobby's shell, the server's screen after it, and the app's root showing `root`. */
    function withServerScreen(root: string) {
      expect(open('/')).toBe('lobby');
      document.getElementById('root')!.innerHTML = root;
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div id="server-screen" data-locale="en-GB"><li>Banker Picks</li></div>',
      );
    }
    const handedOff = () =>
      !document.getElementById('shell') &&
      !document.getElementById('server-screen') &&
      !document.documentElement.hasAttribute('data-shell');

    it("stays until the app's screen has its data, then goes with the shell", () => {
      vi.useFakeTimers();
      try {
        withServerScreen('<section aria-busy="true"></section>');
        handOffShell();
        vi.advanceTimersByTime(500);
        expect(handedOff()).toBe(false);
        const section = document.querySelector('#root section')!;
        section.removeAttribute('aria-busy');
        section.innerHTML = '<li>Banker Picks</li>';
        vi.advanceTimersByTime(50);
        expect(handedOff()).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('goes at once when the app has its data in its first frame', () => {
      withServerScreen('<section><li>Banker Picks</li></section>');
      handOffShell();
      expect(handedOff()).toBe(true);
    });

    it("goes after a while when the app's screen never has its data", () => {
      vi.useFakeTimers();
      try {
        withServerScreen('<section aria-busy="true"></section>');
        handOffShell();
        vi.advanceTimersByTime(SERVER_SCREEN_LOOKS * 50 - 50);
        expect(handedOff()).toBe(false);
        vi.advanceTimersByTime(50);
        expect(handedOff()).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe("in the player's language, as the app picks it", () => {
    afterEach(() => {
      localStorage.clear();
      sessionStorage.clear();
    });

    // [the address's query, this tab's language, the stored choice, the brand's languages, the
    // browser's languages]
    it.each<[string, string | null, string | null, Language[], string[]?]>([
      ['', null, null, ['en', 'swTZ']],
      ['', null, null, ['swTZ', 'en']],
      ['', null, 'swTZ', ['en', 'swTZ']],
      ['', null, 'de', ['swTZ', 'en']],
      ['?lang=swTZ', null, 'en', ['en', 'swTZ']],
      ['?lang=de', null, null, ['swTZ', 'en']],
      ['?lang=de', null, null, ['swTZ', 'de']],
      ['', 'swTZ', 'en', ['en', 'swTZ']],
      ['?lang=en', 'swTZ', null, ['swTZ', 'en']],
      ['', 'fr', 'swTZ', ['swTZ', 'en']],
      // English asked for by a brand without it: the app shows English, the shell the first.
      ['?lang=fr', null, null, ['swTZ', 'de']],
      // Tags and near forms, in the address, this tab's or the browser's.
      ['?lang=sw', null, 'en', ['en', 'swTZ']],
      ['?lang=SW-ke', null, null, ['en', 'swTZ']],
      ['?lang=pt-PT', null, null, ['ptBR', 'en']],
      ['', 'de-AT', null, ['en', 'de']],
      ['', null, null, ['de', 'en', 'fr'], ['fr-BE', 'de']],
      ['', null, null, ['de', 'en', 'fr'], ['it', 'de-CH', 'fr']],
      ['', null, null, ['swTZ', 'en'], ['en-GB', 'sw']],
      ['', null, null, ['en', 'swTZ'], ['sw-TZ']],
      ['', null, 'en', ['en', 'swTZ'], ['sw-TZ']],
      ['', null, null, ['en', 'es'], []],
    ])(
      'query "%s", tab %s, choice %s, brand %j, browser %j',
      (query, visit, choice, offered, browser = ['en-GB']) => {
        if (visit) sessionStorage.setItem(VISIT_LANGUAGE_KEY, JSON.stringify(visit));
        if (choice) localStorage.setItem(LANGUAGE_CHOICE_KEY, JSON.stringify(choice));
        const app = resolveLanguage(offered, {
          visit: new URLSearchParams(query).get('lang') || visit,
          choice,
          browser,
        });
        // The app's language, or the brand's first where it is one the brand has no shell in.
        expect(shellLanguage(`/${query}`, offered, browser)).toBe(
          offered.includes(app) ? app : offered[0],
        );
      },
    );

    it("shows the brand's closest language to a tag asked for or the browser's", () => {
      expect(shellLanguage('/?lang=sw', ['en', 'swTZ'])).toBe('swTZ');
      expect(shellLanguage('/?lang=de-AT', ['en', 'de'])).toBe('de');
      expect(shellLanguage('/', ['de', 'en', 'fr'], ['fr-BE', 'de'])).toBe('fr');
      expect(shellLanguage('/', ['swTZ', 'en'], ['en-GB', 'sw'])).toBe('swTZ');
    });

    it('storage that cannot be read or holds no JSON leaves the brand first language', () => {
      localStorage.setItem(LANGUAGE_CHOICE_KEY, 'swTZ');
      expect(shellLanguage('/', ['en', 'swTZ'])).toBe('en');
    });
  });
});

describe("Sweden's bar, painted by the page before the app runs", () => {
  /** Licence 0 has no bar (the brand's first: a host no licence names); licence 1 has one. */
  const BARS = { 'de.example': 0, 'se.example': 1 };

  /** The page, with the bar's templates the stamp writes, opened on `host`: the bar it paints. */
  function paint(host: string, search = '', browser = ['en-GB']) {
    document.body.innerHTML = [
      '<div id="market-bar"></div>',
      ...(['en', 'sv'] as const).map(
        (lang) =>
          `<template id="market-bar-1-${lang}"><nav data-lang="${lang}">bar</nav></template>`,
      ),
      '<div id="shell"></div>',
      '<div id="root"></div>',
    ].join('');
    run(
      shellPickerConfig(shellRoutes(), ['en', 'sv'], { bars: BARS }),
      { hostname: host, pathname: '/', search },
      browser,
    );
    return [...document.querySelectorAll<HTMLElement>('#market-bar > nav')].map((nav) => ({
      lang: nav.dataset.lang,
      painted: nav.hasAttribute('data-painted'),
    }));
  }

  it("paints the bar of the host's licence, once, in the player's language, marked for the app", () => {
    expect(paint('SE.example', '', ['sv-SE'])).toEqual([{ lang: 'sv', painted: true }]);
    expect(paint('se.example', '?lang=en', ['sv-SE'])).toEqual([{ lang: 'en', painted: true }]);
  });

  it('paints none where the licence has no bar, and none in the page of a brand without one', () => {
    expect(paint('de.example')).toEqual([]);
    expect(paint('elsewhere.example')).toEqual([]);
    document.body.innerHTML = '<div id="market-bar"></div><div id="shell"></div>';
    run(
      shellPickerConfig(shellRoutes(), ['en']),
      { hostname: 'se.example', pathname: '/', search: '' },
      ['en'],
    );
    expect(document.querySelector('#market-bar')?.children).toHaveLength(0);
  });

  it('paints it in a framed lobby too, which has no shell', () => {
    expect(paint('se.example', '?mode=iframe')).toEqual([{ lang: 'en', painted: true }]);
  });
});
