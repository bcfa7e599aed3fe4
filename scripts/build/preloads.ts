/**
 * What index.html asks for besides the entry, so a first visit does not wait for one thing after
 * another (entry, then the texts, then the screen, then its data):
 * - the core messages of the brand's first language (every screen needs them);
 * - the screen of the address being opened, with what it imports and its own messages, picked
 *   by a small inline script from the routes of src/app/routes.tsx (ranked as React Router
 *   ranks them) and the build manifest;
 * - on a swipe screen, until the player has seen it, the tour that opens over the first card;
 * - the API calls the first screen waits on: /init on every screen, the lists on the lobby.
 */
import path from 'node:path';
import type { Manifest } from 'vite';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { KIND_ORDER } from '../../src/features/lobby/lobby-params';
import { TOUR_DONE_KEY } from '../../src/features/ticket-builder/tour-done';
import { flatRoutes, readRouteTable } from './route-table';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES_FILE = path.join(ROOT, 'src/app/routes.tsx');
/** The swipe tour, a lazy part of the screens that show it (the ticket builder). */
const TOUR_MODULE = 'src/features/ticket-builder/components/tour.tsx';

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

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

export interface ScreenPreloads {
  /** Files every page preloads (the core messages). */
  always: string[];
  /**
   * Every route, best-ranked first: its pattern, the files of its screen, and those of its tour
   * (preloaded while localStorage has no TOUR_DONE_KEY), if it shows one.
   */
  routes: { pattern: string; files: string[]; tour: string[] }[];
}

/** The modules to preload for each route of the app, for a brand's first language. */
export function screenPreloads(
  manifest: Manifest,
  language: string,
  { tour }: { tour: boolean },
): ScreenPreloads {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const inEntry = new Set(entry ? closure(manifest, entry, new Set()) : []);
  const core = messagesChunk(manifest, language, 'core');
  const always = core ? closure(manifest, core, inEntry) : [];
  const skip = new Set([...inEntry, ...always]);
  const { lazy } = readRouteTable(ROUTES_FILE, ROOT);
  const routes = flatRoutes(ROUTES_FILE, ROOT).map(({ pattern, component }) => {
    const screen = lazy.get(component);
    if (!screen || !manifest[screen.module]) return { pattern, files: [], tour: [] };
    const messages = messagesChunk(manifest, language, screen.messages);
    const files = [
      ...closure(manifest, screen.module, skip),
      ...(messages && screen.messages !== 'core' ? closure(manifest, messages, skip) : []),
    ];
    const showsTour = tour && manifest[screen.module]?.dynamicImports?.includes(TOUR_MODULE);
    return {
      pattern,
      files: [...new Set(files)],
      tour: showsTour ? closure(manifest, TOUR_MODULE, new Set([...skip, ...files])) : [],
    };
  });
  return { always, routes };
}

/** The index.html tags: static preloads, and the inline script that picks the screen's. */
export function preloadTags(preloads: ScreenPreloads): string {
  const files = [...new Set(preloads.routes.flatMap((r) => [...r.files, ...r.tour]))];
  const index = (list: string[]) => list.map((f) => files.indexOf(f));
  const table = preloads.routes.map((r) => [r.pattern, index(r.files), index(r.tour)]);
  // r: [pattern, file indexes, tour file indexes], best first; a pattern segment :x matches any
  // one segment, * the rest. The first route that matches is the one React Router will render.
  // The tour's files only while the player has not seen it (storage may be blocked: then not).
  const script =
    `(function(f,r,k){var p=location.pathname.split('/').filter(Boolean);` +
    `function add(n){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href='/'+f[n];document.head.appendChild(l)}` +
    `for(var i=0;i<r.length;i++){var s=r[i][0].split('/').filter(Boolean),ok=true;` +
    `for(var j=0;j<Math.max(s.length,p.length);j++){if(s[j]==='*')break;` +
    `if(s[j]===undefined||p[j]===undefined||(s[j].charAt(0)!==':'&&s[j]!==p[j])){ok=false;break}}` +
    `if(!ok)continue;r[i][1].forEach(add);` +
    `try{if(localStorage.getItem(k)!=='true')r[i][2].forEach(add)}catch(e){}return}` +
    `})(${scriptJson(files)},${scriptJson(table)},${scriptJson(TOUR_DONE_KEY)})`;
  return [
    ...preloads.always.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${attr(file)}" />`,
    ),
    `<script>${script}</script>`,
  ].join('\n    ');
}

/** The API family of each lobby kind: its list is GET {api}/{family}_cards (src/api/). */
const KIND_FAMILY: Record<(typeof KIND_ORDER)[number], string> = {
  quicktips: 'quicktip',
  smartbets: 'smartbet',
  superbets: 'superbet',
  quickbets: 'quickbet',
  jackpots: 'jackpot',
  quickbetsx: 'quickbetx',
};

/**
 * The API calls a first screen waits on, started with the HTML (the app's fetch() then takes the
 * preloaded answer): /init, which every screen's header reads, and on the lobby (/) the lists it
 * shows: the brand's kinds, narrowed by `type` as src/features/lobby/lobby-params.ts does.
 */
export function apiPreloadTags(brand: Pick<RuntimeBrand, 'api' | 'lobby'>): string {
  const api = brand.api.basePath.replace(/\/+$/, '');
  const lists = KIND_ORDER.flatMap((kind, i) =>
    brand.lobby.cards.includes(kind) ? [[i + 1, `${api}/${KIND_FAMILY[kind]}_cards`]] : [],
  );
  const script =
    `(function(k){if(location.pathname!=='/')return;` +
    `var w=(new URLSearchParams(location.search).get('type')||'').split(',').map(function(s){return s.trim()}).filter(function(s){return /^[1-6]$/.test(s)}).map(Number);` +
    `k.forEach(function(k){if(w.length&&w.indexOf(k[0])<0)return;` +
    `var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=k[1];document.head.appendChild(l)})` +
    `})(${scriptJson(lists)})`;
  // A ticket screen waits on its ticket: the card of /<family>/<code> (and the swipe and list
  // routes), or the ticket of a tracking page, as src/api/ asks for them.
  const detail =
    `(function(a){var p=location.pathname,m,f,c;` +
    `m=/^\\/(quickbetx|quickbetx-swipe|quickbet|quickbet-swipe|jackpot|jackpot-swipe|jackpot-list|quicktip|smartbet|superbet)\\/([^/]+)$/.exec(p);` +
    `if(m&&m[2]!=='otp'&&m[2]!=='generated'&&!(m[1]==='quicktip'&&/[?&]x=/.test(location.search))){f=m[1].replace(/-(swipe|list)$/,'');c=a+'/'+f+'_cards/'}` +
    `else{m=/^\\/(?:[a-z]+\\/tracking|track)\\/([^/]+)$/.exec(p);if(m){m=[0,0,m[1]];c=a+'/tickets/'}}` +
    `if(!c)return;try{c+=encodeURIComponent(decodeURIComponent(m[2]))}catch(e){return}` +
    `var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=c;document.head.appendChild(l)` +
    `})(${scriptJson(api)})`;
  return [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(`${api}/init`)}" />`,
    `<script>${script};${detail}</script>`,
  ].join('\n    ');
}
