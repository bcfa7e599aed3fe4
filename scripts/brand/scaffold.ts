/** Creating a new brand from the demo brand, with placeholder assets drawn in code. */
import { cp, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '../../src/types/brand.gen';
import { checkBrandFiles, type FileIssues } from './check';
import { TEMPLATE_BRAND } from './checks/cross-brand';
import type { BrandIssue } from './issues';
import { brandIdProblem } from './load';
import { brandPageFiles, PAGES_FOLDER } from './pages';
import { displayPath, resolvePaths, type BrandCheckOptions } from './paths';

/** A display name from an id: acme-bet -> Acme Bet. */
export function nameFromId(id: string): string {
  return id
    .split('-')
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Palette {
  primary: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  border: string;
}

/** Header logo: a badge with the initial and the name, drawn to read on the primary colour. */
export function drawLogo(name: string, c: Palette): string {
  const initial = escapeXml((name.trim()[0] ?? 'B').toUpperCase());
  const width = Math.max(120, 52 + Math.ceil(name.length * 12.5));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img" aria-label="${escapeXml(name)}">` +
    `<rect x="2" y="4" width="32" height="32" rx="8" fill="${c.accent}"/>` +
    `<text x="18" y="27.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="19" font-weight="800" fill="${c.onAccent}">${initial}</text>` +
    `<text x="44" y="27" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${c.onPrimary}">${escapeXml(name)}</text>` +
    `</svg>\n`
  );
}

/** Loading image: a ring with an arc around the initial. */
export function drawSpinner(name: string, c: Palette): string {
  const initial = escapeXml((name.trim()[0] ?? 'B').toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(name)}">` +
    `<circle cx="32" cy="32" r="26" fill="none" stroke="${c.border}" stroke-width="6"/>` +
    `<path d="M32 6a26 26 0 0 1 26 26" fill="none" stroke="${c.primary}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="32" cy="32" r="14" fill="${c.accent}"/>` +
    `<text x="32" y="38.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="17" font-weight="800" fill="${c.onAccent}">${initial}</text>` +
    `</svg>\n`
  );
}

/** Tab icon: the initial on a rounded square of the primary colour. */
export function drawFavicon(name: string, c: Palette): string {
  const initial = escapeXml((name.trim()[0] ?? 'B').toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">` +
    `<rect width="32" height="32" rx="7" fill="${c.primary}"/>` +
    `<rect x="4" y="24" width="24" height="4" rx="2" fill="${c.accent}"/>` +
    `<text x="16" y="21.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="19" font-weight="800" fill="${c.onPrimary}">${initial}</text>` +
    `</svg>\n`
  );
}

/** JSON as Prettier writes it (so `npm run lint` passes), or plain JSON without Prettier. */
async function formatJson(file: string, data: unknown): Promise<string> {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  try {
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...config, filepath: file });
  } catch {
    return text;
  }
}

export interface CreatedBrand {
  /** The new brand file, relative to the root. */
  file: string;
  /** The placeholder assets written, relative to the root. */
  assets: string[];
  /** The check's result on the new file ([] when it passes). */
  issues: BrandIssue[];
  /** The template's own pages copied (brands/<id>/pages/...), relative to the root. */
  pages: string[];
  /** What is still the template's and the operator's own (its licence, its pages): to replace. */
  warnings: BrandIssue[];
}

/** Thrown when a brand cannot be created (bad or taken id). */
export class BrandCreateError extends Error {
  override name = 'BrandCreateError';
}

const exists = (p: string): Promise<boolean> =>
  stat(p).then(
    () => true,
    () => false,
  );

/** What a new brand may take other than the demo brand's: its name and theme colours. */
export interface BrandLook {
  name?: string;
  colors?: Partial<Brand['theme']['colors']>;
}

/**
 * Creates brands/<id>.json from the demo brand (id, name, assets, hosts and hostOverrides
 * rewritten, and `look` applied) and its placeholder assets in brands/<id>/, drawn in its
 * colours, then checks it.
 */
export async function createBrand(
  id: string,
  opts: BrandCheckOptions = {},
  look: BrandLook = {},
): Promise<CreatedBrand> {
  const problem = brandIdProblem(id);
  if (problem) throw new BrandCreateError(problem);
  const paths = resolvePaths(opts);
  const file = path.join(paths.brandsDir, `${id}.json`);
  const folder = path.join(paths.brandsDir, id);
  if (await exists(file)) {
    throw new BrandCreateError(
      `brand "${id}" already exists (${displayPath(paths.root, file)}); pick another id`,
    );
  }
  if ((await readdir(folder).catch(() => [])).length) {
    throw new BrandCreateError(
      `${displayPath(paths.root, folder)}/ already holds files; pick another id or remove that folder`,
    );
  }
  const templateFile = path.join(paths.brandsDir, `${TEMPLATE_BRAND}.json`);
  const template = JSON.parse(await readFile(templateFile, 'utf8')) as Brand;
  const name = (look.name ?? nameFromId(id)).slice(0, 40);
  const assets: Brand['assets'] = {
    logo: `${id}/logo.svg`,
    spinner: `${id}/spinner.svg`,
    favicon: `${id}/favicon.svg`,
  };
  const brand: Brand = {
    ...template,
    id,
    name,
    assets,
    hosts: [`${id}.example`],
    theme: { ...template.theme, colors: { ...template.theme.colors, ...look.colors } },
  };
  delete brand.hostOverrides;
  const colors = brand.theme.colors;
  await mkdir(folder, { recursive: true });
  const drawn: [string, string][] = [
    [assets.logo, drawLogo(name, colors)],
    [assets.spinner, drawSpinner(name, colors)],
    [assets.favicon, drawFavicon(name, colors)],
  ];
  for (const [asset, svg] of drawn) {
    await writeFile(path.join(paths.brandsDir, asset), svg, { flag: 'wx' });
  }
  // The demo operator's own pages (terms, privacy, top-up: brands/demo/pages/), for the links it
  // copied; brand:check warns about each until it is the brand's own.
  const pages = path.join(paths.brandsDir, TEMPLATE_BRAND, PAGES_FOLDER);
  if (await exists(pages)) {
    await cp(pages, path.join(folder, PAGES_FOLDER), { recursive: true, errorOnExist: true });
  }
  await writeFile(file, await formatJson(file, brand), { flag: 'wx' });
  const [{ issues, warnings }] = (await checkBrandFiles([file], { ...opts, root: paths.root })) as [
    FileIssues,
  ];
  return {
    file: displayPath(paths.root, file),
    assets: drawn.map(([asset]) => displayPath(paths.root, path.join(paths.brandsDir, asset))),
    pages: brandPageFiles(id, paths.brandsDir).pages.map((p) => displayPath(paths.root, p.file)),
    issues,
    warnings,
  };
}
