import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import sharp from 'sharp';
import type { Manifest } from 'vite';
import { BRAND_ELEMENT_ID, type RuntimeBrand } from '../../src/config/runtime-brand';
import { LOCALES, type Language } from '../../src/lib/languages';
import { escapeHtml } from '../../src/lib/text';
import type { Brand } from '../../src/types/brand.gen';
import {
  ICON_PNG,
  ICON_SIZES,
  iconSource,
  pngSize,
  renderIcon,
  shippedImage,
  SVGO_OPTIONS,
  SVGO_VERSION,
} from '../brand/index';
import { toRuntimeCompliance } from '../brand/compliance';
import { HEADERS_FILE, renderHeadersFile, siteHeaders } from '../server/site-policy';
import { barRoom } from './bar-room';
import { buildBrandPages, pagePaths } from './brand-pages';
import { bootGuardCss } from './boot-guard';
import { pageHeadScript } from './head-script';
import type { ShellPickerConfig } from '../../src/boot/shell-picker';
import { writeFiles } from './file-writer';
import { mapLimit, mirrorFolder } from './files';
import { loadPrerender, renderShellHtml, type PrerenderThread } from './shells';
import {
  ASSETS_FOLDER,
  assetsUrlProblem,
  DEFAULT_ASSETS_URL,
  languagePreloads,
  type LanguagePreloads,
} from './preloads';
import { scriptJson } from './script-json';
import { readCompiledWorker, renderServiceWorker, SERVICE_WORKER_FILE } from './service-worker';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BRANDS_DIR = path.join(ROOT, 'brands');

/** The boot spinner's style: src/components/loading.tsx's BareLoading, before any script. */
const BOOT_CSS =
  '.boot{min-height:60vh;display:grid;place-content:center;justify-items:center;gap:12px;font:16px system-ui,sans-serif}' +
  '.boot img{width:64px;height:64px;animation:boot-spin 1.2s linear infinite}' +
  '@keyframes boot-spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.boot img{animation:none}}';

const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

export interface BrandAssetFile {
  /** Path under the built site, e.g. brand/logo-1a2b3c4d.svg */
  target: string;
  /** The brand's image it is made from (brands/<id>/...). */
  source: string;
  /** An icon of the installable app, this many px square, drawn from the source. */
  icon?: number;
  /** The source's bytes, when already read (brandAssetFiles reads them to name the file). */
  bytes?: Buffer;
}

export interface BrandAssets {
  /** The URLs of the brand's images, for the page's config. */
  urls: RuntimeBrand['assets'];
  /** The installable app's icons, for the manifest. */
  icons: { src: string; size: number }[];
  files: BrandAssetFile[];
}

/**
 * What the processing of images depends on besides the image: a change of the optimiser or the
 * renderer makes new files (new names), never other bytes under a name already shipped.
 */
const IMAGE_TOOLS = `svgo ${SVGO_VERSION} ${JSON.stringify(SVGO_OPTIONS)} sharp ${sharp.versions.sharp} png ${JSON.stringify(ICON_PNG)}`;
/**
 * Processed images, by their target's file name (a hash of the source and what was done); kept
 * across builds, forced ones too (a name is the hash of what made it). BETDECK_IMAGE_CACHE puts it
 * elsewhere (the brands bench starts each build with an empty one, as a fresh checkout does).
 */
const imageCache = () =>
  process.env.BETDECK_IMAGE_CACHE ?? path.join(ROOT, '.cache', 'brand-images');
const cachePath = (file: BrandAssetFile) => path.join(imageCache(), path.basename(file.target));

/**
 * The brand's files in its site, each under brand/ with a content-hashed name for long caching:
 * its images (SVGs optimised) and the installable app's icons drawn from its favicon or logo
 * (iconSource). Only names here; the bytes are made when written (brandFileBody).
 */
export function brandAssetFiles(brand: Brand, brandsDir = BRANDS_DIR): BrandAssets {
  const urls: Record<string, string> = {};
  const files: BrandAssetFile[] = [];
  const bytes: Partial<Record<string, Buffer>> = {};
  const name = (rel: string, source: Buffer, suffix: string, ext: string) => {
    const hash = createHash('sha256').update(source).update(`\0${IMAGE_TOOLS}${suffix}`);
    return `brand/${path.basename(rel, path.extname(rel))}${suffix}-${hash.digest('hex').slice(0, 10)}${ext}`;
  };
  for (const [key, rel] of Object.entries(brand.assets)) {
    if (!rel) continue;
    const source = path.join(brandsDir, rel);
    // Small files, read synchronously: an asynchronous read is four round trips of the thread
    // pool (open, stat, read, close), hundreds of brands over.
    bytes[key] = readFileSync(source);
    const target = name(rel, bytes[key], '', path.extname(rel));
    urls[key] = `/${target}`;
    files.push({ target, source, bytes: bytes[key] });
  }
  const favicon = pngSize(bytes.favicon ?? Buffer.alloc(0));
  const from = iconSource(brand.assets, favicon ? { favicon } : {}).key;
  const icons = ICON_SIZES.map((size) => {
    const target = name('icon', bytes[from]!, `-${size}`, '.png');
    files.push({
      target,
      source: path.join(brandsDir, brand.assets[from]),
      icon: size,
      bytes: bytes[from],
    });
    return { src: `/${target}`, size };
  });
  return { urls: urls as RuntimeBrand['assets'], icons, files };
}

/** Images being made in this process, by cache file: the same image made once at a time. */
const making = new Map<string, Promise<Buffer>>();

/**
 * Makes the bytes of a brand file (an SVG optimised, an icon drawn) and keeps them in the cache;
 * brands with the same image (the same name: a hash of its bytes) make it once.
 */
function makeBrandFile(file: BrandAssetFile, cached: string): Promise<Buffer> {
  let made = making.get(cached);
  if (!made) {
    made = (async () => {
      const source = file.bytes ?? (await readFile(file.source));
      const body = file.icon
        ? await renderIcon(source, file.icon)
        : shippedImage(file.source, source);
      // Whole or not at all: other builds link the cache's files.
      await writeFiles([
        ['mkdir', path.dirname(cached)],
        ['atomic', cached, body],
      ]);
      return body;
    })().finally(() => making.delete(cached));
    making.set(cached, made);
  }
  return made;
}

/** The bytes of a brand file as shipped (an SVG optimised, an icon drawn), kept in .cache/. */
export async function brandFileBody(file: BrandAssetFile): Promise<Buffer> {
  const cached = cachePath(file);
  const kept = await readFile(cached).catch(() => undefined);
  return kept ?? makeBrandFile(file, cached);
}

/**
 * Makes the brand files that the image cache lacks (SVGs optimised, icons drawn), a few at a time:
 * they depend on the brand files alone, so the build makes them while the app compiles. Between
 * two files it lets the event loop run (the compile's own callbacks wait on it): an SVG is
 * optimised synchronously.
 */
export async function prepareBrandFiles(files: readonly BrandAssetFile[]): Promise<void> {
  cacheListing = undefined; // listed anew for each build: the folder may have been emptied since
  const seen = new Set<string>();
  await mapLimit(
    files.filter((f) => !seen.has(f.target) && seen.add(f.target)),
    PREPARE_AT_ONCE,
    async (file) => {
      await nextTurn();
      await cachedBrandFile(file);
    },
  );
}
/** Files made at once by prepareBrandFiles: enough to keep sharp's threads busy. */
const PREPARE_AT_ONCE = 4;

/**
 * The image cache's files, listed once a build (which asks for each image twice: when it prepares
 * them, when it stamps): one existsSync a file, thousands of them for hundreds of brands, was 0.2 s
 * of the build's thread. The files the build makes are added.
 */
let cacheListing: Set<string> | undefined;
function inCache(file: string): boolean {
  if (!cacheListing) {
    try {
      cacheListing = new Set(readdirSync(imageCache()));
    } catch {
      cacheListing = new Set(); // none yet
    }
  }
  return cacheListing.has(file);
}

/** A brand file's path in the image cache, made there first when missing. */
async function cachedBrandFile(file: BrandAssetFile): Promise<string> {
  const cached = cachePath(file);
  if (!inCache(path.basename(cached))) {
    await makeBrandFile(file, cached);
    cacheListing!.add(path.basename(cached));
  }
  return cached;
}

/** The messages of src/locales/<language>.json (read once per build; none: undefined). */
const localeFiles = new Map<string, Record<string, string> | undefined>();
function localeMessages(language: string): Record<string, string> | undefined {
  if (!localeFiles.has(language)) {
    const file = path.join(ROOT, 'src/locales', `${language}.json`);
    localeFiles.set(
      language,
      existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
        : undefined,
    );
  }
  return localeFiles.get(language);
}

/** A core text in a language, from src/locales/ (English where the language has none). */
function coreText(language: string, id: string): string {
  const text = localeMessages(language)?.[id] ?? localeMessages('en')?.[id];
  if (!text) throw new Error(`src/locales/en.json has no ${id}`);
  return text;
}

/** What the browser gets of a brand file: everything but editor hints, asset paths as URLs. */
export function toRuntimeBrand(brand: Brand, assets: RuntimeBrand['assets']): RuntimeBrand {
  // `demoApi` is the demo API's seed of the operator's money, not presentation: not shipped.
  const {
    $schema: _schema,
    assets: _assets,
    demoApi: _demoApi,
    compliance: _compliance,
    ...rest
  } = brand;
  // What the page says while the app's own texts load: "Loading..." in the brand's language.
  const loadingText = coreText(brand.languages[0] ?? 'en', 'common.loading');
  // The licences with their markets' defaults (schemas/markets.json): the page reads no rules.
  const compliance = toRuntimeCompliance(brand);
  return { ...rest, assets, loadingText, ...(compliance ? { compliance } : {}) };
}

/**
 * The compiled app is built with a relative base (vite.config.ts), so its index.html asks for
 * `./assets/<file>`: each becomes `<assetsUrl><file>`, the one place the app is served from.
 */
function pointAtAssets(template: string, assetsUrl: string): string {
  const html = template.replace(
    /(\s(?:src|href)=")\.\/assets\//g,
    (_, before: string) => `${before}${assetsUrl.replace(/&/g, '&amp;')}`,
  );
  const left = /\s(?:src|href)="\.\.?\/[^"]*"/.exec(html);
  if (left) throw new Error(`index.html has a relative URL outside assets/: ${left[0].trim()}`);
  return html;
}

/**
 * Fills the compiled index.html's two placeholders with the brand's head tags and config.
 * `preloads`: the modules each screen needs, from the build manifest (scripts/build/preloads.ts).
 * `assetsUrl`: where the compiled app's assets/ folder is served from (default /assets/).
 * `guard`: the page's guard against an app that never starts (boot-guard.ts): built pages have it;
 * npm run dev's has not (its first load compiles the app, and may take longer than the bound).
 */
export function renderIndexHtml(
  template: string,
  brand: RuntimeBrand,
  preloads?: LanguagePreloads,
  assetsUrl: string = DEFAULT_ASSETS_URL,
  shell?: { style: string; body: string; picker: ShellPickerConfig },
  guard = false,
): string {
  const { colors } = brand.theme;
  const favicon = brand.assets.favicon;
  const faviconType = MIME[path.extname(favicon)] ?? 'image/png';
  const bar = barRoom(brand);
  const head = [
    `<title>${escapeHtml(brand.name)}</title>`,
    brand.description
      ? `<meta name="description" content="${escapeHtml(brand.description)}" />`
      : '',
    `<meta name="theme-color" content="${colors.primary}" />`,
    `<link rel="icon" href="${favicon}" type="${faviconType}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<link rel="preload" as="image" href="${brand.assets.logo}" />`,
    `<style>html{background:${colors.background};color:${colors.text}}body{margin:0}${BOOT_CSS}${guard ? bootGuardCss(brand) : ''}${shell?.style ?? ''}${bar?.style ?? ''}</style>`,
    // Before the body is painted: the room of the host's bar (bar-room.ts).
    bar ? `<script>${bar.script}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const lang = brand.languages[0] ?? 'en';
  const config = `<script id="${BRAND_ELEMENT_ID}" type="application/json">${scriptJson(brand)}</script>`;
  if (!template.includes('<!--brand-head-->') || !template.includes('<!--brand-config-->')) {
    throw new Error('index.html lacks the <!--brand-head--> or <!--brand-config--> placeholder');
  }
  // What the app shows first (BareLoading: the brand's spinner and Loading...), painted as soon
  // as the HTML arrives instead of after the scripts have run; React replaces it on its first
  // render. Before it, the screen's shell where the address has one (shells.ts).
  const boot = `<div id="root"><div class="boot" role="status"><img src="${brand.assets.spinner}" alt="" width="64" height="64" /><span>${escapeHtml(brand.loadingText)}</span></div></div>`;
  // After the entry script Vite put in the head, so the entry is asked for first.
  const late = pageHeadScript(brand, {
    ...(guard ? { guard: coreText } : {}),
    preloads,
    assetsUrl,
    ...(shell ? { shell: shell.picker } : {}),
  });
  // `lang`: the app's own locale for the language (src/hooks/intl.tsx sets the same once it runs).
  return pointAtAssets(template, assetsUrl)
    .replace('<html lang="en">', `<html lang="${LOCALES[lang]}">`)
    .replace('<!--brand-head-->', head)
    .replace('</head>', `  ${late}\n  </head>`)
    .replace('<div id="root"></div>', [bar?.body, shell?.body, boot].filter(Boolean).join('\n    '))
    .replace('<!--brand-config-->', config);
}

/**
 * The text of each inline script a browser runs in a page (not those with a src, nor data blocks
 * such as the brand config's application/json) and of each inline style: what the page's content
 * security policy allows by hash.
 */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const runs = (attrs: string) =>
    !/\ssrc=/i.test(attrs) && !/\stype="(?!module"|text\/javascript")/i.test(attrs);
  return {
    scripts: [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
      .filter((m) => runs(m[1] ?? ''))
      .map((m) => m[2]!),
    styles: [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!),
  };
}

/** The `_headers` of a brand's site: its policy, computed from its page as written. */
export function renderSiteHeaders(brand: RuntimeBrand, html: string, assetsUrl: string): string {
  const { scripts, styles } = inlineCode(html);
  return renderHeadersFile(
    brand.id,
    siteHeaders(brand, { assetsUrl, inlineScripts: scripts, inlineStyles: styles }),
  );
}

/** The web app manifest: the icons an installable app needs (192 and 512 px), and the favicon. */
export function renderManifest(brand: RuntimeBrand, icons: BrandAssets['icons']): string {
  const favicon = brand.assets.favicon;
  return `${JSON.stringify(
    {
      name: brand.name,
      short_name: brand.name,
      start_url: '/',
      display: 'standalone',
      background_color: brand.theme.colors.background,
      theme_color: brand.theme.colors.primary,
      icons: [
        ...icons.map((i) => ({ src: i.src, sizes: `${i.size}x${i.size}`, type: 'image/png' })),
        ...(favicon.endsWith('.svg') ? [{ src: favicon, sizes: 'any', type: MIME['.svg'] }] : []),
      ],
    },
    null,
    2,
  )}\n`;
}

/** The brand stamped into a page by renderIndexHtml (what nginx:conf reads of a built site). */
export function readStampedBrand(html: string): RuntimeBrand | undefined {
  const m = new RegExp(
    `<script id="${BRAND_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`,
  ).exec(html);
  return m?.[1] ? (JSON.parse(m[1]) as RuntimeBrand) : undefined;
}

/** The compiled, brand-agnostic app (vite build's output), read once for every brand. */
export interface CompiledApp {
  dir: string;
  template: string;
  manifest: Manifest;
  /** The entry chunk, e.g. assets/index-AbC123.js. */
  entry: string;
  /** The preloads of a list of languages and a tour setting (computed once per pair). */
  preloads: (languages: readonly Language[], tour: boolean) => LanguagePreloads;
  /** The compiled prerender of the page shells, in a thread of its own (started once). */
  prerender: () => Promise<PrerenderThread>;
  /** The compiled service worker (assets/sw-<hash>.js), which each brand's sw.js loads. */
  serviceWorker: string;
  /**
   * Settles when every file of assets/ is written (the build precompresses them while brands are
   * stamped): a site copies them only then. None: they are.
   */
  assetsWritten?: Promise<unknown>;
}

export async function readCompiledApp(appDir: string): Promise<CompiledApp> {
  const manifestFile = path.join(appDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: the compiled app has no manifest`);
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((c) => c.isEntry)?.file;
  if (!entry) throw new Error(`${manifestFile} has no entry chunk`);
  // Dot files are the build's own (.vite/manifest.json, the key of the compile's inputs).
  const unexpected = (await readdir(appDir)).filter(
    (f) => !f.startsWith('.') && !['index.html', ASSETS_FOLDER].includes(f),
  );
  if (unexpected.length) {
    // Brand sites take only index.html and assets/ from the compile: anything else would be lost.
    throw new Error(`the compiled app has files outside assets/: ${unexpected.join(', ')}`);
  }
  const cache = new Map<string, LanguagePreloads>();
  let prerender: Promise<PrerenderThread> | undefined;
  return {
    prerender: () => (prerender ??= loadPrerender(appDir)),
    serviceWorker: await readCompiledWorker(appDir),
    dir: appDir,
    template: await readFile(path.join(appDir, 'index.html'), 'utf8'),
    manifest,
    entry,
    preloads: (languages, tour) => {
      const key = `${languages.join(',')}|${tour}`;
      let hit = cache.get(key);
      if (!hit) {
        hit = languagePreloads(manifest, languages, { tour });
        cache.set(key, hit);
      }
      return hit;
    },
  };
}

export interface StampOptions {
  /** Where the shared assets are served from (a CDN folder URL); default /assets/. */
  assetsUrl?: string;
  /** Copy the compiled app into the brand's folder: a site any static host can serve alone. */
  selfContained: boolean;
  /** The brands/ folder the brand's asset paths are relative to. */
  brandsDir?: string;
  /** The brand's images, when already read (brandAssetFiles). */
  assets?: BrandAssets;
}

/**
 * Writes one brand's site into `outDir`, a folder that does not exist yet (a build stamps each
 * brand it builds into a new release: release-folder.ts): index.html and manifest.webmanifest
 * carrying its config, `_headers` with its security headers (site-policy.ts: the policy allows the
 * page's inline code by hash), sw.js (its service worker: scripts/build/service-worker.ts), its
 * own assets under brand/ (hard links into the image cache), its own pages (brand-pages.ts:
 * `<path>/index.html`, `<path>/<language>/index.html`), and, when self-contained, the
 * compiled app under assets/. The files a page names are written before it.
 */
export async function stampBrand(
  brand: Brand,
  app: CompiledApp,
  outDir: string,
  { assetsUrl = DEFAULT_ASSETS_URL, selfContained, brandsDir = BRANDS_DIR, assets }: StampOptions,
): Promise<void> {
  const problem = assetsUrlProblem(assetsUrl);
  if (problem) throw new Error(problem);
  if (existsSync(outDir)) throw new Error(`${outDir}: a brand is stamped into a new folder`);
  let preloads: LanguagePreloads;
  try {
    preloads = app.preloads(brand.languages, brand.blocks.tour);
  } catch (error) {
    // A page must never ship without the preloads of a screen it can open.
    throw new Error(`${brand.id}: cannot compute the screens' preloads: ${String(error)}`, {
      cause: error,
    });
  }
  const { urls, icons, files } = assets ?? brandAssetFiles(brand, brandsDir);
  const runtime = toRuntimeBrand(brand, urls);
  const prerender = await app.prerender();
  const shell = await renderShellHtml(runtime, prerender);
  const html = renderIndexHtml(app.template, runtime, preloads, assetsUrl, shell, true);
  // Its own pages (terms, privacy...: brands/<id>/pages/), in its look (brand-pages.ts).
  const own = await buildBrandPages(brand, runtime, prerender, brandsDir);

  const cached = await Promise.all(files.map(cachedBrandFile));
  if (selfContained) {
    await app.assetsWritten;
    await mirrorFolder(path.join(app.dir, ASSETS_FOLDER), path.join(outDir, ASSETS_FOLDER));
  }
  const webManifest = renderManifest(runtime, icons);
  await writeFiles([
    ['mkdir', path.join(outDir, 'brand')],
    ...files.map((f, i) => ['link', cached[i]!, path.join(outDir, f.target)] as const),
    ...(own.css ? [['write', path.join(outDir, own.css.target), own.css.body] as const] : []),
    ...own.pages.flatMap((p) => [
      ['mkdir', path.dirname(path.join(outDir, p.target))] as const,
      ['write', path.join(outDir, p.target), p.html] as const,
    ]),
    ['write', path.join(outDir, 'manifest.webmanifest'), webManifest],
    ['write', path.join(outDir, HEADERS_FILE), renderSiteHeaders(runtime, html, assetsUrl)],
    ['write', path.join(outDir, 'index.html'), html],
    // After the page: the worker precaches the page it names by the hash of its content.
    [
      'write',
      path.join(outDir, SERVICE_WORKER_FILE),
      renderServiceWorker(app.serviceWorker, app.manifest, {
        html,
        webManifest,
        brandFiles: [...files.map((f) => f.target), ...(own.css ? [own.css.target] : [])],
        pages: pagePaths(own.pages),
        assetsUrl,
        brand: runtime,
      }),
    ],
  ]);
}
