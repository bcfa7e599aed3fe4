/**
 * A brand's own pages (brands/<id>/pages/, docs/operators.md#the-brands-own-pages): each file a
 * page, in a language of the brand, at a path the app does not take; and every link of the file
 * that leads to one of the brand's own hosts answered by one of them or by a screen of the app.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeTable } from '../../../src/app/route-table';
import type { Brand } from '../../../src/types/brand.gen';
import { pageBody, pageTitle } from '../../build/brand-pages';
import type { BrandIssue } from '../issues';
import { displayPath } from '../paths';
import { brandPageFiles, linkPath, ownHostLinks, PAGES_FOLDER } from '../pages';

/** The app's screens' paths, as patterns: a path one matches is the app's, not a page's. */
const APP_ROUTES = routeTable()
  .filter((r) => r.path !== '*')
  .map(
    (r) =>
      new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`),
  );
const isAppRoute = (p: string) => APP_ROUTES.some((r) => r.test(p));

/** Markup a page's file may hold that its page leaves out (brand-pages.ts's sanitising). */
const LEFT_OUT =
  /<(script|style|iframe|frame|form|input|img|object|embed|svg|link|meta)\b|\son\w+\s*=/i;

export function checkPages(
  brand: Brand,
  ctx: { file: string; brandsDir: string; root: string; id: string },
): { issues: BrandIssue[]; warnings: BrandIssue[] } {
  const issues: BrandIssue[] = [];
  const warnings: BrandIssue[] = [];
  const { pages, problems } = brandPageFiles(ctx.id, ctx.brandsDir);
  const shown = (rel: string) => displayPath(ctx.root, path.join(ctx.brandsDir, rel));
  for (const p of problems) issues.push({ file: shown(p.rel), pointer: '', message: p.message });
  const offered: readonly string[] = brand.languages;
  for (const page of pages) {
    const file = shown(page.rel);
    if (!offered.includes(page.language)) {
      warnings.push({
        file,
        pointer: '',
        message: `is in "${page.language}", which is not one of the brand's languages (${ctx.file} /languages: ${offered.join(', ')}): it is not built`,
        suggestion: `add "${page.language}" to /languages, or remove the page`,
      });
    }
    if (isAppRoute(page.path)) {
      issues.push({
        file,
        pointer: '',
        message: `would be served at ${page.path}, which is a screen of the app`,
        suggestion: 'give the page another name',
      });
    }
    const source = readFileSync(page.file, 'utf8');
    if (!pageTitle(pageBody(source, page.format))) {
      issues.push({
        file,
        pointer: '',
        message: `has no heading: a page starts with its title (${page.format === 'md' ? '# Terms and conditions' : '<h1>Terms and conditions</h1>'}), which the browser's tab shows too`,
      });
    }
    if (page.format === 'html' && LEFT_OUT.test(source)) {
      warnings.push({
        file,
        pointer: '',
        message:
          'holds markup a page leaves out (scripts, styles, frames, forms, images, event handlers): a page shows headings, text, lists, tables and links',
      });
    }
  }
  // A page in some of the brand's languages only: the others read it in its first.
  const byPath = new Map<string, string[]>();
  for (const p of pages) byPath.set(p.path, [...(byPath.get(p.path) ?? []), p.language]);
  const links = ownHostLinks(brand);
  // The languages of the hosts a page's links are on (a host's override, else the brand's).
  const expected = (pagePath: string): readonly string[] => {
    const hosts = links
      .filter((l) => linkPath(l.url) === pagePath)
      .map((l) => new URL(l.url).hostname.toLowerCase());
    if (!hosts.length) return offered;
    const of = (host: string) =>
      brand.hostOverrides?.find((o) => o.host === host)?.languages ?? offered;
    return offered.filter((l) => hosts.some((h) => of(h).includes(l)));
  };
  for (const [pagePath, languages] of byPath) {
    const wanted = expected(pagePath);
    const missing = wanted.filter((l) => !languages.includes(l));
    if (missing.length && languages.some((l) => offered.includes(l))) {
      warnings.push({
        file: shown(`${ctx.id}/${PAGES_FOLDER}${pagePath}`),
        pointer: '',
        message: `has no page in ${missing.join(', ')} (its link's host offers ${wanted.join(', ')}): those players get the page in the languages it has`,
      });
    }
  }
  for (const link of links) {
    const p = linkPath(link.url);
    if (byPath.has(p) || isAppRoute(p)) continue;
    const name = p.slice(1) || 'index';
    issues.push({
      file: ctx.file,
      pointer: link.pointer,
      message: `"${link.url}" is on the brand's own host, and no page of the brand answers ${p}: the player would get the app's "Page not found"`,
      suggestion: `add its page, e.g. ${shown(`${ctx.id}/${PAGES_FOLDER}/${name}.${offered[0] ?? 'en'}.md`)} (one a language), or link to the operator's page elsewhere`,
    });
  }
  return { issues, warnings };
}

/**
 * The pages of a brand that are still the template brand's, byte for byte, as brand:new copied
 * them (its terms, privacy, top-up page): warnings naming the template's file, as templateCopies
 * names its licence (cross-brand.ts).
 */
export function copiedTemplatePages(
  id: string,
  templateId: string,
  ctx: { brandsDir: string; root: string },
): BrandIssue[] {
  if (id === templateId) return [];
  const theirs = new Map(
    brandPageFiles(templateId, ctx.brandsDir).pages.map((p) => [`${p.path}.${p.language}`, p]),
  );
  return brandPageFiles(id, ctx.brandsDir).pages.flatMap((page) => {
    const template = theirs.get(`${page.path}.${page.language}`);
    if (!template || !readFileSync(page.file).equals(readFileSync(template.file))) return [];
    return [
      {
        file: displayPath(ctx.root, page.file),
        pointer: '',
        message: `is the ${templateId} brand's page (${displayPath(ctx.root, template.file)}), as brand:new copied it: write this brand's own before it ships`,
        demoData: true,
      },
    ];
  });
}
