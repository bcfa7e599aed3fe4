import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { LOCALES } from '../../src/lib/languages';
import type { Brand } from '../../src/types/brand.gen';
import { apiPreloadTags, preloadTags, screenPreloads, type ScreenPreloads } from './preloads';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BRANDS_DIR = path.join(ROOT, 'brands');

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script> element: no `</script>`, no HTML comment openers. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
  source: string;
}

/** The brand's asset files, each with a content-hashed name under brand/ for long caching. */
export async function brandAssetFiles(
  brand: Brand,
): Promise<{ urls: RuntimeBrand['assets']; files: BrandAssetFile[] }> {
  const urls: Record<string, string> = {};
  const files: BrandAssetFile[] = [];
  for (const [key, rel] of Object.entries(brand.assets)) {
    if (!rel) continue;
    const source = path.join(BRANDS_DIR, rel);
    const hash = createHash('sha256')
      .update(await readFile(source))
      .digest('hex')
      .slice(0, 10);
    const ext = path.extname(rel);
    const target = `brand/${path.basename(rel, ext)}-${hash}${ext}`;
    urls[key] = `/${target}`;
    files.push({ target, source });
  }
  return { urls: urls as RuntimeBrand['assets'], files };
}

/** What the browser gets of a brand file: everything but editor hints, asset paths as URLs. */
/** A core text in a language, from src/locales/ (English where the language has none). */
function coreText(language: string, id: string): string {
  const read = (lang: string) => {
    const file = path.join(ROOT, 'src/locales', `${lang}.json`);
    return existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[id]
      : undefined;
  };
  const text = read(language) ?? read('en');
  if (!text) throw new Error(`src/locales/en.json has no ${id}`);
  return text;
}

export function toRuntimeBrand(brand: Brand, assets: RuntimeBrand['assets']): RuntimeBrand {
  // `demoApi` is the demo API's seed of the operator's money, not presentation: not shipped.
  const { $schema: _schema, assets: _assets, demoApi: _demoApi, ...rest } = brand;
  // What the page says while the app's own texts load: "Loading..." in the brand's language.
  const loadingText = coreText(brand.languages[0] ?? 'en', 'common.loading');
  return { ...rest, assets, loadingText };
}

/**
 * Fills the compiled index.html's two placeholders with the brand's head tags and config.
 * `preloads`: the modules each screen needs, from the build manifest (scripts/build/preloads.ts).
 */
export function renderIndexHtml(
  template: string,
  brand: RuntimeBrand,
  preloads?: ScreenPreloads,
): string {
  const { colors } = brand.theme;
  const favicon = brand.assets.favicon;
  const faviconType = MIME[path.extname(favicon)] ?? 'image/png';
  const head = [
    `<title>${escapeHtml(brand.name)}</title>`,
    brand.description
      ? `<meta name="description" content="${escapeHtml(brand.description)}" />`
      : '',
    `<meta name="theme-color" content="${colors.primary}" />`,
    `<link rel="icon" href="${favicon}" type="${faviconType}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<link rel="preload" as="image" href="${brand.assets.logo}" />`,
    `<style>html{background:${colors.background};color:${colors.text}}body{margin:0}${BOOT_CSS}</style>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const lang = brand.languages[0] ?? 'en';
  const config = `<script id="brand-config" type="application/json">${scriptJson(brand)}</script>`;
  if (!template.includes('<!--brand-head-->') || !template.includes('<!--brand-config-->')) {
    throw new Error('index.html lacks the <!--brand-head--> or <!--brand-config--> placeholder');
  }
  // What the app shows first (BareLoading: the brand's spinner and Loading...), painted as soon as the HTML
  // arrives instead of after the scripts have run; React replaces it on its first render.
  const boot = `<div id="root"><div class="boot" role="status" aria-label="${escapeHtml(brand.name)}"><img src="${brand.assets.spinner}" alt="" width="64" height="64" /><span>${escapeHtml(brand.loadingText)}</span></div></div>`;
  // After the entry script Vite put in the head, so the entry is asked for first.
  const late = [preloads ? preloadTags(preloads) : '', apiPreloadTags(brand)]
    .filter(Boolean)
    .join('\n    ');
  // `lang`: the app's own locale for the language (src/lib/intl.tsx sets the same once it runs).
  return template
    .replace('<html lang="en">', `<html lang="${LOCALES[lang]}">`)
    .replace('<!--brand-head-->', head)
    .replace('</head>', `  ${late}\n  </head>`)
    .replace('<div id="root"></div>', boot)
    .replace('<!--brand-config-->', config);
}

export function renderManifest(brand: RuntimeBrand): string {
  const icon = brand.assets.favicon;
  return `${JSON.stringify(
    {
      name: brand.name,
      short_name: brand.name,
      start_url: '/',
      display: 'standalone',
      background_color: brand.theme.colors.background,
      theme_color: brand.theme.colors.primary,
      icons: [
        {
          src: icon,
          sizes: icon.endsWith('.svg') ? 'any' : '192x192',
          type: MIME[path.extname(icon)] ?? 'image/png',
        },
      ],
    },
    null,
    2,
  )}\n`;
}

/**
 * Writes one brand's site into `outDir`: the compiled app (shared by every brand), the brand's
 * own assets, and index.html and manifest.webmanifest carrying its config. Nothing else.
 */
export async function stampBrand(brand: Brand, appDir: string, outDir: string): Promise<void> {
  const template = await readFile(path.join(appDir, 'index.html'), 'utf8');
  const manifestFile = path.join(appDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${brand.id}: ${manifestFile} is missing: the compiled app has no manifest`);
  }
  let preloads: ScreenPreloads;
  try {
    preloads = screenPreloads(
      JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest,
      brand.languages[0] ?? 'en',
      { tour: brand.blocks.tour },
    );
  } catch (error) {
    // A page must never ship without the preloads of a screen it can open.
    throw new Error(`${brand.id}: cannot compute the screens' preloads: ${String(error)}`, {
      cause: error,
    });
  }
  const { urls, files } = await brandAssetFiles(brand);
  const runtime = toRuntimeBrand(brand, urls);

  await rm(outDir, { recursive: true, force: true });
  const notCopied = new Set(['index.html', '.vite'].map((f) => path.join(path.resolve(appDir), f)));
  await cp(appDir, outDir, { recursive: true, filter: (src) => !notCopied.has(path.resolve(src)) });
  await mkdir(path.join(outDir, 'brand'), { recursive: true });
  await Promise.all(files.map((f) => cp(f.source, path.join(outDir, f.target))));
  await writeFile(path.join(outDir, 'index.html'), renderIndexHtml(template, runtime, preloads));
  await writeFile(path.join(outDir, 'manifest.webmanifest'), renderManifest(runtime));
}
