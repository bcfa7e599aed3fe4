// @vitest-environment node
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl, createIntlCache } from 'react-intl';
import { matchRoutes, renderMatches, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderShells, shellShapes, type Shell } from '@/app/prerender';
import { Providers } from '@/app/providers';
import { routes } from '@/app/routes';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { LOCALES } from '@/lib/languages';
import { loadMessages } from '@/lib/messages';
import { listBrandIds, loadBrands } from '../../scripts/brand/index';
import { brandAssetFiles, toRuntimeBrand } from '../../scripts/build/stamp';
import { cssRules } from '../../scripts/server/page-answers';

/**
 * What React's prerender (the stream the build used before it rendered shells to a string) makes
 * of a brand's shells, with the CSS styled-components collected as it was written then.
 */
async function streamed(
  brand: RuntimeBrand,
  shells: readonly Shell[],
): Promise<{ html: string[]; css: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const html: string[] = [];
    for (const shell of shells) {
      const messages = await loadMessages(shell.language);
      const intl = createIntl(
        { locale: LOCALES[shell.language], messages, onError: () => {} },
        createIntlCache(),
      );
      const { prelude } = await prerenderToNodeStream(
        sheet.collectStyles(
          <Providers brand={brand} intl={intl}>
            <StaticRouter location={shell.url}>
              {renderMatches(matchRoutes(routes, shell.url))}
            </StaticRouter>
          </Providers>,
        ),
      );
      const parts: Buffer[] = [];
      for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
      html.push(Buffer.concat(parts).toString('utf8'));
    }
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1]!)
      .join('')
      .replace(/\/\*!sc\*\//g, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/** A style sheet's top-level rules, each as written, with nothing after the last. */
function rules(css: string): string[] {
  expect(css.slice(css.lastIndexOf('}') + 1).trim()).toBe('');
  return cssRules(css);
}

/** The class names and animation names a rule styles or defines. */
function namesOf(rule: string): string[] {
  // A media query's: those of its rules.
  if (rule.startsWith('@media')) return namesOf(rule.slice(rule.indexOf('{') + 1));
  const head = rule.slice(0, rule.indexOf('{'));
  const keyframes = /^@keyframes\s+([\w-]+)/.exec(head);
  return keyframes ? [keyframes[1]!] : [...head.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
}

let brands: RuntimeBrand[] = [];

beforeAll(async () => {
  const ids = await listBrandIds();
  brands = (await loadBrands(ids)).map((b) => toRuntimeBrand(b, brandAssetFiles(b).urls));
}, 60_000);

describe("Sweden's bar, rendered for the page", () => {
  it("is rendered for each licence that has one, in each of the brand's languages, with its links", async () => {
    for (const brand of brands) {
      const { bars, css } = await renderShells(brand);
      const licences = brand.compliance?.licences ?? [];
      const expected = licences.flatMap((licence, i) =>
        licence.layout === 'stickyBar' ? brand.languages.map((language) => [i, language]) : [],
      );
      expect(bars.map((b) => [b.licence, b.language])).toEqual(expected);
      for (const bar of bars) {
        const links = licences[bar.licence]!.links.filter((l) =>
          ['spelpaus', 'spelgranser', 'sjalvtest'].includes(l.element),
        );
        for (const link of links) expect(bar.html).toContain(`href="${link.url}"`);
        // Its classes are styled by the page's CSS.
        const names = bar.html.match(/class="([^"]*)"/)![1]!.split(/\s+/);
        for (const name of names.filter((n) => !n.startsWith('sc-')))
          expect(css, `${brand.id}: .${name}`).toContain(`.${name}{`);
      }
    }
    expect(brands.some((b) => b.id === 'eurowin')).toBe(true);
    const eurowin = await renderShells(brands.find((b) => b.id === 'eurowin')!);
    expect(eurowin.bars.map((b) => b.language)).toEqual(['en', 'de', 'sv']);
    // The words are Sweden's in every language; the bar's name is the player's.
    expect(eurowin.bars[2]!.html).toContain('aria-label="Spelansvar"');
    expect(eurowin.bars[2]!.html).toContain('Spelpaus');
  });
});

describe("a brand's page shells, rendered to a string", () => {
  it('are rendered the same whichever brand a build renders first', async () => {
    // This file's first render: the screens' code is still loading when it starts.
    const [first, second] = [brands.find((b) => b.id === 'demo')!, brands.at(-1)!];
    const before = await renderShells(first);
    const other = await renderShells(second);
    expect(await renderShells(first)).toEqual(before);
    // Nothing of one brand in the other's: its logo (a name of its own) and its header's colour.
    for (const [brand, shells] of [
      [first, other],
      [second, before],
    ] as const) {
      expect(JSON.stringify(shells)).not.toContain(brand.assets.logo);
      expect(JSON.stringify(shells)).not.toContain(brand.theme.colors.primary);
    }
    expect(before.shells.map((s) => `${s.name}-${s.language}`)).toEqual(
      first.languages.flatMap((l) => ['lobby', 'tracking', 'swipe'].map((n) => `${n}-${l}`)),
    );
  });

  it("are byte for byte the markup of React's prerender, for every shipped brand and language, styled by the same rules", async () => {
    // And a brand whose words HTML escapes, longer than any shipped, of a shape another has.
    const eurowin = brands.find((b) => b.id === 'eurowin')!;
    const odd = structuredClone(eurowin);
    odd.name = `O'Brien & <Sons> "Wetten" ${'Ä'.repeat(60)}`;
    odd.assets.logo = '/brand/logo-a&b.svg?x="1"';
    odd.theme.colors.primary = '#123456';
    odd.compliance!.licences[0]!.licensee = 'Vetter & Söhne <AG>';
    for (const brand of [...brands, odd]) {
      const { shells, bars, css } = await renderShells(brand);
      const reference = await streamed(brand, shells);
      // React's resource hints (preloads of images, the spinner's too: the prerender also rendered
      // the fallback of each Suspense boundary) are not part of a page's shell (shells.ts).
      const page = (html: string) => html.replace(/<link rel="preload"[^>]*\/>/g, '');
      // Nor are styled-components' marks of components (sc-abc), which no rule of theirs names.
      expect(css).not.toMatch(/\.sc-/);
      const unmarked = (html: string) =>
        page(html).replace(/ class="([^"]*)"/g, (_, names: string) => {
          const kept = names.split(' ').filter((name) => !name.startsWith('sc-'));
          return kept.length ? ` class="${kept.join(' ')}"` : '';
        });
      expect(shells.map((s) => page(s.html))).toEqual(reference.html.map(unmarked));

      // The prerender's CSS, less styled-components' records of names (rules that select
      // nothing: data-styled.gN[id=...]) and the line breaks between rules.
      const before = rules(reference.css).filter((r) => !r.startsWith('data-styled.'));
      // Sweden's bar's own rules (a brand with such a licence) are not the shells'.
      const classes = (html: string) =>
        [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/));
      const inShells = new Set(shells.flatMap((s) => classes(s.html)));
      const barOnly = new Set(bars.flatMap((b) => classes(b.html)).filter((c) => !inShells.has(c)));
      const now = rules(css).filter((r) => !namesOf(r).some((name) => barOnly.has(name)));
      expect(now.some((r) => r.startsWith('data-styled.'))).toBe(false);
      // Every rule now was there, in the same order...
      expect(before.filter((r) => now.includes(r))).toEqual(now);
      // ...and a rule left out styles nothing a shell shows (the prerender also rendered the
      // fallback of each Suspense boundary, the spinner, which no shell shows) and names no
      // animation a rule kept uses.
      const used = inShells;
      const animations = now.join('');
      for (const rule of before.filter((r) => !now.includes(r))) {
        for (const name of namesOf(rule)) {
          expect(used.has(name), `${brand.id}: ${rule}`).toBe(false);
          expect(new RegExp(`animation[^;}]*\\b${name}\\b`).test(animations)).toBe(false);
        }
      }
      // A class a shell uses has every rule it had.
      for (const name of used) {
        const styled = (list: string[]) => list.filter((r) => namesOf(r).includes(name));
        expect(styled(now), `${brand.id}: .${name}`).toEqual(styled(before));
      }
    }
    // Filled in from their shape's template: rendered once a shape (twice: the template is
    // checked against a second rendering), not once a brand. The odd brand is of eurowin's.
    const { shapes, templates } = await shellShapes();
    expect(templates).toBe(shapes);
    expect(shapes).toBeLessThan(brands.length + 1);
  }, 120_000);
});
