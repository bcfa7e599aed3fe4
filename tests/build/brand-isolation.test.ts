// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ICON_SIZES,
  listBrandIds,
  optimiseSvg,
  repoRoot,
  shippedImage,
} from '../../scripts/brand/index';
import { brandPageFiles } from '../../scripts/brand/pages';
import { buildBrands } from '../../scripts/build/build-brands';
import { sharedApp } from '../support/shared-builds';
import type { Brand } from '@/types/brand.gen';

const root = path.resolve(import.meta.dirname, '../..');
const out = mkdtempSync(path.join(tmpdir(), 'brands-'));
let ids: string[] = [];
/** The compiled app the brands are stamped onto. */
let appDir: string;
const brands = new Map<string, Brand>();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What identifies a brand: its id and name (as whole words) and the colours no other brand uses. */
function markers(brand: Brand, others: Brand[]): RegExp[] {
  const otherColours = new Set(
    others.flatMap((b) => Object.values(b.theme.colors).map((c) => c.toLowerCase())),
  );
  const own = Object.values(brand.theme.colors)
    .map((c) => c.toLowerCase())
    .filter((c) => !otherColours.has(c));
  const word = (s: string) =>
    new RegExp(`(?<![\\w-])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'i');
  return [word(brand.id), word(brand.name), ...own.map((c) => new RegExp(c, 'i'))];
}

/** A file's text; Brotli and gzip copies (written by the build) as they are once inflated. */
function textOf(file: string): string {
  if (file.endsWith('.br')) return brotliDecompressSync(readFileSync(file)).toString('latin1');
  if (file.endsWith('.gz')) return gunzipSync(readFileSync(file)).toString('latin1');
  return readFileSync(file, 'latin1');
}

beforeAll(async () => {
  ids = await listBrandIds();
  for (const id of ids) {
    brands.set(
      id,
      JSON.parse(readFileSync(path.join(root, 'brands', `${id}.json`), 'utf8')) as Brand,
    );
  }
  // As npm run build:brands does: the app once in <out>/assets/, each brand's pages beside it.
  await buildBrands({
    ids,
    outDir: out,
    appDir: (appDir = await sharedApp()),
    layout: 'shared',
    log: () => {},
  });
}, 120_000);

describe('per-brand builds', () => {
  it('builds every brand from one compile, in one shared folder of the app', () => {
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids) {
      // Its own pages' folders too (brands/<id>/pages/: terms/, privacy/...).
      const pages = brandPageFiles(id, path.join(repoRoot, 'brands')).pages.map(
        (p) => p.path.split('/')[1]!,
      );
      expect(readdirSync(path.join(out, id)).sort()).toEqual(
        [
          ...new Set([
            '_headers',
            'brand',
            'index.html',
            'manifest.webmanifest',
            'sw.js',
            ...pages,
          ]),
        ].sort(),
      );
    }
    expect(readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js')).length).toBe(
      readdirSync(path.join(appDir, 'assets')).filter((f) => f.endsWith('.js')).length,
    );
  });

  it('have every page load the shared app', () => {
    const entry = readdirSync(path.join(out, 'assets')).find((f) => /^index-.*\.js$/.test(f));
    for (const id of ids) {
      const html = readFileSync(path.join(out, id, 'index.html'), 'utf8');
      expect(html).toContain(`<script type="module" crossorigin src="/assets/${entry}"></script>`);
    }
  });

  it('keep the shared folder free of anything of any brand', () => {
    const files = filesUnder(path.join(out, 'assets'));
    const images = [...brands.values()].flatMap((b) =>
      Object.values(b.assets).map((a) => readFileSync(path.join(root, 'brands', a))),
    );
    for (const brand of brands.values()) {
      // Its id and name as words, and every colour of its theme, shared with others or not,
      // but plain white and black (the app's own images draw with them).
      const patterns = [
        ...markers(brand, []).slice(0, 2),
        ...Object.values(brand.theme.colors)
          .filter((c) => !/^#(f{6}|0{6})$/i.test(c))
          .map((c) => new RegExp(`${c}(?![0-9a-f])`, 'i')),
      ];
      for (const file of files) {
        const text = textOf(file);
        for (const re of patterns) {
          expect(re.test(text), `${path.relative(out, file)} holds ${re} of ${brand.id}`).toBe(
            false,
          );
        }
      }
    }
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(
        images.some((i) => i.equals(bytes)),
        `${file} is a brand's image`,
      ).toBe(false);
    }
    expect(files.some((f) => f.includes(`${path.sep}brand${path.sep}`))).toBe(false);
  });

  it("hold their own config and assets and nothing of any other brand's", () => {
    for (const id of ids) {
      const brand = brands.get(id)!;
      const others = [...brands.values()].filter((b) => b.id !== id);
      const files = filesUnder(path.join(out, id));
      const html = readFileSync(path.join(out, id, 'index.html'), 'utf8');
      expect(html).toContain(`<title>${brand.name}</title>`);
      expect(html).toContain(`"id":"${id}"`);

      const brandFiles = files.filter((f) => f.includes(`${path.sep}brand${path.sep}`));
      // Its images and the app's icons.
      // Its images and icons, and its own pages' stylesheet.
      const pagesCss = brandFiles.filter((f) => /pages-\w+\.css$/.test(f)).length;
      expect(pagesCss).toBe(1);
      expect(brandFiles.length).toBe(Object.keys(brand.assets).length + ICON_SIZES.length + 1);
      for (const other of others) {
        const patterns = markers(
          other,
          [...brands.values()].filter((b) => b.id !== other.id),
        );
        for (const file of files) {
          const text = textOf(file);
          for (const re of patterns) {
            expect(re.test(text), `${path.relative(out, file)} holds ${re} of ${other.id}`).toBe(
              false,
            );
          }
        }
        const otherAssets = Object.values(other.assets).flatMap((a) => {
          const source = readFileSync(path.join(root, 'brands', a));
          return [source, shippedImage(a, source)];
        });
        for (const f of brandFiles) {
          const bytes = readFileSync(f);
          expect(
            otherAssets.some((a) => a.equals(bytes)),
            `${f} is an asset of ${other.id}`,
          ).toBe(false);
        }
      }
    }
  });

  it('ship SVGs optimised, drawing the same picture', async () => {
    for (const id of ids) {
      const brand = brands.get(id)!;
      const page = readFileSync(path.join(out, id, 'index.html'), 'utf8');
      for (const asset of Object.values(brand.assets).filter((a) => a.endsWith('.svg'))) {
        const source = readFileSync(path.join(root, 'brands', asset));
        const url = new RegExp(`/brand/${path.basename(asset, '.svg')}-[0-9a-f]+\\.svg`).exec(page);
        expect(url, `${id}: ${asset} in its page`).not.toBeNull();
        const shipped = readFileSync(path.join(out, id, url![0]));
        expect(shipped.length, `${id}: ${asset}`).toBeLessThanOrEqual(source.length);
        expect(shipped.toString()).not.toMatch(/\n\s|<!--/);
        const [a, b] = await Promise.all(
          [source, shipped].map((svg) => sharp(svg).raw().toBuffer({ resolveWithObject: true })),
        );
        expect(b!.info, `${id}: ${asset}`).toEqual(a!.info);
        // The same pixels, but for the rounding of coordinates svgo does (a hundredth of a px).
        const off = a!.data.reduce((n, v, i) => n + (Math.abs(v - b!.data[i]!) > 64 ? 1 : 0), 0);
        expect(off / a!.data.length, `${id}: ${asset}`).toBeLessThan(0.01);
      }
    }
    // The shipped files had newlines and indentation to lose.
    const eurowin = readFileSync(path.join(root, 'brands/eurowin/logo.svg'));
    expect(optimiseSvg(eurowin).length).toBeLessThan(eurowin.length);
  });

  it('give the installable app icons of 192 and 512 px, drawn from the favicon', async () => {
    for (const id of ids) {
      const manifest = JSON.parse(
        readFileSync(path.join(out, id, 'manifest.webmanifest'), 'utf8'),
      ) as { icons: { src: string; sizes: string; type: string }[] };
      const pngs = manifest.icons.filter((i) => i.type === 'image/png');
      expect(pngs.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
      for (const icon of pngs) {
        const file = path.join(out, id, icon.src);
        const { width, height, format } = await sharp(file).metadata();
        expect({ width, height, format }).toEqual({
          width: Number(icon.sizes.split('x')[0]),
          height: Number(icon.sizes.split('x')[0]),
          format: 'png',
        });
      }
      // The 512 px icon is the favicon drawn large: its centre has the favicon's colour there.
      const favicon = readFileSync(path.join(root, 'brands', brands.get(id)!.assets.favicon));
      const { width = 0 } = await sharp(favicon).metadata();
      const [drawn, big] = await Promise.all([
        sharp(favicon, { density: (72 * 512) / width })
          .resize(512, 512, { fit: 'contain' })
          .raw()
          .toBuffer(),
        sharp(path.join(out, id, pngs[1]!.src))
          .ensureAlpha()
          .raw()
          .toBuffer(),
      ]);
      const centre = (512 * 256 + 256) * 4;
      expect([...big.subarray(centre, centre + 3)], id).toEqual([
        ...drawn.subarray(centre, centre + 3),
      ]);
    }
  });

  it('ship no JSON Schema compiler to the browser', () => {
    const js = filesUnder(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    for (const f of js) {
      const text = readFileSync(f, 'utf8');
      for (const marker of ['strictSchema', 'ajv', 'json-schema.org']) {
        expect(text.includes(marker), `${path.basename(f)} contains ${marker}`).toBe(false);
      }
    }
  });
});

/** What a brand's sw.js sets before it loads the worker, as the browser runs it. */
function serviceWorkerOf(id: string) {
  const self: Record<string, unknown> = {};
  const imported: string[] = [];
  runInNewContext(readFileSync(path.join(out, id, 'sw.js'), 'utf8'), {
    self,
    importScripts: (url: string) => imported.push(url),
  });
  const list = self.__WB_MANIFEST as (string | { url: string; revision: string })[];
  return {
    urls: list.map((e) => (typeof e === 'string' ? e : e.url)),
    revisions: new Map(list.flatMap((e) => (typeof e === 'string' ? [] : [[e.url, e.revision]]))),
    config: self.__BETDECK_SW as { page: string; media: string[] },
    imported,
  };
}

describe("each brand's service worker", () => {
  const manifest = () =>
    JSON.parse(readFileSync(path.join(appDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  /** A chunk's file and those it imports statically, as URLs of the shared folder. */
  const withImports = (key: string): string[] => {
    const chunk = manifest()[key]!;
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap(withImports)];
  };
  const sha = (file: string) =>
    createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

  it('precaches its page, manifest and images, and the app its screens need', () => {
    const screens = [
      'lobby/lobby-screen',
      'ticket-builder/builder-screen',
      'tracking/tracking-screen',
    ];
    for (const id of ids) {
      const { urls, revisions, config } = serviceWorkerOf(id);
      const page = readFileSync(path.join(out, id, 'index.html'), 'utf8');
      // The page and the manifest by a hash of what was written: a release changes only those.
      expect(revisions.get('/index.html'), id).toBe(sha(path.join(out, id, 'index.html')));
      expect(revisions.get('/manifest.webmanifest'), id).toBe(
        sha(path.join(out, id, 'manifest.webmanifest')),
      );
      expect(config.page).toBe('/index.html');
      const own = readdirSync(path.join(out, id, 'brand')).map((f) => `/brand/${f}`);
      expect(urls, id).toEqual(expect.arrayContaining(own));
      expect(urls, id).toEqual(
        expect.arrayContaining([
          ...withImports('index.html'),
          ...screens.flatMap((s) => withImports(`src/features/${s}.tsx`)),
        ]),
      );
      expect(page).toContain(withImports('index.html')[0]);
      // Every URL is a file of the build: its own folder, or the shared app.
      for (const url of urls) {
        const file = url.startsWith('/assets/') ? path.join(out, url) : path.join(out, id, url);
        expect(existsSync(file), `${id}: ${url}`).toBe(true);
      }
      // No URL twice, and content-hashed names carry no revision of their own.
      expect(new Set(urls).size).toBe(urls.length);
      expect([...revisions.keys()].sort()).toEqual(['/index.html', '/manifest.webmanifest']);
    }
  });

  it("holds no other brand's images, and the texts of its own languages only", () => {
    const texts = (language: string) => {
      const m = manifest();
      return Object.keys(m)
        .filter((k) => k.startsWith(`virtual:messages/${language}/`))
        .map((k) => `/${m[k]!.file}`);
    };
    for (const id of ids) {
      const { urls } = serviceWorkerOf(id);
      for (const other of ids.filter((o) => o !== id)) {
        for (const image of readdirSync(path.join(out, other, 'brand'))) {
          expect(urls, `${id} precaches ${other}'s ${image}`).not.toContain(`/brand/${image}`);
        }
      }
      const languages = brands.get(id)!.languages;
      for (const language of ['en', 'de', 'sv', 'swTZ']) {
        // English always: the fallback of a language without texts, or not offered.
        const expected = language === 'en' || (languages as readonly string[]).includes(language);
        for (const file of texts(language)) {
          expect(urls.includes(file), `${id}: ${language} text ${file}`).toBe(expected);
        }
      }
    }
    // A brand of English alone precaches fewer files than one of four languages.
    expect(serviceWorkerOf('mzukabet-ke').urls.length).toBeLessThan(
      serviceWorkerOf('sportsloth').urls.length,
    );
  });

  it('loads the worker compiled once, from the shared app', () => {
    const loaded = new Set(ids.map((id) => serviceWorkerOf(id).imported.join()));
    expect(loaded.size).toBe(1);
    const [url] = [...loaded];
    expect(url).toMatch(/^\/assets\/sw-[\w-]+\.js$/);
    const worker = readFileSync(path.join(out, url!), 'utf8');
    // Its routes and its wait for the page's word (no skipWaiting at install).
    expect(worker).toContain('SKIP_WAITING');
    expect(worker).toContain('betdeck-media');
    expect(worker).not.toMatch(/process\.env|console\.(log|debug)/);
    for (const id of ids) {
      expect(serviceWorkerOf(id).config.media).toContain('/media');
    }
  });
});
