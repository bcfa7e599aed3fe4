/**
 * A page sent with its data: when a browser opens a page of a brand (a navigation to
 * its index.html), the bundled server writes the page at once, up to `</body>` (its shell paints
 * as from a static host), and asks itself, meanwhile, for the answers the first screen waits on
 * (firstScreenCalls, src/boot/first-screen.ts: /init, the lobby's lists, a ticket): the demo
 * API's, or the operator's through the proxy, as the app's own call would ask (the request's
 * cookies and client headers, the language the page will show). Each answer that comes back 200
 * with JSON, and sets no cookie, is appended as a data block (`<script type="application/json"
 * data-answer="<url>" data-lang="<locale>">`: no script runs, so the page's content security
 * policy is unchanged), its JSON escaped so that no text in it can end the block (scriptJson). The page ends
 * when all have come, or after `waitMs`: an answer that fails, or has not come by then, is left
 * out, and the page's script fetches it as on a static host (a call to the operator's API that
 * hangs is held by the proxy until its own limit, UPSTREAM_TIMEOUT_MS, as the app's would be).
 *
 * The page names the answers it will carry in a data block before its scripts
 * (COMING_ELEMENT_ID), so the script asks for none of them itself. Such a page is for that
 * player only: `Cache-Control: no-store`, no ETag. Only a navigation gets one: the service
 * worker's precache fetches the page as a static host sends it, and serves that to later visits.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  type BrotliCompress,
} from 'node:zlib';
import { firstScreenCalls } from '../build/preloads';
import { scriptJson } from '../build/script-json';
import { LOCALES, resolveLanguage, type Language } from '../../src/lib/languages';
import { MODAL_FOCUS_ATTRIBUTE } from '../../src/lib/modal-focus';
import { escapeHtml } from '../../src/lib/text';
import {
  applyHostOverride,
  BRAND_ELEMENT_ID,
  type RuntimeBrand,
} from '../../src/config/runtime-brand';
import type { ScreenRequest } from '../../src/app/prerender';
import { acceptsEncoding, splitUrl } from './http-utils';
import { CACHE_CONTROL, isApiPath, requestHost } from './site-policy';
import {
  ANSWER_ATTRIBUTE,
  COMING_ELEMENT_ID,
  LANGUAGE_ATTRIBUTE,
  SERVER_SCREEN_ID,
  SHELL_ATTRIBUTE,
  SHELL_ELEMENT_ID,
  TOUR_DONE_ATTRIBUTE,
} from '../../src/boot/page-ids';

/** How long a page waits for its answers after its shell, at most (ms). */
export const PAGE_ANSWERS_WAIT_MS = 1500;

/** The fields of a brand a page's answers depend on. */
export interface AnswersBrand {
  languages: readonly string[];
  api?: { basePath: string };
  lobby?: { cards: readonly string[] };
}

/** An answer as the server got it: its status, headers and body. */
export interface Answered {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Asks the server itself for `url` as the player's browser at `remoteAddress` would, with
 * `headers`; `signal` aborts it (the page gave up).
 */
export type AskServer = (
  url: string,
  call: { headers: Record<string, string>; remoteAddress?: string; signal: AbortSignal },
) => Promise<Answered>;

/**
 * The headers of the request the app's own call would make, from the page's request: who asks
 * (cookies, the client, the proxies it came through, the host that picks the brand), for JSON,
 * in the page's language. Nothing of the page's caching or encoding.
 */
const PASSED = [
  'host',
  'cookie',
  'authorization',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
];

export function callHeaders(req: IncomingMessage, locale: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PASSED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers.accept = 'application/json';
  headers['accept-language'] = locale;
  return headers;
}

/** The browser's languages of an Accept-Language header, most wanted first. */
export function browserLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/**
 * The locale the page's script will ask in (pageLanguage, src/lib/languages.ts): `?lang=`, else
 * the browser's languages. A choice the player stored in the browser is not the server's to
 * see: the page's script then finds the block in another language and asks itself.
 */
export function pageLocale(
  languages: readonly string[],
  search: string,
  acceptLanguage: string | undefined,
): string {
  return LOCALES[pageLanguage(languages, search, acceptLanguage)];
}

function pageLanguage(
  languages: readonly string[],
  search: string,
  acceptLanguage: string | undefined,
): Language {
  return resolveLanguage(languages as Language[], {
    visit: new URLSearchParams(search).get('lang'),
    browser: browserLanguages(acceptLanguage),
  });
}

/** A data block of an answer. */
export function answerBlock(url: string, locale: string, value: unknown): string {
  return `<script type="application/json" ${ANSWER_ATTRIBUTE}="${escapeHtml(url)}" ${LANGUAGE_ATTRIBUTE}="${escapeHtml(locale)}">${scriptJson(value)}</script>`;
}

/** The answer's JSON when it may go with the page: 200, JSON, no cookie set; else undefined. */
export function pageAnswer(answer: Answered): unknown {
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.status !== 200 || !type.includes('json') || answer.headers['set-cookie']) {
    return undefined;
  }
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

/** The render of a data screen: renderScreen of the build's prerender (src/app/prerender.tsx). */
export type RenderScreen = (
  brand: RuntimeBrand,
  request: ScreenRequest,
) => Promise<{ html: string; css: string } | undefined>;

/** What the server knows of a page to render its first screen. */
interface ScreenPage {
  brand: RuntimeBrand;
  /** The page's text (its style: the rules a screen's CSS need not bring). */
  text: string;
}

const screenPages = new WeakMap<Buffer, ScreenPage | null>();

function screenPageOf(page: Buffer): ScreenPage | undefined {
  let known = screenPages.get(page);
  if (known === undefined) {
    const text = page.toString('utf8');
    const json = new RegExp(`<script[^>]*id="${BRAND_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(
      text,
    )?.[1];
    try {
      known = json ? { brand: JSON.parse(json) as RuntimeBrand, text } : null;
    } catch {
      known = null;
    }
    screenPages.set(page, known);
  }
  return known ?? undefined;
}

/** The top-level rules of `css`, each as written (an at-rule with the rules it holds is one). */
export function cssRules(css: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      found.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return found;
}

/**
 * The rules of `css` that the page's own style does not already have: what the server's screen
 * must bring in its own style element.
 */
export function rulesNotIn(css: string, page: string): string {
  return cssRules(css)
    .filter((rule) => !rule.startsWith('data-styled') && !page.includes(rule))
    .join('');
}

/** A fresh nonce for one page's answer: 128 random bits, base64. */
export const styleNonce = (): string => randomBytes(16).toString('base64');

/**
 * The site's headers with `nonce` allowed in its policy's style-src (one page's answer: the
 * style of the screen the server renders into it, and no other); undefined when the policy has
 * no style-src to add it to (the page then gets no screen).
 */
export function withStyleNonce(
  headers: Readonly<Record<string, string>>,
  nonce: string,
): Record<string, string> | undefined {
  const name = Object.keys(headers).find((h) => h.toLowerCase() === 'content-security-policy');
  if (!name) return { ...headers };
  const policy = headers[name]!;
  if (!/(^|;)\s*style-src\s/.test(policy)) return undefined;
  return {
    ...headers,
    [name]: policy.replace(/((?:^|;)\s*style-src\s[^;]*)/, `$1 'nonce-${nonce}'`),
  };
}

/**
 * The rules that show the server's screen (SERVER_SCREEN_ID) in place of the shell while the shell
 * is on, when it is in the screen's language `locale` (the page's script may pick another: the
 * player's stored choice; the shell then stays). Only the server sends a screen: they come with
 * it, in its style element, not in every brand page's own style.
 *
 * A screen with a modal (`screenCss`: the screen's CSS) shows it as the app will: the swipe tour,
 * a native <dialog> the app opens (showModal) as it mounts, is closed in the server's markup. It
 * shows as the browser shows a modal (in the middle of the view, over the screen, the modal's own
 * ::backdrop behind it, the control the modal focuses as it opens, MODAL_FOCUS_ATTRIBUTE, with
 * its focus ring), until the app's own is open; never where the page's script found the tour
 * done (TOUR_DONE_ATTRIBUTE, on <html> before the screen is read).
 */
export function serverScreenCss(locale: string, screenCss = ''): string {
  const on = `html[${SHELL_ATTRIBUTE}][lang="${locale}"]`;
  const screen = `#${SERVER_SCREEN_ID}`;
  const shown =
    `${screen}{display:none}${on} ${screen}{display:block}` +
    `${on}:has(${screen}) #${SHELL_ELEMENT_ID}{display:none}`;
  const rules = cssRules(screenCss);
  const backdrop = rules
    .map((rule) => /^\.([\w-]+)::backdrop\{([^}]*)\}$/.exec(rule))
    .find((m) => m && screenCss.includes(`.${m[1]}{`));
  if (!backdrop) return shown;
  // The app's modal open (in the top layer, over all): the server's gives way in that frame.
  const modal = `html:not([${TOUR_DONE_ATTRIBUTE}]):not(:has(#root dialog[open])) ${screen}`;
  const focus = rules.find((rule) => rule.startsWith(':focus-visible{'));
  return (
    shown +
    // The browser's own style of a modal dialog (position, room around it), above the page.
    `${modal} dialog.${backdrop[1]}{display:block;position:fixed;inset:0;z-index:2147483647;` +
    `max-width:calc(100% - 6px - 2em);max-height:calc(100% - 6px - 2em);overflow:auto}` +
    `${modal}:has(dialog.${backdrop[1]})::after{content:"";position:fixed;inset:0;` +
    `z-index:2147483646;${backdrop[2]}}` +
    (focus
      ? `${modal} dialog [${MODAL_FOCUS_ATTRIBUTE}]${focus.slice(':focus-visible'.length)}`
      : '')
  );
}

/**
 * The first screen of `page` with its answers, as the markup the page carries after them (in
 * place of the shell, in its language: SERVER_SCREEN_ID), the CSS it needs that the page lacks
 * in a style element of the answer's `nonce`; undefined when the address has no data screen, an
 * answer it needs is missing, or the render fails.
 */
export async function serverScreen(
  render: RenderScreen,
  page: Buffer,
  request: Omit<ScreenRequest, 'language'> & {
    language: Language;
    host: string | undefined;
    nonce: string;
  },
): Promise<string | undefined> {
  const known = screenPageOf(page);
  if (!known) return undefined;
  const host = (request.host ?? '').replace(/:\d+$/, '');
  const { language, pathname, search, answers } = request;
  const screen = await render(applyHostOverride(known.brand, host), {
    pathname,
    search,
    language,
    answers,
  }).catch(() => undefined);
  if (!screen) return undefined;
  const locale = LOCALES[language];
  const css = serverScreenCss(locale, screen.css) + rulesNotIn(screen.css, known.text);
  // The CSS as the text of an element: no rule of the app's ends it (< is never in its CSS).
  if (css.includes('<')) return undefined;
  const style = `<style nonce="${request.nonce}">${css}</style>`;
  return `${style}<div id="${SERVER_SCREEN_ID}" data-locale="${escapeHtml(locale)}">${screen.html}</div>`;
}

/** The parts of a page around what the server adds; undefined when it is not a brand's page. */
interface PageParts {
  /** Up to its first <script (where the list of what comes goes). */
  head: string;
  /** From its first <script to its </body>. */
  body: string;
  /** Its </body> and what follows. */
  end: string;
}

function pageParts(html: string): PageParts | undefined {
  const scripts = html.indexOf('<script');
  const close = html.lastIndexOf('</body>');
  if (scripts < 0 || close < scripts) return undefined;
  return {
    head: html.slice(0, scripts),
    body: html.slice(scripts, close),
    end: html.slice(close),
  };
}

const partsCache = new WeakMap<Buffer, PageParts | null>();

/**
 * Whether a request for a page gets its answers with it: a browser opening it (a navigation: the
 * SW's precache or a script's fetch of index.html gets the file as it is), a brand whose API is
 * on this server. Browsers send Sec-Fetch-Dest to secure origins only (https, localhost): over
 * plain http under another name (a phone on the office network opening `npm start`), where no
 * service worker runs either, a navigation is the request that asks for HTML.
 */
export function wantsAnswers(req: IncomingMessage, brand: AnswersBrand): boolean {
  const dest = req.headers['sec-fetch-dest'];
  const navigation =
    dest === undefined
      ? /(^|,)\s*text\/html\b/.test(req.headers.accept ?? '')
      : dest === 'document' || dest === 'iframe';
  return (
    req.method === 'GET' &&
    navigation &&
    !!brand.api &&
    !!brand.lobby &&
    isApiPath(brand.api.basePath.replace(/\/+$/, '') + '/')
  );
}

/**
 * Starts the page's answer: its headers, and where its text goes (compressed as the browser
 * accepts); `stop` aborts when the browser goes away (the player left the page).
 */
function openPage(
  req: IncomingMessage,
  res: ServerResponse,
  siteHeaders: Readonly<Record<string, string>>,
): { out: Gzip | BrotliCompress | ServerResponse; stop: AbortController } {
  const encoding = acceptsEncoding(req, 'br')
    ? 'br'
    : acceptsEncoding(req, 'gzip')
      ? 'gzip'
      : undefined;
  res.writeHead(200, {
    ...siteHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': CACHE_CONTROL.none,
    Vary: 'Accept-Encoding, Accept-Language, Cookie',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  let out: Gzip | BrotliCompress | ServerResponse = res;
  if (encoding) {
    const zip =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip();
    zip.pipe(res);
    zip.on('error', () => res.destroy());
    out = zip;
  }
  const stop = new AbortController();
  res.once('close', () => {
    stop.abort();
    if (out !== res) out.destroy();
  });
  return { out, stop };
}

/**
 * Sends `page` (a brand's index.html) with its first screen's answers, streamed as described
 * above; resolves when it is sent. `headers` are the site's (its policy).
 */
export async function sendPageWithAnswers(
  req: IncomingMessage,
  res: ServerResponse,
  page: Buffer,
  options: {
    brand: AnswersBrand;
    headers: Readonly<Record<string, string>>;
    ask: AskServer;
    waitMs?: number;
    /** Renders the first screen with its answers (the build's prerender); none: data blocks only. */
    render?: RenderScreen;
  },
): Promise<void> {
  const { brand, ask, render, waitMs = PAGE_ANSWERS_WAIT_MS } = options;
  let parts = partsCache.get(page);
  if (parts === undefined) {
    parts = pageParts(page.toString('utf8')) ?? null;
    partsCache.set(page, parts);
  }
  const { pathname, query } = splitUrl(req.url);
  const search = query.toString();
  const calls =
    brand.api && brand.lobby
      ? firstScreenCalls({ api: brand.api, lobby: brand.lobby }, pathname, search)
      : [];
  const language = pageLanguage(brand.languages, search, req.headers['accept-language']);
  const locale = LOCALES[language];

  // A page that may get a screen rendered by the server: its policy allows that screen's style
  // element by a nonce of this answer only (the site's policy allows the page's own by hash).
  const nonce = render && calls.length ? styleNonce() : undefined;
  const headers = nonce && withStyleNonce(options.headers, nonce);
  const { out, stop } = openPage(req, res, headers || options.headers);
  const write = (text: string) => {
    if (stop.signal.aborted) return;
    out.write(text);
    if ('flush' in out) out.flush();
  };
  if (!parts || !calls.length) {
    out.end(page);
    return;
  }
  // The shell first, whatever the answers do.
  const coming = `<script type="application/json" id="${COMING_ELEMENT_ID}">${scriptJson(calls)}</script>\n    `;
  write(parts.head + coming + parts.body);

  const asked = callHeaders(req, locale);
  // The answers that came, by API path (the brand's base path left out), for the screen's render.
  const base = brand.api ? brand.api.basePath.replace(/\/+$/, '') : '';
  const got: Record<string, unknown> = {};
  const answers = calls.map((url) =>
    ask(url, { headers: asked, remoteAddress: req.socket.remoteAddress, signal: stop.signal }).then(
      (answer) => {
        const value = pageAnswer(answer);
        if (value === undefined) return;
        write(`${answerBlock(url, locale, value)}\n`);
        if (url.startsWith(`${base}/`)) got[url.slice(base.length)] = value;
      },
      () => undefined,
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
    stop.signal.addEventListener('abort', () => resolve(undefined));
  });
  const all = await Promise.race([Promise.all(answers).then(() => true), late]);
  // Every answer in, within the time: the first screen with them, in the time left.
  if (all && render && nonce && headers) {
    const screen = await Promise.race([
      serverScreen(render, page, {
        pathname,
        search,
        language,
        host: requestHost(req.headers),
        answers: got,
        nonce,
      }),
      late,
    ]);
    if (screen) write(`${screen}\n`);
  }
  clearTimeout(timer);
  // What has not come by now: the page's script asks for it.
  if (!stop.signal.aborted) out.end(parts.end);
  stop.abort();
}
