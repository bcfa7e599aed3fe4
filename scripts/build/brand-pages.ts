/**
 * A brand's own pages (docs/operators.md#the-brands-own-pages), built into static pages of its
 * site: each file of `brands/<id>/pages/` (Markdown or HTML, one a language: scripts/brand/pages.ts)
 * is rendered here, at build time only (markdown-it, then sanitize-html: nothing of either reaches
 * the browser), and set in the app's look by the prerender (src/app/brand-page.tsx). A page is
 * written as `<path>/index.html` in the language its links open (`/terms`) and as
 * `<path>/<language>/index.html` in each (`/terms/de`); their CSS is one content-hashed file under
 * brand/. They run no script and have no inline style, so they are served under the site's
 * content security policy as they are.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { LOCALES, type Language } from '../../src/lib/languages';
import { escapeHtml } from '../../src/lib/text';
import type { Brand } from '../../src/types/brand.gen';
import {
  brandPageFiles,
  linkPath,
  ownHostLinks,
  pageUrl,
  sitePages,
  type PageFile,
} from '../brand/pages';
import type { PrerenderThread } from './shells';

/** Markdown as CommonMark with tables; HTML in it is shown as text, never as markup. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/**
 * What a page's text may hold: headings, paragraphs, lists, tables, quotes, emphasis and links
 * (https, mailto, tel, or a path of the site). No script, style, frame, form, image or event
 * handler; no class, id or style attribute (the page's look is the app's).
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'strong',
    'em',
    'b',
    'i',
    'code',
    'abbr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // target and rel: the transform's own (below).
  allowedAttributes: {
    a: ['href', 'hreflang', 'target', 'rel'],
    abbr: ['title'],
    th: ['scope'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Another site's page opens in a new tab that cannot reach back, as the app's links do.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.hreflang ? { hreflang: attribs.hreflang } : {}),
        ...(/^https:/i.test(attribs.href ?? '')
          ? { target: '_blank', rel: 'noopener noreferrer' }
          : {}),
      },
    }),
  },
};

/** A page file's text as the HTML the page shows: rendered from Markdown, then sanitised. */
export function pageBody(source: string, format: PageFile['format']): string {
  const html = format === 'md' ? markdown.render(source) : source;
  return sanitizeHtml(html, SANITIZE).trim();
}

/** The text of a page's first heading (its title), as HTML text; '' when it has none. */
export function pageTitle(body: string): string {
  const m = /<h1>([\s\S]*?)<\/h1>/.exec(body);
  return m ? m[1]!.replace(/<[^>]*>/g, '').trim() : '';
}

/** One page of the site as the build writes it. */
export interface BuiltPage {
  /** Where it is written in the site, e.g. terms/index.html, terms/de/index.html. */
  target: string;
  html: string;
}

/** The paths a brand's pages answer: /<path> and /<path>/<language> (the service worker's list). */
export const pagePaths = (pages: readonly BuiltPage[]): string[] =>
  pages.map((p) => `/${p.target.replace(/\/?index\.html$/, '')}`);

/** What a brand's pages are built from: its files' paths and bytes (the build record's key). */
export function brandPagesKey(brand: Brand, brandsDir: string): string {
  const hash = createHash('sha256');
  for (const f of brandPageFiles(brand.id, brandsDir).pages) {
    hash.update(`${f.rel}\0`).update(readFileSync(f.file)).update('\0');
  }
  return hash.digest('hex');
}

/** The licence a page shows: the one whose links lead to it, else the brand's first. */
function licenceOf(brand: Brand, pagePath: string): number {
  const linked = ownHostLinks(brand).find(
    (l) => linkPath(l.url) === pagePath && l.pointer.startsWith('/compliance/licences/'),
  );
  return linked ? Number(linked.pointer.split('/')[3]) : 0;
}

/**
 * A brand's pages, built: each page in each language, in the look of the app (the prerender), and
 * the stylesheet they share, at `cssTarget` (brand/pages-<hash>.css). None: no pages, no CSS.
 */
export async function buildBrandPages(
  brand: Brand,
  runtime: RuntimeBrand,
  prerender: PrerenderThread,
  brandsDir: string,
): Promise<{ pages: BuiltPage[]; css?: { target: string; body: string } }> {
  // A page in a language the brand does not offer is not built (brand:check warns).
  const offered: readonly string[] = brand.languages;
  const files = brandPageFiles(brand.id, brandsDir).pages.filter((f) =>
    offered.includes(f.language),
  );
  if (!files.length) return { pages: [] };
  const site = sitePages(brand, files);
  const requests = site.flatMap((page) => {
    const languages = page.files.map((f) => ({
      language: f.language,
      href: pageUrl(page.path, f.language),
    }));
    return page.files.map((f) => ({
      page,
      file: f,
      body: pageBody(readFileSync(f.file, 'utf8'), f.format),
      language: f.language,
      languages,
      licence: licenceOf(brand, page.path),
    }));
  });
  const rendered = await prerender.renderBrandPages(
    runtime,
    requests.map(({ body, language, languages, licence }) => ({
      body,
      language,
      languages,
      licence,
    })),
  );
  const css = rendered.css;
  const cssTarget = `brand/pages-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  const pages = requests.flatMap((r, i) => {
    const html = pageDocument(runtime, {
      language: r.language,
      title: pageTitle(r.body),
      markup: rendered.pages[i]!,
      stylesheet: `/${cssTarget}`,
    });
    const folder = r.page.path.slice(1);
    const first = r.page.files[0] === r.file;
    return [
      ...(first ? [{ target: `${folder}/index.html`, html }] : []),
      { target: `${folder}/${r.language}/index.html`, html },
    ];
  });
  return { pages, css: { target: cssTarget, body: css } };
}

/** A page's whole document: its language, title, the brand's icon and colour, its stylesheet. */
function pageDocument(
  brand: RuntimeBrand,
  page: { language: Language; title: string; markup: string; stylesheet: string },
): string {
  const title = page.title ? `${page.title} · ${escapeHtml(brand.name)}` : escapeHtml(brand.name);
  const favicon = brand.assets.favicon;
  const type = favicon.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
  return (
    `<!doctype html>\n<html lang="${LOCALES[page.language]}">\n<head>\n` +
    `<meta charset="utf-8" />\n<meta name="viewport" content="width=device-width, initial-scale=1" />\n` +
    `<title>${title}</title>\n` +
    `<meta name="theme-color" content="${brand.theme.colors.primary}" />\n` +
    `<link rel="icon" href="${favicon}" type="${type}" />\n` +
    `<link rel="stylesheet" href="${page.stylesheet}" />\n</head>\n` +
    `<body>\n<div id="root">${page.markup}</div>\n</body>\n</html>\n`
  );
}
