import { expect, test, type Page } from './support/test';
import { BuilderPage } from './pages/builder-page';
import type { E2eBrand } from './support/brands';

/**
 * Every swipe card of the demo's quick bet X fits its card on a small phone, in each language a
 * brand offers: nothing spills out of the card, the direction hints stand below the bets (not
 * over their odds), and no word of a team or an outcome is cut across two lines.
 */
const CASES: readonly [E2eBrand, string][] = [
  ['demo', 'en'],
  ['demo', 'swTZ'],
  ['eurowin', 'de'],
  ['eurowin', 'sv'],
];

/** What does not fit on the top card, in words; [] when it all does. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('[data-testid="swipe-card"][data-moving]')!;
    const found: string[] = [];
    const box = card.getBoundingClientRect();
    const hints = card.querySelector('ul[aria-hidden="true"]')?.getBoundingClientRect();
    const texts = [...card.querySelectorAll<HTMLElement>('button span, button strong, span, p')];
    for (const el of texts) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const what = `"${el.textContent}"`;
      if (r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5 || r.left < box.left - 0.5) {
        found.push(`${what} leaves the card`);
      }
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${what} is wider than its box`);
    }
    for (const button of card.querySelectorAll('button')) {
      const r = button.getBoundingClientRect();
      if (hints && r.bottom > hints.top + 0.5) {
        found.push(`the hints stand over "${button.textContent}"`);
      }
    }
    // A word broken across two lines has two boxes: none of a team's name or of an outcome.
    for (const span of card.querySelectorAll('span')) {
      const text = span.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE || span.childNodes.length !== 1) continue;
      const words = text.textContent ?? '';
      for (const match of words.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(`"${match[0]}" is cut across lines`);
      }
    }
    return found;
  });
}

for (const width of [320, 360]) {
  for (const [brand, lang] of CASES) {
    test(`every card fits at ${width} px in ${lang} (${brand})`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 740 });
      const { builder, events } = await BuilderPage.openCard(
        page,
        request,
        brand,
        'QBX-101',
        `?lang=${lang}`,
      );
      let shown = '';
      for (const [i, event] of events.entries()) {
        // The next card is on top (its label names its teams in the page's language).
        await expect(builder.card).not.toHaveAttribute('aria-label', shown);
        await expect(builder.card).toHaveAttribute('aria-label', new RegExp(event.home_team.name));
        shown = (await builder.card.getAttribute('aria-label')) ?? '';
        // In its place, not moving (untouched: no transform; sprung back: the identity).
        await expect
          .poll(() => builder.card.evaluate((el) => getComputedStyle(el).transform))
          .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
        const found = await misfits(page);
        if (found.length && process.env.CARD_FIT_SHOTS) {
          await page.screenshot({
            path: `${process.env.CARD_FIT_SHOTS}/${width}-${lang}-${i + 1}.png`,
          });
        }
        expect(found, `card ${i + 1}: ${shown}`).toEqual([]);
        const deck = page.locator('[tabindex="0"]:has([data-testid="swipe-card"])');
        if (i < events.length - 1) await deck.press('ArrowUp');
      }
    });
  }
}
