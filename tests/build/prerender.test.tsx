// @vitest-environment node
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl, createIntlCache } from 'react-intl';
import { matchRoutes, renderMatches, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderShells, type Shell } from '@/app/prerender';
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
  const head = rule.slice(0, rule.indexOf('{'));
  const keyframes = /^@keyframes\s+([\w-]+)/.exec(head);
  return keyframes ? [keyframes[1]!] : [...head.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
}

let brands: RuntimeBrand[] = [];

beforeAll(async () => {
  const ids = await listBrandIds();
  brands = (await loadBrands(ids)).map((b) => toRuntimeBrand(b, brandAssetFiles(b).urls));
}, 60_000);

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
    for (const brand of brands) {
      const { shells, css } = await renderShells(brand);
      const reference = await streamed(brand, shells);
      // React's resource hints (preloads of images, the spinner's too: the prerender also rendered
      // the fallback of each Suspense boundary) are not part of a page's shell (shells.ts).
      const page = (html: string) => html.replace(/<link rel="preload"[^>]*\/>/g, '');
      expect(shells.map((s) => page(s.html))).toEqual(reference.html.map(page));

      // The prerender's CSS, less styled-components' records of names (rules that select
      // nothing: data-styled.gN[id=...]) and the line breaks between rules.
      const before = rules(reference.css).filter((r) => !r.startsWith('data-styled.'));
      const now = rules(css);
      expect(now.some((r) => r.startsWith('data-styled.'))).toBe(false);
      // Every rule now was there, in the same order...
      expect(before.filter((r) => now.includes(r))).toEqual(now);
      // ...and a rule left out styles nothing a shell shows (the prerender also rendered the
      // fallback of each Suspense boundary, the spinner, which no shell shows) and names no
      // animation a rule kept uses.
      const used = new Set(
        shells.flatMap((s) =>
          [...s.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
        ),
      );
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
  }, 120_000);
});
