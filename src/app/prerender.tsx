/**
 * The build's prerender of each brand's page shells (compiled once for Node beside the app, run
 * per brand at stamp time: scripts/build/shells.ts). A shell is a screen of the app rendered in
 * its loading state, with the brand's theme and a language: the header with the logo, the
 * lobby's section titles and tile shapes, the swipe screen's title and deck room, the tracking
 * screen's, in each of the brand's languages. The page shows the one of the address and the
 * player's language from the HTML before any script runs; the app replaces it when its screen
 * first renders (shell.ts), showing the same shapes and texts in the same places.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { matchRoutes, renderMatches, StaticRouter, type RouteMatch } from 'react-router-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { unstable_serialize } from 'swr';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { loadMessages } from '@/lib/messages';
import { LOCALES, type Language } from '@/lib/languages';
import { configureMedia } from '@/lib/media';
import { createStore } from '@/lib/state';
import { clampTexts, escapeHtml } from '@/lib/text';
import type { AnswerCheck } from '@/types/answer-check';
import { isOperatorConfig } from '@/types/answers/operator-config.gen';
import { isQuickbetxCard } from '@/types/answers/quickbetx-card.gen';
import { isTicketSummaryList } from '@/types/answers/ticket-summary-list.gen';
import { BarNav } from '@/features/how-to-play/market-bar';
import { languageChoiceAtom } from '@/hooks/intl';
import { shellOf as pickShell } from '@/boot/shell-picker';
import { BrandPage, type BrandPageProps } from './brand-page';
import { Providers } from './providers';
import { rankedRoutes, routeTable, SCREENS, type RouteEntry } from './route-table';
import { preloadScreen, routes } from './routes';

/**
 * Every component module, evaluated as this module loads, in one order: styled-components names
 * a component's class by the order in which components are defined, so the build (the shells'
 * CSS, in the page) and the server (a screen rendered with a player's data, renderScreen) must
 * define them in the same order, whichever screen each renders first. Lazy parts included.
 */
import.meta.glob(['/src/**/*.tsx', '!/src/app/main.tsx'], { eager: true });

/** The screens that have a shell: the lobby, tracking, and the deck of a swipe route. */
const SHELL_SCREENS: Readonly<Record<string, string>> = {
  [SCREENS.lobby.module]: 'lobby',
  [SCREENS.tracking.module]: 'tracking',
};

const shellOf = (route: RouteEntry): string | undefined =>
  route.view === 'swipe' ? 'swipe' : route.view ? undefined : SHELL_SCREENS[route.screen.module];

/**
 * Which shell each address shows, for the page's shell picker (src/boot/shell-picker.ts): every
 * route pattern best-ranked first (as the router picks) with its shell ('' for none), so a path
 * that a route without a shell wins (e.g. /quickbetx/otp over /quickbetx/:id) shows none.
 */
export function shellRoutes(): [pattern: string, shell: string][] {
  return rankedRoutes(routeTable()).map((route) => [route.path, shellOf(route) ?? '']);
}

/**
 * The route matches of a shell's address, found once (by the router's own matching) and rendered
 * as <Routes> renders them: useRoutes matched (and ranked) the routes again on each render; with
 * hundreds of brands rendered, that was a fifth of their prerender. The same matches, so the same
 * markup.
 */
const matchesByUrl = new Map<string, RouteMatch[] | null>();
function matchesOf(url: string): RouteMatch[] | null {
  if (!matchesByUrl.has(url)) matchesByUrl.set(url, matchRoutes(routes, url));
  return matchesByUrl.get(url)!;
}

function AppRoutes({ url }: { url: string }) {
  return renderMatches(matchesOf(url));
}

/**
 * A language's texts and formatters, made once and shared by every brand's shells: what an
 * IntlProvider made anew on each render (its formatters, each message's formatter) is the same
 * for each brand of a language; the brand is in the values formatted, not in the texts.
 */
const intls = new Map<Language, Promise<IntlShape>>();
function intlOf(language: Language): Promise<IntlShape> {
  let intl = intls.get(language);
  if (!intl) {
    intl = loadMessages(language).then((messages) =>
      createIntl({ locale: LOCALES[language], messages, onError: () => {} }, createIntlCache()),
    );
    intls.set(language, intl);
  }
  return intl;
}

/** A stream's bytes as text (its data events: less work than an async iterator's promises). */
function text(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    stream.on('data', (part: Uint8Array) => parts.push(Buffer.from(part)));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}

/** React's mark of a Suspense boundary left to the client: a part whose code was still loading. */
const LEFT_TO_CLIENT = '<!--$!-->';

/** The code of each address's screen, loaded once (preloadScreen) before its first render. */
const screenCode = new Map<string, Promise<unknown>>();

/**
 * A shell's markup, rendered to a string in one synchronous pass: byte for byte the markup React's
 * prerender wrote once everything had loaded (tests/build/prerender.test.tsx compares the two),
 * without its stream's encoding and work scheduling, about a fifth of a shell's CPU. Unlike the
 * prerender it does not also render each Suspense boundary's fallback (the spinner, which no
 * shell shows): the fallback's rules are no longer in the shells' CSS. The screen's code is
 * loaded first, as for the app's first render (main.tsx): a screen still loading would leave its
 * boundary to the client.
 */
async function markup(url: string, tree: ReactNode, sheet: ServerStyleSheet): Promise<string> {
  let code = screenCode.get(url);
  if (!code) screenCode.set(url, (code = preloadScreen(routes, url)));
  await code;
  const html = renderToString(sheet.collectStyles(tree));
  if (html.includes(LEFT_TO_CLIENT)) throw new Error(`the shell of ${url} left a part unrendered`);
  return html;
}

/**
 * styled-components' record of the names each component's rules use, a rule of its own after
 * them (`data-styled.g3[id="sc-abc"]{content:"xYz,"}`): for a client to take the page's style
 * element over. The shells' CSS is part of the page's own style, which no client takes over, and
 * the rule selects nothing (no element is named data-styled): left out, with the line break after
 * each rule (whitespace between rules), 2 KB of every brand's page.
 */
const STYLED_MARKER = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\n/gm;

/** The CSS a sheet collected, as one text (without styled-components' name records). */
function cssOf(sheet: ServerStyleSheet): string {
  return [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1]!)
    .join('')
    .replace(/\/\*!sc\*\//g, '')
    .replace(STYLED_MARKER, '')
    .replace(/\}\n/g, '}');
}

/** Sweden's bar of a licence (by its index in the brand's), in a language, painted by the page. */
export interface Bar {
  licence: number;
  language: Language;
  html: string;
}

export interface Shell {
  name: string;
  language: Language;
  /** The address it is rendered at (its screen's first route, a stand-in code for a code). */
  url: string;
  /** The screen's markup (its styles' class names are those of `css`). */
  html: string;
}

/**
 * Each shell of a brand in each of its languages, and the CSS they use (with the app's global
 * style): rendered from the first route of each shell screen with a stand-in code, which no shell
 * shows (its data is what the loading state reserves room for). And the bar of each licence that
 * has one (Sweden's: src/features/how-to-play/market-bar.tsx), in each language, its CSS with
 * theirs: none for a brand without such a licence.
 */
async function renderShellsOf(brand: RuntimeBrand): Promise<Shells> {
  const firstRoutes = new Map<string, RouteEntry>();
  for (const route of routeTable()) {
    const name = shellOf(route);
    if (name && !firstRoutes.has(name)) firstRoutes.set(name, route);
  }
  const sheet = new ServerStyleSheet();
  try {
    const shells: Shell[] = [];
    for (const language of brand.languages) {
      const intl = await intlOf(language);
      for (const [name, route] of firstRoutes) {
        const url = route.path.replace(/:[^/]+/g, '_');
        const html = await markup(
          url,
          <Providers brand={brand} intl={intl}>
            <StaticRouter location={url}>
              <AppRoutes url={url} />
            </StaticRouter>
          </Providers>,
          sheet,
        );
        shells.push({ name, language, url, html });
      }
    }
    const bars: Bar[] = [];
    for (const [licence, terms] of (brand.compliance?.licences ?? []).entries()) {
      if (terms.layout !== 'stickyBar') continue;
      for (const language of brand.languages) {
        const intl = await intlOf(language);
        // The brand file's words in that language too (useLocalText), as the player's choice.
        const store = createStore();
        store.set(languageChoiceAtom, language);
        const html = renderToString(
          sheet.collectStyles(
            <Providers brand={brand} intl={intl} store={store}>
              <BarNav licence={terms} />
            </Providers>,
          ),
        );
        bars.push({ licence, language, html });
      }
    }
    const css = cssOf(sheet);
    return {
      shells: shells.map((s) => ({ ...s, html: withoutComponentIds(s.html, css) })),
      bars: bars.map((b) => ({ ...b, html: withoutComponentIds(b.html, css) })),
      css,
    };
  } finally {
    sheet.seal();
  }
}

/** A brand's shells, bars and their CSS (renderShells). */
export interface Shells {
  shells: Shell[];
  bars: Bar[];
  css: string;
}

/**
 * styled-components' mark of each component on its elements (`class="sc-abc xyz"`): for a rule
 * that names another component (`${Other}:hover &`). No rule of the shells' or the server's
 * screens' CSS names one: left out of their markup (which no client takes over), a tenth of a
 * brand's page (2.7 KB), 1.9 KB of the server's lobby.
 */
function withoutComponentIds(html: string, css: string): string {
  return html.replace(/ class="([^"]*)"/g, (_, names: string) => {
    const kept = names.split(' ').filter((n) => !/^sc-[A-Za-z]+$/.test(n) || css.includes(`.${n}`));
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}

/**
 * The fields of a brand that its shells show as they are, if at all (a name, a logo's address, a
 * colour in the root's custom properties): brands that differ in these only (hundreds of
 * operators' brands in a few markets) are one shape, whose shells are rendered once with a token
 * in each (a template) and filled with each brand's values. A path's `*` is every key or item.
 */
const VERBATIM: readonly { path: readonly string[]; kind: TokenKind }[] = [
  { path: ['id'], kind: 'text' },
  { path: ['name'], kind: 'text' },
  { path: ['description'], kind: 'text' },
  { path: ['hosts', '*'], kind: 'host' },
  { path: ['theme', 'colors', '*'], kind: 'color' },
  { path: ['assets', '*'], kind: 'url' },
  { path: ['payments', 'topUpUrl'], kind: 'url' },
  { path: ['compliance', 'terms'], kind: 'url' },
  { path: ['compliance', 'privacy'], kind: 'url' },
  { path: ['compliance', 'licences', '*', 'licensee'], kind: 'text' },
  { path: ['compliance', 'licences', '*', 'number'], kind: 'text' },
  { path: ['compliance', 'licences', '*', 'hosts', '*'], kind: 'host' },
  { path: ['hostOverrides', '*', 'host'], kind: 'host' },
];
type TokenKind = 'text' | 'host' | 'color' | 'url';

/**
 * The n-th token of a kind, in one of two sets that differ in what a component could branch on
 * (length, lightness, characters HTML escapes): a value of its kind, as a check would want one.
 */
function token(kind: TokenKind, set: 0 | 1, n: number): string {
  const hex = n.toString(16).padStart(2, '0');
  const id = `${set ? 'qzb' : 'qza'}${hex}`;
  switch (kind) {
    case 'color':
      return set ? `#fefd${hex}` : `#0102${hex}`;
    case 'host':
      return set ? `${id}-a-longer-host.example` : `${id}.example`;
    case 'url':
      return set ? `https://${id}.example/a/longer/path?x=1&y='2'` : `https://${id}.example/`;
    case 'text':
      return set ? `${id} & 'a' <longer> "text" of forty characters` : `${id}&'<>"`;
  }
}

/** A brand with each verbatim field a token of `set`, and the pairs (token, the brand's value). */
function tokenised(
  brand: RuntimeBrand,
  set: 0 | 1,
): { brand: RuntimeBrand; values: [token: string, value: string][] } {
  const copy = structuredClone(brand);
  const values: [token: string, value: string][] = [];
  const visit = (node: unknown, path: readonly string[], kind: TokenKind) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const keys = path[0] === '*' ? Object.keys(record) : [path[0]!];
    for (const key of keys) {
      if (path.length > 1) visit(record[key], path.slice(1), kind);
      else if (typeof record[key] === 'string') {
        values.push([token(kind, set, values.length), record[key]]);
        record[key] = values.at(-1)![0];
      }
    }
  };
  for (const { path, kind } of VERBATIM) visit(copy, path, kind);
  return { brand: copy, values };
}

/** A template's shells with each token (its markup's escaped as React escapes text) replaced. */
function fill(template: Shells, pairs: readonly (readonly [string, string])[]): Shells {
  const html = (text: string) =>
    pairs.reduce((out, [from, to]) => out.split(escapeHtml(from)).join(escapeHtml(to)), text);
  return {
    shells: template.shells.map((s) => ({ ...s, html: html(s.html) })),
    bars: template.bars.map((b) => ({ ...b, html: html(b.html) })),
    css: pairs.reduce((out, [from, to]) => out.split(from).join(to), template.css),
  };
}

/**
 * The template of each shape (by its tokenised brand's JSON): rendered with the first set of
 * tokens, kept only if filling it with the second set gives what rendering the second set gives,
 * byte for byte: a shell that uses a verbatim field otherwise (a length, an encoded address) has
 * none (null), and each brand of its shape is rendered as itself.
 */
const templates = new Map<string, Promise<Shells | null>>();

type Tokenised = ReturnType<typeof tokenised>;

async function templateOf(a: Tokenised, b: Tokenised): Promise<Shells | null> {
  const first = await renderShellsOf(a.brand);
  const second = await renderShellsOf(b.brand);
  const pairs = a.values.map(([from], i) => [from, b.values[i]![0]] as const);
  return JSON.stringify(fill(first, pairs)) === JSON.stringify(second) ? first : null;
}

/** How many shapes the shells were rendered for, and how many of them have a template. */
export async function shellShapes(): Promise<{ shapes: number; templates: number }> {
  const found = await Promise.all(templates.values());
  return { shapes: found.length, templates: found.filter(Boolean).length };
}

/**
 * Each shell of a brand in each of its languages, the bars of its licences, and their CSS
 * (renderShellsOf): filled in from its shape's template (above), rendered for the first brand of
 * each shape; rendered as itself where its shape has none.
 */
export async function renderShells(brand: RuntimeBrand): Promise<Shells> {
  const a = tokenised(brand, 0);
  const key = JSON.stringify(a.brand);
  let template = templates.get(key);
  if (!template) {
    template = templateOf(a, tokenised(brand, 1)).catch(() => null);
    templates.set(key, template);
  }
  const found = await template;
  return found ? fill(found, a.values) : renderShellsOf(brand);
}

/**
 * The app at `url` rendered to HTML, its styles collected in `sheet`, with `fallback` as SWR's
 * answers; `failed` when a part could not render (React left it to the browser).
 */
async function renderInto(
  sheet: ServerStyleSheet,
  brand: RuntimeBrand,
  intl: IntlShape,
  url: string,
  pathname: string,
  fallback?: Record<string, unknown>,
): Promise<{ html: string; failed: boolean }> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    sheet.collectStyles(
      <Providers brand={brand} intl={intl} swr={fallback && { fallback, revalidateOnMount: false }}>
        <StaticRouter location={url}>
          <AppRoutes url={pathname} />
        </StaticRouter>
      </Providers>,
    ),
    fallback && {
      onError: (error) => {
        failed = true;
        if (process.env.DEBUG_SCREEN) console.error(error);
      },
    },
  );
  return { html: await text(prelude), failed };
}

/** The screens the bundled server renders with their data: the lobby's tiles, the deck's card. */
const DATA_SCREENS: ReadonlySet<string> = new Set(['lobby', 'swipe']);

/** The shell an address shows (as the page's script picks it): undefined for none. */
function shellOfPath(pathname: string, search: string): string | undefined {
  const table = shellRoutes();
  const routes = table.map(([pattern]) => pattern);
  return (
    pickShell({ routes, shells: table.map(([, shell]) => shell) }, pathname, search) || undefined
  );
}

/**
 * SWR's answers for a data screen: each answer it reads, checked and cut as the app's API client
 * does (those that fail the check are left out); undefined without the screen's own answer (a
 * list, the card) besides /init: the screen would show its shapes only.
 */
function fallbackOf(
  answers: Readonly<Record<string, unknown>>,
): Record<string, unknown> | undefined {
  const fallback: Record<string, unknown> = {};
  for (const [apiPath, answer] of Object.entries(answers)) {
    const check = checkOf(apiPath);
    if (check?.(answer))
      fallback[unstable_serialize([apiPath])] = clampTexts(structuredClone(answer));
  }
  return Object.keys(fallback).length < 2 || !fallback[unstable_serialize(['/init'])]
    ? undefined
    : fallback;
}

/** Each answer a data screen reads, by its API path, with the check the app makes of it. */
function checkOf(apiPath: string): AnswerCheck<unknown> | undefined {
  if (apiPath === '/init') return isOperatorConfig;
  if (/^\/[a-z]+_cards$/.test(apiPath)) return isTicketSummaryList;
  if (/^\/[a-z]+_cards\/[^/]+$/.test(apiPath)) return isQuickbetxCard;
  return undefined;
}

export interface ScreenRequest {
  /** The page's path and query (without `?`). */
  pathname: string;
  search: string;
  language: Language;
  /** The page's answers, by API path without the brand's base path ('/init', '/quickbetx_cards'). */
  answers: Readonly<Record<string, unknown>>;
}

/**
 * The first screen of a page with its data, for the bundled server
 * (scripts/server/page-answers.ts): the lobby with its tiles, the deck with its first card,
 * rendered as the app renders them once its answers are in (the same components, the answers
 * checked and cut as the app's API client does), with the CSS it uses. Undefined for an address
 * without a data screen, or without its answers: the page then keeps its shell. Text is React's
 * (escaped); no script.
 *
 * Rendered to a string in one synchronous pass, the brand's media path set just before
 * (configureMedia is the module's, shared by every brand the server renders): no other page's
 * render can run between the two, so each page's crests are its brand's. A part whose code has
 * not loaded yet in this process (a lazy component, the first time) is left to the client by such
 * a render: the screen is then prerendered once, which waits for it, and rendered again.
 */
export async function renderScreen(
  brand: RuntimeBrand,
  request: ScreenRequest,
): Promise<{ html: string; css: string } | undefined> {
  const shell = shellOfPath(request.pathname, request.search);
  if (!shell || !DATA_SCREENS.has(shell)) return undefined;
  const fallback = fallbackOf(request.answers);
  if (!fallback) return undefined;
  const url = request.search ? `${request.pathname}?${request.search}` : request.pathname;
  const intl = await intlOf(request.language);
  const tree = (
    <Providers brand={brand} intl={intl} swr={{ fallback, revalidateOnMount: false }}>
      <StaticRouter location={url}>
        <AppRoutes url={request.pathname} />
      </StaticRouter>
    </Providers>
  );
  const render = () => {
    const sheet = new ServerStyleSheet();
    try {
      configureMedia({ basePath: brand.api.mediaBasePath ?? '/media' });
      const html = renderToString(sheet.collectStyles(tree));
      if (html.includes(LEFT_TO_CLIENT)) return undefined;
      const page = html.replace(/<link rel="preload"[^>]*\/>/g, '');
      const css = cssOf(sheet);
      return { html: withoutComponentIds(page, css), css };
    } catch {
      // A part suspended outside any boundary (its code loading): as above.
      return undefined;
    } finally {
      sheet.seal();
    }
  };
  const screen = render();
  if (screen) return screen;
  const sheet = new ServerStyleSheet();
  try {
    // A part that cannot render on the server (it would be left to the browser): no screen.
    if ((await renderInto(sheet, brand, intl, url, request.pathname, fallback)).failed) return;
  } finally {
    sheet.seal();
  }
  return render();
}

/** One of a brand's own pages to render (renderBrandPages). */
export interface BrandPageRequest extends Omit<BrandPageProps, 'licence'> {
  /** The licence it shows: its index in the brand's. */
  licence: number;
}

/**
 * A brand's own pages (src/app/brand-page.tsx: its terms, privacy, responsible gambling or
 * top-up page, written as files in its folder) in the app's look, each its markup, and the CSS
 * they use (one stylesheet for them all: scripts/build/brand-pages.ts writes it as a file of the
 * site, so the pages run under the site's content security policy as they are). The page's
 * licence is the one its footer and Sweden's bar show, whatever host serves it.
 */
export async function renderBrandPages(
  brand: RuntimeBrand,
  pages: readonly BrandPageRequest[],
): Promise<{ pages: string[]; css: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const html: string[] = [];
    for (const { licence: index, ...page } of pages) {
      const intl = await intlOf(page.language);
      const store = createStore();
      store.set(languageChoiceAtom, page.language);
      const licences = brand.compliance?.licences ?? [];
      const licence = licences[index];
      // The page's licence first: the footer shows the first where no host names one.
      const shown: RuntimeBrand =
        brand.compliance && licence
          ? {
              ...brand,
              compliance: {
                ...brand.compliance,
                licences: [licence, ...licences.filter((l) => l !== licence)],
              },
            }
          : brand;
      html.push(
        renderToString(
          sheet.collectStyles(
            <Providers brand={shown} intl={intl} store={store}>
              <StaticRouter location={page.languages[0]?.href ?? '/'}>
                <BrandPage {...page} licence={licence} />
              </StaticRouter>
            </Providers>,
          ),
        ),
      );
    }
    const css = cssOf(sheet);
    // React's preload of the logo, written where the logo is: the logo loads from its <img>.
    const markups = html.map((h) =>
      withoutComponentIds(h.replace(/<link rel="preload"[^>]*\/>/g, ''), css),
    );
    return { pages: markups, css };
  } finally {
    sheet.seal();
  }
}
