/**
 * A brand's own pages (docs/operators.md#the-brands-own-pages): its terms, privacy,
 * responsible-gambling and top-up pages as files in its folder, `brands/<id>/pages/<path>.<language>.md`
 * (or `.html`), one a language, served at `/<path>` of its site. Found here for the brand check
 * (a link on one of the brand's own hosts must answer) and the build (scripts/build/brand-pages.ts
 * renders them in the brand's look).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Brand, Language } from '../../src/types/brand.gen';
import { isLanguage } from '../../src/lib/languages';

/** The folder of a brand's pages, in its own folder: brands/<id>/pages/. */
export const PAGES_FOLDER = 'pages';

/** The formats a page may be written in: Markdown, or HTML (sanitised as it is built). */
export const PAGE_FORMATS = ['md', 'html'] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];

/** `<name>.<language>.<md|html>`; a name is lower-case words joined by hyphens. */
const PAGE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([A-Za-z]+)\.(md|html)$/;
const FOLDER_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One file of a brand's pages. */
export interface PageFile {
  /** The path it is served at, e.g. /terms, /wallet/top-up. */
  path: string;
  language: Language;
  format: PageFormat;
  /** The file, absolute. */
  file: string;
  /** The file relative to brands/, e.g. demo/pages/terms.en.md (as brand:check shows it). */
  rel: string;
}

/** A file of the folder that is not a page, and why (brand:check reports it). */
export interface PageFileProblem {
  rel: string;
  message: string;
}

/**
 * The page files of a brand (`brands/<id>/pages/`, sub-folders as the path's folders), sorted by
 * path then language, and what in the folder is not a page. No folder: none.
 */
export function brandPageFiles(
  brandId: string,
  brandsDir: string,
): { pages: PageFile[]; problems: PageFileProblem[] } {
  const root = path.join(brandsDir, brandId, PAGES_FOLDER);
  const pages: PageFile[] = [];
  const problems: PageFileProblem[] = [];
  const visit = (dir: string, urlDir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return; // no pages folder
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const rel = path.relative(brandsDir, file).split(path.sep).join('/');
      if (statSync(file).isDirectory()) {
        if (FOLDER_NAME.test(name)) visit(file, `${urlDir}/${name}`);
        else problems.push({ rel, message: 'a folder of pages is named in lower-case words' });
        continue;
      }
      const m = PAGE_FILE.exec(name);
      if (!m) {
        problems.push({
          rel,
          message:
            'is not a page: a page is named <name>.<language>.md or <name>.<language>.html, e.g. terms.en.md',
        });
        continue;
      }
      const [, slug, language, format] = m;
      if (!isLanguage(language)) {
        problems.push({ rel, message: `"${language}" is not a language of the app` });
        continue;
      }
      pages.push({ path: `${urlDir}/${slug}`, language, format: format as PageFormat, file, rel });
    }
  };
  visit(root, '');
  return { pages, problems };
}

/** A link of the brand file, by its JSON pointer. */
export interface BrandLink {
  pointer: string;
  url: string;
}

/**
 * The links of a brand file that its pages show (the terms and privacy, the top-up page, each
 * licence's register and helpline and responsible-gambling links) and that lead to one of the
 * brand's own hosts: those its own site must answer.
 */
export function ownHostLinks(brand: Brand): BrandLink[] {
  const hosts = new Set((brand.hosts ?? []).map((h) => h.toLowerCase()));
  const links: BrandLink[] = [];
  const add = (pointer: string, url: string | undefined) => {
    if (!url) return;
    try {
      if (hosts.has(new URL(url).hostname.toLowerCase())) links.push({ pointer, url });
    } catch {
      // not a URL: the schema reports it
    }
  };
  add('/compliance/terms', brand.compliance?.terms);
  add('/compliance/privacy', brand.compliance?.privacy);
  add('/payments/topUpUrl', brand.payments.topUpUrl);
  for (const [i, licence] of (brand.compliance?.licences ?? []).entries()) {
    add(`/compliance/licences/${i}/regulatorUrl`, licence.regulatorUrl);
    add(`/compliance/licences/${i}/helpline/url`, licence.helpline?.url);
    for (const [j, link] of (licence.links ?? []).entries()) {
      add(`/compliance/licences/${i}/links/${j}/url`, link.url);
    }
  }
  return links;
}

/** A link's path as the site is asked for it: without a trailing slash (but /). */
export const linkPath = (url: string): string => new URL(url).pathname.replace(/(.)\/+$/, '$1');

/** A page of the site: every language it is written in, the one at its path first. */
export interface SitePage {
  path: string;
  /** Its files, by language, in the order shown: the language it opens in first. */
  files: PageFile[];
}

/**
 * The brand's pages, each with its files in the order a player is offered them: first the
 * language of the host its links are on (the host's override's first language, else the brand's),
 * which `/<path>` serves; then the others, in the brand's order. `/<path>/<language>` serves each.
 */
export function sitePages(brand: Brand, files: readonly PageFile[]): SitePage[] {
  const byPath = new Map<string, PageFile[]>();
  for (const f of files) byPath.set(f.path, [...(byPath.get(f.path) ?? []), f]);
  const links = ownHostLinks(brand);
  return [...byPath].map(([pagePath, list]) => {
    const link = links.find((l) => linkPath(l.url) === pagePath);
    const host = link && new URL(link.url).hostname.toLowerCase();
    const order: readonly string[] = [
      ...(brand.hostOverrides?.find((o) => o.host === host)?.languages ?? []),
      ...brand.languages,
    ];
    const rank = (l: string) => (order.includes(l) ? order.indexOf(l) : order.length);
    return { path: pagePath, files: [...list].sort((a, b) => rank(a.language) - rank(b.language)) };
  });
}

/** Where a page in a language is served: /<path> for its first, /<path>/<language> for each. */
export const pageUrl = (pagePath: string, language: Language): string => `${pagePath}/${language}`;
