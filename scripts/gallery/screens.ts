/**
 * The screens of the brand gallery (npm run brand:gallery), each opened as a player reaches it
 * on a brand served with the demo API, and the waits that make a capture show the screen settled.
 * The visual checks (e2e/visual.spec.ts) open their screens with the same steps.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { toMsisdn } from '../../src/lib/phone';
import type { Brand } from '../../src/types/brand.gen';
import { ROOT } from '../build/stamp';

/** The phone the gallery and the visual checks capture on. */
export const PHONE = { width: 412, height: 823 } as const;

/** Waits until every image in the window has loaded (or failed), so none paints late. */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return (
          r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth
        );
      })
      .every((img) => img.complete),
  );
}

/** Waits until the lobby's lists have arrived (no family section is busy). */
export async function lobbySettled(page: Page): Promise<void> {
  await page.locator('main section[data-family]').first().waitFor();
  await page.locator('section[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/** The swipe deck (whatever the language), and its top card. */
const DECK = '[aria-describedby="swipe-deck-help"]';
const CARD = '[data-testid="swipe-card"]';

/** Picks `count` cards of the open swipe deck with the keyboard, each once the last has gone. */
export async function swipeCards(page: Page, count: number): Promise<void> {
  const card = page.locator(CARD).first();
  await page.locator(DECK).focus();
  for (let i = 0; i < count; i++) {
    const label = (await card.getAttribute('aria-label')) ?? '';
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      ([sel, before]) => document.querySelector(sel)?.getAttribute('aria-label') !== before,
      [CARD, label] as const,
    );
  }
  // The top card at rest (never moved, or back in place), and no keyboard focus ring (the
  // keyboard's, not the look's).
  if (await card.count()) {
    await page.waitForFunction(
      (sel) =>
        ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(
          getComputedStyle(document.querySelector(sel)!).transform,
        ),
      CARD,
    );
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** A text of the app in a language (src/locales/), English where it has none. */
function appText(language: string, id: string): string {
  const read = (lang: string) => {
    try {
      return (
        JSON.parse(readFileSync(path.join(ROOT, 'src/locales', `${lang}.json`), 'utf8')) as Record<
          string,
          string
        >
      )[id];
    } catch {
      return undefined;
    }
  };
  return read(language) ?? read('en') ?? id;
}

export interface GalleryScreen {
  id: string;
  /** The caption in the gallery. */
  title: string;
  /** Whether the brand has this screen (default: every brand). */
  applies?: (brand: Brand) => boolean;
  /** Opens the screen at `origin` (the brand's site) and waits until it is settled. */
  open: (page: Page, origin: string, brand: Brand) => Promise<void>;
}

const QBX = '/quickbetx/QBX-101';

/**
 * The page's licence footer (the lobby's own footer has no name), which comes with Sweden's bar in
 * one chunk after the screen: resolves once it is there.
 */
async function marketElements(page: Page) {
  const footer = page.locator('footer[aria-label]');
  await footer.waitFor();
  return footer;
}

/** The first host of a brand's last licence, when it holds more than one. */
export function otherLicenceHost(brand: Brand): string | undefined {
  const licences = brand.compliance?.licences ?? [];
  return licences.length > 1 ? licences.at(-1)?.hosts?.[0] : undefined;
}

export const GALLERY_SCREENS: readonly GalleryScreen[] = [
  {
    id: 'lobby',
    title: 'Lobby',
    open: async (page, origin) => {
      await page.goto(`${origin}/`);
      await lobbySettled(page);
    },
  },
  {
    id: 'swipe',
    title: 'Swipe, mid-deck',
    open: async (page, origin) => {
      await page.goto(`${origin}${QBX}`);
      await swipeCards(page, 2);
    },
  },
  {
    id: 'payment',
    title: 'Summary and payment',
    open: async (page, origin, brand) => {
      await page.goto(`${origin}${QBX}`);
      const events = await page.evaluate(
        async (url) => ((await (await fetch(url)).json()) as { events: unknown[] }).events.length,
        `${origin}/api/quickbetx_cards/QBX-101`,
      );
      await swipeCards(page, events);
      const label = appText(brand.languages[0] ?? 'en', 'betslip.label');
      const block = page.locator(`section[aria-label="${label.replace(/"/g, '\\"')}"]`);
      await block.and(page.locator(':not([aria-busy="true"])')).waitFor();
      // The stake, the summary and the bet button: the block's end.
      await block.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    },
  },
  {
    id: 'otp',
    title: 'OTP',
    open: async (page, origin, brand) => {
      // As the builder leaves it after a phone reserve: the ticket in the navigation state.
      await page.goto(`${origin}/quickbetx/otp`);
      await page.evaluate(
        (usr) => window.history.replaceState({ usr, key: 'gallery', idx: 0 }, '', location.href),
        {
          ticketCode: 'T-NEW-1',
          operator: brand.id,
          style: 'lite',
          msisdn: toMsisdn(brand.phone.placeholder, brand.phone.prefix) ?? brand.phone.placeholder,
          family: 'quickbetx',
        },
      );
      await page.reload();
      await page.locator('input').first().waitFor();
    },
  },
  {
    id: 'tracking',
    title: 'Tracking',
    open: async (page, origin) => {
      await page.goto(`${origin}/quickbetx/tracking/T-OPEN-1`);
      await page.locator('main h1').first().waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    },
  },
  {
    id: 'error',
    title: 'Error (unknown ticket)',
    open: async (page, origin) => {
      await page.goto(`${origin}/quickbetx/QBX-999`);
      // Its ways out: a link back to the games (a 404 has no Try again).
      await page.locator('main a, main button').first().waitFor();
    },
  },
  {
    id: 'footer',
    title: 'Licence footer',
    open: async (page, origin) => {
      await page.goto(`${origin}/`);
      await lobbySettled(page);
      await (await marketElements(page)).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    },
  },
  {
    id: 'play-responsibly',
    title: 'Play responsibly',
    open: async (page, origin) => {
      await page.goto(`${origin}/play-responsibly`);
      await page.locator('main h1').first().waitFor();
    },
  },
  {
    // A brand licensed in several markets: its last licence's first host, where that market's
    // elements show (eurowin's Swedish host: the bar of Spelpaus, Spelgränser and Självtest).
    id: 'other-licence',
    title: "Lobby on another licence's host",
    applies: (brand) => otherLicenceHost(brand) !== undefined,
    open: async (page, origin, brand) => {
      const url = new URL(origin);
      url.hostname = otherLicenceHost(brand)!;
      await page.goto(url.href);
      await lobbySettled(page);
      await marketElements(page);
    },
  },
  {
    id: 'lobby-2',
    title: 'Lobby, second language',
    applies: (brand) => brand.languages.length > 1,
    open: async (page, origin, brand) => {
      await page.goto(`${origin}/?lang=${encodeURIComponent(brand.languages[1]!)}`);
      await lobbySettled(page);
    },
  },
];
