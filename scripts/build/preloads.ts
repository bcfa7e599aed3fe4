/**
 * What index.html asks for besides the entry, so a first visit does not wait for one thing after
 * another (entry, then the texts, then the screen, then its data), made from the build's manifest
 * and run by the page's scripts before the app (docs/architecture.md#the-page-before-the-app):
 * - the core messages of the player's language (every screen needs them);
 * - the screen of the address being opened, with what it imports and its own messages in the
 *   player's language, from the routes of src/app/route-table.ts (src/boot/screen-preloads.ts);
 * - on a swipe screen, until the player has seen it, the tour that opens over the first card;
 * - the API calls the first screen waits on: /init on every screen, the lists on the lobby, a
 *   ticket screen's ticket (src/boot/ask-early.ts).
 */
import type { Manifest } from 'vite';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { rankedRoutes, routeTable } from '../../src/app/route-table';
import { FAMILIES } from '../../src/lib/families';
import { LATER_PARTS } from '../../src/lib/screen-files';
import { DEFAULT_MEDIA_BASE } from '../server/site-policy';
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/languages';
import {
  firstScreenCalls as callsOf,
  type FirstScreenTable,
  type ListRow,
  type CallRow,
} from '../../src/boot/first-screen';
import type { PreloadRow, ScreenPreloadsConfig } from '../../src/boot/screen-preloads';
import type { AskEarlyConfig } from '../../src/boot/ask-early';

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

/** A page's preloads in each language it can show: the brand's, and English (pageLanguage may show it). */
export interface LanguagePreloads {
  /** The brand's languages, first first. */
  languages: readonly Language[];
  byLanguage: ReadonlyMap<string, ScreenPreloads>;
}

/** The preloads of each language a brand's page can show (screenPreloads per language). */
export function languagePreloads(
  manifest: Manifest,
  languages: readonly Language[],
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

/**
 * What the page's screen preloads are given (src/boot/screen-preloads.ts): with the entry, the
 * core messages of the player's language and the screen of the address with its messages in that
 * language; later, a screen's files as the app opens it. Every URL is `assetsUrl` + the file's
 * name in assets/.
 */
export function screenPreloadsConfig(
  preloads: LanguagePreloads,
  assetsUrl = DEFAULT_ASSETS_URL,
): HeadPreloads {
  // Brands of one language list and tour setting share their preloads (CompiledApp.preloads):
  // their table is made once.
  const cached = tableCache.get(preloads)?.get(assetsUrl);
  if (cached !== undefined) return cached;
  const made = preloadsTable(preloads, assetsUrl);
  tableCache.set(
    preloads,
    (tableCache.get(preloads) ?? new Map<string, HeadPreloads>()).set(assetsUrl, made),
  );
  return made;
}

type HeadPreloads = Omit<ScreenPreloadsConfig, 'languages'>;

const tableCache = new WeakMap<LanguagePreloads, Map<string, HeadPreloads>>();

function preloadsTable({ byLanguage }: LanguagePreloads, assetsUrl: string): HeadPreloads {
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
  const table = Object.fromEntries(
    sets.map(([language, p]): [string, [number[], PreloadRow[]]] => [
      language,
      [
        index(p.always),
        [
          ...p.routes.map((r): PreloadRow => [index(r.files), index(r.tour)]),
          ...p.parts.map((r): PreloadRow => [index(r.files), []]),
        ],
      ],
    ]),
  );
  return {
    base: assetsUrl,
    files: files.map(inAssets),
    routes: first.routes.map((r) => r.pattern),
    parts: first.parts.map((r) => r.module),
    table,
  };
}

/** The screen of the swipe and list views of a ticket: its first card's logos are in view first. */
const BUILDER_MODULE = 'src/features/ticket-builder/builder-screen.tsx';

/** The family codes and ranked routes of the first-screen table, the same for every brand: made once. */
let routeRows: Pick<FirstScreenTable, 'known' | 'routes' | 'calls'> | undefined;

type TableBrand = { api: { basePath: string }; lobby: { cards: readonly string[] } };

/**
 * What a brand's first screens ask the API for (src/boot/first-screen.ts): its API's base path,
 * its lobby's lists (each family it shows, in the registry's order: its type code, its URL and
 * the pictures of its tiles) and the route table's calls, ranked as the router ranks them.
 */
export function firstScreenTable(brand: TableBrand): FirstScreenTable {
  const api = brand.api.basePath.replace(/\/+$/, '');
  const lists = FAMILIES.filter((f) => brand.lobby.cards.includes(f.id)).map((f): ListRow => [
    f.typeCode,
    `${api}/${f.id}_cards`,
    f.tile === 'image' || f.tile === 'superbet' ? f.tile : 0,
  ]);
  const ranked = rankedRoutes(routeTable());
  routeRows ??= {
    known: FAMILIES.map((f) => f.typeCode),
    routes: ranked.map((r) => r.path),
    calls: ranked.map((r): CallRow => [
      r.data ?? '',
      r.dataUnless ?? '',
      r.screen.module === BUILDER_MODULE ? 1 : 0,
    ]),
  };
  return { api, lists, ...routeRows };
}

/**
 * What the page's early asks are given (src/boot/ask-early.ts): the brand's first-screen table,
 * and its media URL, where the pictures in view first are.
 */
export function askEarlyConfig(
  brand: Pick<RuntimeBrand, 'api' | 'lobby'>,
): Omit<AskEarlyConfig, 'languages'> {
  const media = (brand.api.mediaBasePath ?? DEFAULT_MEDIA_BASE).replace(/\/+$/, '');
  return { table: firstScreenTable(brand), media };
}

/**
 * The URLs of the API calls a page at `pathname` and `search` waits on, as its early asks make
 * them: the server that sends answers with the page (scripts/server/page-answers.ts) asks for
 * these.
 */
export function firstScreenCalls(brand: TableBrand, pathname: string, search: string): string[] {
  return callsOf(firstScreenTable(brand), pathname, search).map((c) => c.url);
}
