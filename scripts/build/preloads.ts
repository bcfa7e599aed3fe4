/**
 * What index.html asks for besides the entry, so a first visit does not wait for one thing after
 * another (entry, then the texts, then the screen, then its data):
 * - the core messages of the player's language (every screen needs them);
 * - the screen of the address being opened, with what it imports and its own messages in the
 *   player's language, picked by a small inline script from the routes of src/app/routes.tsx
 *   (ranked as React Router ranks them), the build manifest and the language the app will show
 *   (LANGUAGE_FUNCTION: the rules of resolveLanguage, src/lib/languages.ts);
 * - on a swipe screen, until the player has seen it, the tour that opens over the first card;
 * - the API calls the first screen waits on: /init on every screen, the lists on the lobby.
 */
import type { Manifest } from 'vite';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { rankedRoutes, routeTable } from '../../src/app/route-table';
import { FAMILIES } from '../../src/lib/families';
import { TOUR_DONE_KEY } from '../../src/features/ticket-builder/tour-done';
import { PRIORITY_LISTS, PRIORITY_TILES } from '../../src/features/lobby/lobby-params';
import { EARLY_ANSWERS } from '../../src/lib/early-answers';
import { LATER_PARTS, SCREEN_FILES } from '../../src/lib/screen-files';
import { DEFAULT_MEDIA_BASE } from '../server/site-policy';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CHOICE_KEY,
  LOCALES,
  VISIT_LANGUAGE_KEY,
} from '../../src/lib/languages';

/** The swipe tour, a lazy part of the screens that show it (the ticket builder). */
const TOUR_MODULE = 'src/features/ticket-builder/components/tour.tsx';

/** The folder of the compiled app's files in a build (the manifest's files all start with it). */
export const ASSETS_FOLDER = 'assets';
/** Where pages fetch the compiled app from unless told otherwise: the same origin. */
export const DEFAULT_ASSETS_URL = `/${ASSETS_FOLDER}/`;

/**
 * Why `url` cannot be where the shared assets are served from, or undefined: an absolute path or
 * an http(s) URL of a folder (ending in /), with nothing that needs escaping in HTML or a script.
 */
export function assetsUrlProblem(url: string): string | undefined {
  if (!/^(\/|https?:\/\/[^/]+\/)/.test(url) || url.startsWith('//')) {
    return `the assets URL must be an absolute path (/assets/) or an http(s) URL, got "${url}"`;
  }
  if (!url.endsWith('/')) return `the assets URL must end with "/" (a folder), got "${url}"`;
  if (/["'<>\\\s`]/.test(url)) return `the assets URL has a character it may not hold: "${url}"`;
  return undefined;
}

/** A file of the compiled app (a manifest `file`, e.g. assets/index-x.js) relative to assets/. */
function inAssets(file: string): string {
  const prefix = `${ASSETS_FOLDER}/`;
  if (!file.startsWith(prefix)) throw new Error(`${file} is not under ${prefix}`);
  return file.slice(prefix.length);
}

/**
 * JSON safe inside a <script> element, a script's or a data block's: no text in it can end the
 * element or open a comment, and the line separators JavaScript once refused in a string are
 * escaped. The page's one way to put a value into a script (the stamp, the guard, the server's
 * data blocks).
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The manifest key of a language's message group (English for languages without texts). */
export function messagesChunk(
  manifest: Manifest,
  language: string,
  group: string,
): string | undefined {
  return [`virtual:messages/${language}/${group}`, `virtual:messages/en/${group}`].find(
    (k) => manifest[k],
  );
}

/** The files a chunk loads with it (itself and its static imports), less those in `skip`. */
function closure(manifest: Manifest, key: string, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || skip.has(chunk.file) || out.includes(chunk.file)) return;
    out.push(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return out;
}

/**
 * The manifest key of the chunk a lazily loaded module is in: its own, or, when the bundler put
 * it in a chunk it shares with other modules, the shared chunk named after it.
 */
export function chunkOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]!.name === name);
}

export interface ScreenPreloads {
  /** Files every page preloads (the core messages). */
  always: string[];
  /**
   * The parts of every page the app loads after its first screen (LATER_PARTS): the module and
   * its files with its texts, preloaded when the app asks (src/lib/screen-files.ts).
   */
  parts: { module: string; files: string[] }[];
  /**
   * Every route, best-ranked first: its pattern, the files of its screen, and those of its tour
   * (preloaded while localStorage has no TOUR_DONE_KEY), if it shows one.
   */
  routes: { pattern: string; files: string[]; tour: string[] }[];
}

/**
 * The inline function `language(o)`: the language the app will show, of the brand's languages `o`
 * (resolveLanguage, src/lib/languages.ts, by the same rules and storage keys): `?lang=` or this
 * tab's, the closest offered, else English; else the stored choice if offered; else the closest
 * to the first of the browser's languages that has one, unless English; else the first. Its
 * `near(tag)` is matchLanguage's steps. The page's shell picker (shells.ts) and its preloads both
 * run it.
 */
export const LANGUAGE_FUNCTION =
  `function language(o){function get(k,area){try{return JSON.parse(window[area].getItem(k))}catch(e){return null}}` +
  `function near(t){t=String(t).trim().toLowerCase().replace(/_/g,'-');var i,l;` +
  `for(i=0;i<o.length;i++){l=o[i];if(l.toLowerCase()==t||(L[l]||'').toLowerCase()==t)return l}` +
  `for(i=0;i<o.length;i++){l=o[i];if((L[l]||'').toLowerCase().split('-')[0]==t.split('-')[0])return l}}` +
  `var L=${JSON.stringify(LOCALES)},` +
  `a=new URLSearchParams(location.search).get('lang')||get(${JSON.stringify(VISIT_LANGUAGE_KEY)},'sessionStorage'),` +
  `c=get(${JSON.stringify(LANGUAGE_CHOICE_KEY)},'localStorage'),b=navigator.languages||[navigator.language],i,m;` +
  `if(a)return near(a)||${JSON.stringify(DEFAULT_LANGUAGE)};if(o.indexOf(c)>=0)return c;` +
  `for(i=0;i<b.length&&!m;i++)if(b[i])m=near(b[i]);` +
  `return m&&m!=${JSON.stringify(DEFAULT_LANGUAGE)}?m:o[0]}`;

/** A page's preloads in each language it can show: the brand's, and English (LANGUAGE_FUNCTION). */
export interface LanguagePreloads {
  /** The brand's languages, first first. */
  languages: readonly string[];
  byLanguage: ReadonlyMap<string, ScreenPreloads>;
}

/** The preloads of each language a brand's page can show (screenPreloads per language). */
export function languagePreloads(
  manifest: Manifest,
  languages: readonly string[],
  { tour }: { tour: boolean },
): LanguagePreloads {
  const shown = [...new Set([...languages, DEFAULT_LANGUAGE])];
  return {
    languages,
    byLanguage: new Map(shown.map((l) => [l, screenPreloads(manifest, l, { tour })])),
  };
}

/**
 * The modules to preload for each route of the app (src/app/route-table.ts), for a language.
 * Throws when a route's screen is not in the build: a page must never ship without the preloads
 * of a screen it can open.
 */
export function screenPreloads(
  manifest: Manifest,
  language: string,
  { tour }: { tour: boolean },
): ScreenPreloads {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const inEntry = new Set(closure(manifest, entry, new Set()));
  const core = messagesChunk(manifest, language, 'core');
  if (!core) throw new Error(`the build has no core messages for ${language} or English`);
  const always = closure(manifest, core, inEntry);
  const skip = new Set([...inEntry, ...always]);
  const routes = rankedRoutes(routeTable()).map(({ path: pattern, screen, messages }) => {
    if (!manifest[screen.module]) {
      throw new Error(
        `route ${pattern}: its screen ${screen.module} is not a chunk of the build, so its preloads cannot be computed`,
      );
    }
    const texts = messages === 'core' ? undefined : messagesChunk(manifest, language, messages);
    if (messages !== 'core' && !texts) {
      throw new Error(`route ${pattern}: the build has no "${messages}" messages for ${language}`);
    }
    const files = [
      ...closure(manifest, screen.module, skip),
      ...(texts ? closure(manifest, texts, skip) : []),
    ];
    const showsTour = tour && manifest[screen.module]?.dynamicImports?.includes(TOUR_MODULE);
    return {
      pattern,
      files: [...new Set(files)],
      tour: showsTour ? closure(manifest, TOUR_MODULE, new Set([...skip, ...files])) : [],
    };
  });
  const parts = LATER_PARTS.map(({ module, messages }) => {
    const chunk = chunkOf(manifest, module);
    if (!chunk) throw new Error(`${module}, a part the app loads later, is not in the build`);
    const texts = messagesChunk(manifest, language, messages);
    const files = [
      ...closure(manifest, chunk, skip),
      ...(texts ? closure(manifest, texts, skip) : []),
    ];
    return { module, files: [...new Set(files)] };
  });
  return { always, routes, parts };
}

/** The inline function that finds the first route of `r` ([pattern, ...], best first) matching the
 * page's path: a pattern segment :x matches any one segment, * the rest. Calls `found(route, id)`
 * with the value of the :id segment, as React Router would pick the route. */
const MATCH_ROUTE =
  `function match(r,found){var p=location.pathname.split('/').filter(Boolean);` +
  `for(var i=0;i<r.length;i++){var s=r[i][0].split('/').filter(Boolean),ok=true,id;` +
  `for(var j=0;j<Math.max(s.length,p.length);j++){if(s[j]==='*')break;` +
  `if(s[j]===undefined||p[j]===undefined||(s[j].charAt(0)!==':'&&s[j]!==p[j])){ok=false;break}` +
  `if(s[j]===':id')id=p[j]}` +
  `if(ok)return found(r[i],id)}}`;

/**
 * The index.html's inline script that has the browser fetch, with the entry, the core messages
 * of the player's language and the screen of the address with its messages in that language.
 * Every URL is `assetsUrl` + the file's name in assets/.
 */
export function preloadTags(preloads: LanguagePreloads, assetsUrl = DEFAULT_ASSETS_URL): string {
  // Brands of one language list and tour setting share their preloads (CompiledApp.preloads):
  // their tags are rendered once.
  const cached = tagCache.get(preloads)?.get(assetsUrl);
  if (cached !== undefined) return cached;
  const tags = renderPreloadTags(preloads, assetsUrl);
  tagCache.set(
    preloads,
    (tagCache.get(preloads) ?? new Map<string, string>()).set(assetsUrl, tags),
  );
  return tags;
}

const tagCache = new WeakMap<LanguagePreloads, Map<string, string>>();

function renderPreloadTags({ languages, byLanguage }: LanguagePreloads, assetsUrl: string): string {
  const sets = [...byLanguage];
  const files = [
    ...new Set(
      sets.flatMap(([, p]) => [
        ...p.always,
        ...p.routes.flatMap((r) => [...r.files, ...r.tour]),
        ...p.parts.flatMap((r) => r.files),
      ]),
    ),
  ];
  const index = (list: string[]) => list.map((f) => files.indexOf(f));
  // Every language lists the same routes in the same order (the route table's, ranked), then the
  // same parts, each by its module (no address matches one).
  const first = sets[0]![1];
  const patterns = [
    ...first.routes.map((r, i) => [r.pattern, i]),
    ...first.parts.map((r, i) => [r.module, first.routes.length + i]),
  ];
  const table = Object.fromEntries(
    sets.map(([language, p]) => [
      language,
      [
        index(p.always),
        [
          ...p.routes.map((r) => [index(r.files), index(r.tour)]),
          ...p.parts.map((r) => [index(r.files), []]),
        ],
      ],
    ]),
  );
  // r: [pattern, its row], best first; x: per language, its core files and each route's row (its
  // files, and those of its tour: only while the player has not seen it; storage may be blocked:
  // then not). window[SCREEN_FILES](pattern) preloads a route's files when the app opens its
  // screen later, or a later part's by its module (src/lib/screen-files.ts); each file is asked
  // for once.
  const script =
    `(function(b,f,r,x,o,k){var d={};function add(n){if(d[n])return;d[n]=1;var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=b+f[n];document.head.appendChild(l)}` +
    `${LANGUAGE_FUNCTION}${MATCH_ROUTE}var t=x[language(o)]||x[o[0]];t[0].forEach(add);` +
    `window.${SCREEN_FILES}=function(p){r.forEach(function(q){if(q[0]===p)t[1][q[1]][0].forEach(add)})};` +
    `match(r,function(route){var s=t[1][route[1]];s[0].forEach(add);` +
    `try{if(localStorage.getItem(k)!=='true')s[1].forEach(add)}catch(e){}})` +
    `})(${scriptJson(assetsUrl)},${scriptJson(files.map(inAssets))},${scriptJson(patterns)},` +
    `${scriptJson(table)},${scriptJson(languages)},${scriptJson(TOUR_DONE_KEY)})`;
  return `<script>${script}</script>`;
}

/** The screen of the swipe and list views of a ticket: its first card's logos are in view first. */
const BUILDER_MODULE = 'src/features/ticket-builder/builder-screen.tsx';

/** The script's family codes and ranked routes, the same for every brand: made once. */
let routesJson: { known: string; data: string } | undefined;

/**
 * The API calls a first screen waits on, started with the HTML: /init, which every screen's
 * header reads; on the lobby (/) the lists it shows (the brand's families, narrowed by `type` as
 * src/features/lobby/lobby-params.ts does); on a ticket or tracking screen, its ticket (the route
 * table's `data`).
 *
 * They are asked for by the script itself, as the app would ask (its URL, Accept and the
 * Accept-Language of the language the page will show: /init too, which a preload tag asked in
 * the browser's language), and kept for the app (src/lib/early-answers.ts: its first GET of the
 * URL takes the answer). A page the bundled server sends its answers with
 * (scripts/server/page-answers.ts) names them in a data block before its scripts
 * (COMING_ELEMENT_ID: a JSON list of URLs): for those the script asks for nothing, and keeps for the app, once the page has been
 * read, the answer of the page's data block of that URL in the language it would have asked
 * for (ANSWER_ATTRIBUTE, LANGUAGE_ATTRIBUTE), or else, when the server gave none, its own
 * fetch as above. When one arrives, the script reads a copy and has the browser fetch
 * the images that will be in view first, before React runs (the largest paint of a
 * first visit was a tile's image, asked for only once the app had rendered the lists): the
 * lobby's priority tiles (the first PRIORITY_TILES tiles of the first PRIORITY_LISTS lists: image
 * tiles' previews, super bet tiles' team logos), a swipe or list screen's first card's team and
 * league logos. The URLs are the app's (src/lib/media.ts, the tiles and the card).
 */
export function apiPreloadTags(brand: Pick<RuntimeBrand, 'api' | 'lobby' | 'languages'>): string {
  const api = brand.api.basePath.replace(/\/+$/, '');
  const media = (brand.api.mediaBasePath ?? DEFAULT_MEDIA_BASE).replace(/\/+$/, '');
  // Each list the brand shows: its type code, its URL and the images of its tiles, if any.
  const lists = FAMILIES.flatMap((f) =>
    brand.lobby.cards.includes(f.id as never)
      ? [
          [
            f.typeCode,
            `${api}/${f.id}_cards`,
            f.tile === 'image' || f.tile === 'superbet' ? f.tile : 0,
          ],
        ]
      : [],
  );
  const { known, data } = (routesJson ??= {
    known: scriptJson(FAMILIES.map((f) => f.typeCode)),
    data: scriptJson(
      rankedRoutes(routeTable()).map((r) => [
        r.path,
        r.data ?? '',
        r.dataUnless ?? '',
        r.screen.module === BUILDER_MODULE ? 1 : 0,
      ]),
    ),
  });
  const script =
    `(function(k,c,r,a,m,o,P,T){var E=window.${EARLY_ANSWERS}={},h={Accept:'application/json'},g,C=[];${LANGUAGE_FUNCTION}${MATCH_ROUTE}` +
    `try{g=${scriptJson(LOCALES)}[language(o)];if(g)h['Accept-Language']=g}catch(e){}` +
    `try{C=JSON.parse(document.getElementById('${COMING_ELEMENT_ID}').textContent)||[]}catch(e){}` +
    `ask(a+'/init');` +
    `function img(u){if(!u)return;var l=document.createElement('link');l.rel='preload';l.as='image';l.fetchPriority='high';l.href=u;document.head.appendChild(l)}` +
    `function id(x){return encodeURIComponent(String(x))}` +
    `function logo(t){if(t&&t.id!=null)img(m+'/teams/'+id(t.id)+'.png')}` +
    `function get(u,s){return fetch(u,{headers:h,signal:s.signal})}` +
    // An answer that comes with the page: its data block once the page is read, else a fetch.
    `function page(u,s){return new Promise(function(ok){function go(){if(document.readyState==='loading')return;document.removeEventListener('readystatechange',go);` +
    `var b=[].filter.call(document.querySelectorAll('script[${ANSWER_ATTRIBUTE}]'),function(x){return x.getAttribute('${ANSWER_ATTRIBUTE}')===u&&x.getAttribute('${LANGUAGE_ATTRIBUTE}')===(g||'')})[0];` +
    `ok(b?new Response(b.textContent,{headers:{'Content-Type':'application/json'}}):get(u,s))}` +
    `document.addEventListener('readystatechange',go);go()})}` +
    `function ask(u,f){var s=new AbortController(),p=C.indexOf(u)<0?get(u,s):page(u,s);E[u]={response:p,abort:function(){s.abort()}};` +
    `if(f)p.then(function(x){if(x.ok)return x.clone().json().then(f)}).catch(function(){})}` +
    `function tiles(t){return function(d){(Array.isArray(d)?d:[]).slice(0,T).forEach(function(x){` +
    `if(t==='image')img(x.preview_img);else{var e=x.event||(x.events||[])[0];if(e){logo(e.home_team);logo(e.away_team)}}})}}` +
    `function card(d){var e=d&&d.events&&d.events[0];if(!e)return;logo(e.home_team);logo(e.away_team);` +
    `if(e.category&&e.category.league_id!=null)img(m+'/leagues/'+id(e.category.league_id)+'.png')}` +
    `if(location.pathname==='/'){` +
    `var w=(new URLSearchParams(location.search).get('type')||'').split(',').map(function(s){return s.trim()}).filter(function(s){return /^[0-9]+$/.test(s)}).map(Number).filter(function(n){return c.indexOf(n)>=0}),n=0;` +
    `k.forEach(function(k){if(w.length&&w.indexOf(k[0])<0)return;ask(k[1],n<P&&k[2]?tiles(k[2]):0);n++});return}` +
    `match(r,function(route,id){if(!route[1]||id===undefined||(route[2]&&new URLSearchParams(location.search).has(route[2])))return;` +
    `try{ask(a+route[1].replace(':id',encodeURIComponent(decodeURIComponent(id))),route[3]?card:0)}catch(e){}})` +
    `})(${scriptJson(lists)},${known},${data},${scriptJson(api)},${scriptJson(media)},` +
    `${scriptJson(brand.languages)},${PRIORITY_LISTS},${PRIORITY_TILES})`;
  return `<script>${script}</script>`;
}

/** The id of the data block that names the answers the server sends with the page (a JSON list). */
export const COMING_ELEMENT_ID = 'betdeck-coming';
/** The attribute of a data block of the page that holds an answer: the URL it answers. */
export const ANSWER_ATTRIBUTE = 'data-answer';
/** ...and the language (a locale, LOCALES) it was asked in, as the page's script asks. */
export const LANGUAGE_ATTRIBUTE = 'data-lang';

const apiBase = (brand: Pick<RuntimeBrand, 'api'>) => brand.api.basePath.replace(/\/+$/, '');

/**
 * The API calls a page at `pathname` and `search` waits on, as the app will make them (their
 * URLs): /init, and what apiPreloadTags' script asks for there (the lobby's lists, narrowed by
 * `type`; a ticket or tracking screen's ticket). The server that sends answers with the page
 * (scripts/server/page-answers.ts) asks for these; tests/build/page-answers.test.ts holds them
 * to the script's.
 */
export function firstScreenCalls(
  brand: { api: { basePath: string }; lobby: { cards: readonly string[] } },
  pathname: string,
  search: string,
): string[] {
  const api = apiBase(brand);
  const query = new URLSearchParams(search);
  const calls = [`${api}/init`];
  if (pathname === '/') {
    const known: number[] = FAMILIES.map((f) => f.typeCode);
    const wanted = (query.get('type') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^[0-9]+$/.test(s))
      .map(Number)
      .filter((n) => known.includes(n));
    for (const f of FAMILIES) {
      if (!brand.lobby.cards.includes(f.id)) continue;
      if (wanted.length && !wanted.includes(f.typeCode)) continue;
      calls.push(`${api}/${f.id}_cards`);
    }
    return calls;
  }
  const path = pathname.split('/').filter(Boolean);
  for (const route of rankedRoutes(routeTable())) {
    const pattern = route.path.split('/').filter(Boolean);
    let id: string | undefined;
    let ok = true;
    for (let j = 0; j < Math.max(pattern.length, path.length); j++) {
      if (pattern[j] === '*') break;
      const [p, s] = [pattern[j], path[j]];
      if (p === undefined || s === undefined || (!p.startsWith(':') && p !== s)) {
        ok = false;
        break;
      }
      if (p === ':id') id = s;
    }
    if (!ok) continue;
    if (!route.data || id === undefined || (route.dataUnless && query.has(route.dataUnless))) {
      return calls;
    }
    try {
      calls.push(api + route.data.replace(':id', encodeURIComponent(decodeURIComponent(id))));
    } catch {
      // A path the page's script cannot decode either: it asks for nothing.
    }
    return calls;
  }
  return calls;
}
