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
import { ServerStyleSheet } from 'styled-components';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { loadMessages } from '@/lib/messages';
import { LOCALES, type Language } from '@/lib/languages';
import { Providers } from './providers';
import { rankedRoutes, routeTable, SCREENS, type RouteEntry } from './route-table';
import { preloadScreen, routes } from './routes';

/** The screens that have a shell: the lobby, tracking, and the deck of a swipe route. */
const SHELL_SCREENS: Readonly<Record<string, string>> = {
  [SCREENS.lobby.module]: 'lobby',
  [SCREENS.tracking.module]: 'tracking',
};

const shellOf = (route: RouteEntry): string | undefined =>
  route.view === 'swipe' ? 'swipe' : route.view ? undefined : SHELL_SCREENS[route.screen.module];

/**
 * Which shell each address shows, for the page's script: every route best-ranked first (as the
 * router picks), each as a regular expression's source and its shell ('' for none), so a path
 * that a route without a shell wins (e.g. /quickbetx/otp over /quickbetx/:id) shows none.
 */
export function shellRoutes(): [pattern: string, shell: string][] {
  return rankedRoutes(routeTable()).map((route) => [
    route.path === '*'
      ? '^/'
      : `^${route.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`,
    shellOf(route) ?? '',
  ]);
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
 * shows (its data is what the loading state reserves room for).
 */
export async function renderShells(brand: RuntimeBrand): Promise<{ shells: Shell[]; css: string }> {
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
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1]!)
      .join('')
      .replace(/\/\*!sc\*\//g, '')
      .replace(STYLED_MARKER, '')
      .replace(/\}\n/g, '}');
    return { shells, css };
  } finally {
    sheet.seal();
  }
}
