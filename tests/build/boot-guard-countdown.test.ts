import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl, createIntlCache } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownLabel } from '@/components/countdown-text';
import { countdown, COUNTDOWN_ATTRIBUTE } from '@/lib/countdown';
import { LOCALES, type Language } from '@/lib/languages';
import { run as guard } from '@/boot/guard';
import { bootGuardConfig } from '../../scripts/build/boot-guard';
import { testBrand } from '../support/render';
import { SERVER_SCREEN_ID } from '@/boot/page-ids';

/*
 * The server's first screen shows the app's countdown texts; until the app takes over, the page's
 * guard ticks them by their hh:mm:ss (src/boot/guard.ts). In every language, what it
 * ticks to is what the app itself would show a second later.
 */
const HOUR = 3_600_000;
const start = Date.parse('2026-12-03T02:39:25Z');

const intlOf = (lang: Language) =>
  createIntl(
    {
      locale: LOCALES[lang],
      messages: JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, `../../src/locales/${lang}.json`), 'utf8'),
      ) as Record<string, string>,
    },
    createIntlCache(),
  );

/** The server's screen with one countdown to `end`, as the app wrote it at `start`. */
function serverScreen(lang: Language, end: number) {
  document.body.innerHTML =
    `<div id="${SERVER_SCREEN_ID}"><span ${COUNTDOWN_ATTRIBUTE}="${end}">` +
    `${countdownLabel(intlOf(lang), countdown(end, start))}</span></div><div id="root"></div>`;
  const brand = testBrand();
  guard({ ...bootGuardConfig(brand, () => 'text'), languages: brand.languages });
  return document.querySelector(`[${COUNTDOWN_ATTRIBUTE}]`)!;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** 21:20:32 left, in each language: when it closes, never "today". */
const CLOSES: Record<Language, string> = {
  en: 'Closes in 21:20:32',
  swTZ: 'Inafungwa baada ya 21:20:32',
  de: 'Schließt in 21:20:32',
  sv: 'Stänger om 21:20:32',
  es: 'Cierra en 21:20:32',
  fr: 'Clôture dans 21:20:32',
  ptBR: 'Fecha em 21:20:32',
};

/** 3 d 23 h left, in each language: the days and the hours, never "3 days". */
const DAYS: Record<Language, string> = {
  en: '3 days 23 h',
  swTZ: 'siku 3 saa 23',
  de: '3 Tage 23 Std.',
  sv: '3 dagar 23 tim',
  es: '3 días 23 h',
  fr: '3 jours 23 h',
  ptBR: '3 dias 23 h',
};

describe("the page's guard ticks the server's screen's countdowns", () => {
  it.each(Object.keys(LOCALES) as Language[])(
    'an end tomorrow under a day away: Closes in hh:mm:ss, ticked as the app counts (%s)',
    (lang) => {
      vi.useFakeTimers({ now: start });
      // Midnight tonight in UTC: 21:20:35 left, the end on tomorrow's date.
      const end = Date.parse('2026-12-04T00:00:00Z');
      const shown = serverScreen(lang, end);
      expect(shown.textContent).toMatch(/21:20:35/);
      vi.advanceTimersByTime(3000);
      expect(shown.textContent).toBe(countdownLabel(intlOf(lang), countdown(end, start + 3000)));
      expect(shown.textContent).toBe(CLOSES[lang]);
    },
  );

  it.each(Object.keys(LOCALES) as Language[])(
    'a day or more left (days and hours) is left as the app wrote it (%s)',
    (lang) => {
      vi.useFakeTimers({ now: start });
      const end = start + 3 * 24 * HOUR + 23.5 * HOUR;
      const shown = serverScreen(lang, end);
      expect(shown.textContent).toBe(DAYS[lang]);
      vi.advanceTimersByTime(3000);
      expect(shown.textContent).toBe(DAYS[lang]);
    },
  );
});
