// @vitest-environment node
// The first screen rendered by the bundled server with the page's answers: the lobby's
// tiles, the deck's first card, in the page after its shell (scripts/server/page-answers.ts,
// renderScreen in src/app/prerender.tsx).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderScreen, renderShells } from '@/app/prerender';
import { loadBrand } from '../../scripts/brand/index';
import { firstScreenCalls } from '../../scripts/build/preloads';
import { pageHeadScript } from '../../scripts/build/head-script';
import swTZ from '../../src/locales/swTZ.json';
import { toRuntimeBrand } from '../../scripts/build/stamp';
import { heldUpstream, json, makeStaticDir, startTestServer, type TestServer } from './helpers';
import { screenSamples, type ScreenSample } from './screen-samples';

const ASSETS = { logo: '/brand/logo.svg', spinner: '/brand/spin.svg', favicon: '/brand/f.png' };
const HOSTILE = '<img src=x onerror=alert(1)>';

/** The server's screen of a page, or undefined. */
const screenOf = (html: string) =>
  /<div id="server-screen" data-locale="([^"]+)">([\s\S]*?)<\/div>\n/.exec(html) ?? undefined;

/** The style elements of a page after its head: their nonce and text. */
const bodyStyles = (html: string) =>
  [...html.slice(html.indexOf('<body>')).matchAll(/<style([^>]*)>([^<]*)<\/style>/g)].map((m) => ({
    nonce: /nonce="([^"]*)"/.exec(m[1]!)?.[1],
    css: m[2]!,
  }));

/** The nonces a policy's style-src allows. */
const styleNonces = (policy: string | null) =>
  [.../(?:^|;)\s*style-src ([^;]*)/.exec(policy ?? '')![1]!.matchAll(/'nonce-([^']+)'/g)].map(
    (m) => m[1],
  );

describe('the first screen the server renders into a page with its answers', () => {
  const site = makeStaticDir();
  const upstream = heldUpstream();
  let app: TestServer;
  let brand: Awaited<ReturnType<typeof loadBrand>>;
  let samples: ScreenSample[];
  let lobby: ScreenSample;
  let deck: ScreenSample;
  let shellCss: string;

  beforeAll(async () => {
    brand = await loadBrand('demo');
    const runtime = toRuntimeBrand(brand, ASSETS);
    samples = await screenSamples(brand);
    lobby = samples.find((s) => s.pathname === '/')!;
    deck = samples.find((s) => s.pathname.startsWith('/quickbetx/'))!;
    // The page as the build writes it, in short: the shells' CSS, the page's preloads, the
    // shell, the app's root and the brand.
    const { css } = await renderShells(runtime);
    shellCss = css;
    writeFileSync(
      path.join(site.dir, 'index.html'),
      `<!doctype html>\n<html lang="en-GB">\n  <head>\n    <style>${css}</style>\n` +
        `    <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n` +
        `    ${pageHeadScript(runtime)}\n  </head>\n  <body>\n    <div id="shell"></div>\n` +
        `    <div id="root"></div>\n` +
        `    <script type="application/json" id="brand-config">${JSON.stringify(runtime)}</script>\n  </body>\n</html>\n`,
    );
    app = await startTestServer({
      staticDir: site.dir,
      brand,
      upstream: await upstream.listen(),
      pageAnswers: { waitMs: 1000, render: renderScreen },
    });
    // The process's first render of each screen also loads its lazy parts (a second render):
    // done here, as a server's first pages do, so that a busy machine's first test has the time.
    for (const sample of [lobby, deck]) await renderScreen(runtime, { ...sample, language: 'en' });
  }, 60_000);
  afterEach(() => {
    for (const held of upstream.waiting.splice(0)) if (!held.res.writableEnded) held.res.end();
  });
  afterAll(async () => {
    await app?.close();
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  const fetchPage = (pagePath: string, language = 'en-GB') =>
    fetch(app.url + pagePath, {
      headers: { 'sec-fetch-dest': 'document', 'accept-language': language },
    });
  const open = (pagePath: string) => fetchPage(pagePath).then((r) => r.text());

  /** Answers each held call with the sample's answer at its path, changed by `change`. */
  async function answer(
    sample: ScreenSample,
    change: (apiPath: string, value: unknown) => unknown = (_p, v) => v,
  ) {
    const calls = await upstream.take(firstScreenCalls(brand, sample.pathname, '').length);
    for (const call of calls) {
      const apiPath = call.url.replace(/^\/api/, '');
      json(call.res, change(apiPath, structuredClone(sample.answers[apiPath] ?? [])));
    }
  }

  it("shows the lobby's tiles of the player's answers after the shell, their texts escaped", async () => {
    const page = open('/');
    await answer(lobby, (apiPath, value) =>
      apiPath === '/quicktip_cards'
        ? (value as { title: string }[]).map((t, i) => (i ? t : { ...t, title: HOSTILE }))
        : value,
    );
    const html = await page;
    const screen = screenOf(html);
    expect(screen?.[1]).toBe('en-GB');
    // After the shell and the app's root, and after the answers' data blocks.
    expect(html.indexOf('id="server-screen"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('id="server-screen"')).toBeGreaterThan(
      html.lastIndexOf('data-answer="/api/'),
    );
    const markup = screen![2]!;
    // The player's own tiles: a list's titles, the hostile one as text.
    const second = (lobby.answers['/quicktip_cards'] as { title: string }[])[1]!.title;
    expect(markup).toContain(second);
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toContain(HOSTILE);
    // A tile's image, for the browser to fetch as the page arrives.
    const image = (lobby.answers['/smartbet_cards'] as { preview_img?: string }[])[0]!.preview_img;
    expect(image).toBeTruthy();
    expect(markup).toContain(`src="${image}"`);
    expect(markup).not.toMatch(/<script/i);
  });

  it("styles the screen by a style element the page's policy allows by a nonce of that answer only", async () => {
    const pages = [];
    for (let i = 0; i < 2; i++) {
      const page = fetchPage('/');
      await answer(lobby);
      const response = await page;
      pages.push({
        policy: response.headers.get('content-security-policy'),
        html: await response.text(),
      });
    }
    const nonces = pages.map(({ policy, html }) => {
      expect(screenOf(html)).toBeDefined();
      // One style element in the body, just before the screen, with the policy's one nonce.
      const styles = bodyStyles(html);
      expect(styles).toHaveLength(1);
      expect(html.indexOf('<style nonce=')).toBe(
        html.indexOf('<div id="server-screen"') -
          styles[0]!.css.length -
          `<style nonce="${styles[0]!.nonce}"></style>`.length,
      );
      expect(styleNonces(policy)).toEqual([styles[0]!.nonce]);
      expect(styles[0]!.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // It brings the rules of the screen's classes that the shells lack (the tiles'), none
      // of the page's own: every class of the screen is styled by one or the other.
      const classes = new Set(
        [...screenOf(html)![2]!.matchAll(/class="([^"]+)"/g)].flatMap((m) =>
          // styled-components' generated names (its components' ids, sc-…, have no rules;
          // names of the app's own, lobby-lite, none of the screen's).
          m[1]!.split(' ').filter((c) => /^[a-zA-Z]+$/.test(c)),
        ),
      );
      const own = [...classes].filter((c) => !shellCss.includes(`.${c}`));
      expect(own.length).toBeGreaterThan(0);
      for (const c of own) expect(styles[0]!.css).toContain(`.${c}`);
      for (const rule of styles[0]!.css
        .split('}')
        .filter((r) => r.includes('{') && !r.startsWith('@')))
        expect(shellCss).not.toContain(`${rule}}`);
      return styles[0]!.nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // The policy is otherwise the site's.
    const strip = (policy: string | null) => policy?.replace(/ 'nonce-[^']+'/, '');
    expect(strip(pages[0]!.policy)).toBe(site.headers['Content-Security-Policy']);
  });

  it("shows the deck's first card with its crests", async () => {
    const page = open(deck.pathname);
    await answer(deck);
    const markup = screenOf(await page)?.[2] ?? '';
    const card = Object.entries(deck.answers).find(([p]) => p !== '/init')![1] as {
      events: { home_team: { name: string; id: number } }[];
    };
    expect(markup).toContain('data-testid="swipe-card"');
    expect(markup).toContain(card.events[0]!.home_team.name);
    expect(markup).toContain(`/media/teams/${card.events[0]!.home_team.id}.png`);
  });

  it("shows, in place of the shell in the page's language only, by its own style", async () => {
    const page = fetchPage('/');
    await answer(lobby);
    const html = await (await page).text();
    const css = bodyStyles(html)[0]!.css;
    // Hidden, unless the shell is on in the screen's language: then it, not the shell, shows.
    expect(css).toContain('#server-screen{display:none}');
    expect(css).toContain('html[data-shell][lang="en-GB"] #server-screen{display:block}');
    expect(css).toContain(
      'html[data-shell][lang="en-GB"]:has(#server-screen) #shell{display:none}',
    );
    // No rule for a language the screen is not in.
    expect(css).not.toContain('lang="sw-TZ"');
    // The page's own style has none of them.
    const head = html.slice(0, html.indexOf('<body>'));
    expect([...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].join('')).not.toContain(
      'server-screen',
    );
  });

  it("shows a new player the swipe tour's first step over the card, in the page's language", async () => {
    const page = fetchPage(deck.pathname, 'sw-TZ');
    await answer(deck);
    const html = await (await page).text();
    const screen = screenOf(html);
    expect(screen?.[1]).toBe('sw-TZ');
    const dialog = /<dialog[^>]*class="([^"]*)"[^>]*>([\s\S]*?)<\/dialog>/.exec(screen![2]!);
    const [, classes, tour] = dialog!;
    expect(tour).toContain(swTZ['tour.title'].replace('{step}', '1').replace('{count}', '4'));
    expect(tour).toContain(swTZ['tour.left']);
    expect(tour).toContain(swTZ['tour.next']);
    expect(tour).toContain(swTZ['tour.skip']);
    // Nothing of it takes the page's focus (the app's modal gives it when it opens): no
    // autofocus attribute; its Next marked as the control the modal will focus.
    expect(screen![2]).not.toMatch(/\sautofocus/);
    expect(tour).toMatch(new RegExp(`<button[^>]*data-autofocus=""[^>]*>${swTZ['tour.next']}<`));
    // A closed <dialog> (the app opens it): its style shows it as a modal, with a backdrop,
    // only where the page's script did not find the tour done.
    const css = bodyStyles(html)[0]!.css;
    const tourRules = css
      .split('}')
      .filter((rule) => /(^|[\s,])dialog[.\s{]|:has\(dialog/.test(rule.split('{')[0]!));
    const shows = tourRules.filter((rule) => /display:block|::after/.test(rule));
    expect(shows.length).toBeGreaterThanOrEqual(2);
    for (const rule of shows) {
      expect(rule).toMatch(/^html:not\(\[data-tour-done\]\)/);
      expect(rule).toContain('#server-screen');
    }
    const [classOfDialog] = classes!.split(' ').filter((c) => css.includes(`dialog.${c}{`));
    expect(css).toMatch(
      new RegExp(`#server-screen dialog\\.${classOfDialog}\\{display:block;position:fixed`),
    );
    // Its backdrop: the modal's own.
    const backdrop = /::backdrop\{([^}]*)\}/.exec(css + shellCss)![1]!;
    expect(css).toMatch(
      new RegExp(
        `::after\\{content:"";position:fixed;inset:0;[^}]*${backdrop.replace(/[()/.]/g, '\\$&')}`,
      ),
    );
  });

  it("shows each brand's crests from its own media path, rendered side by side", async () => {
    const runtime = toRuntimeBrand(brand, ASSETS);
    const cdn = { ...runtime, api: { ...runtime.api, mediaBasePath: 'https://cdn.example/m' } };
    const request = { pathname: deck.pathname, search: '', language: 'en' as const };
    const screens = await Promise.all(
      [runtime, cdn, runtime, cdn].map((b) =>
        renderScreen(b, { ...request, answers: deck.answers }),
      ),
    );
    const crests = screens.map((screen) =>
      [...screen!.html.matchAll(/src="([^"]*\/teams\/[^"]*)"/g)].map((m) => m[1]!),
    );
    for (const [i, list] of crests.entries()) {
      expect(list.length).toBeGreaterThan(0);
      for (const src of list)
        expect(src.startsWith(i % 2 ? 'https://cdn.example/m/' : '/media/')).toBe(true);
    }
  });

  it('leaves the shell as it is when the screen’s answer fails or does not come in time', async () => {
    const failed = open(deck.pathname);
    for (const call of await upstream.take(2)) {
      if (call.url === '/api/init') json(call.res, deck.answers['/init']);
      else call.res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":500}');
    }
    const failedHtml = await failed;
    expect(screenOf(failedHtml)).toBeUndefined();
    expect(failedHtml.trimEnd().endsWith('</html>')).toBe(true);

    const slow = open(deck.pathname);
    const calls = await upstream.take(2);
    json(calls.find((c) => c.url === '/api/init')!.res, deck.answers['/init']);
    // The card never comes: the page ends at its time, with its shell only.
    const slowHtml = await slow;
    expect(screenOf(slowHtml)).toBeUndefined();
    expect(slowHtml).toContain('<div id="shell"></div>');
    expect(slowHtml.trimEnd().endsWith('</html>')).toBe(true);
  });
});
