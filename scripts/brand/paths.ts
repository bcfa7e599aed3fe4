/**
 * Where brand files, their assets, the message files and the schema live.
 * The repo root is two levels up from scripts/brand/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** Options shared by the checks: tests and CLIs point them at a temp folder. */
export interface BrandCheckOptions {
  /**
   * Project root holding brands/ and src/locales/. Defaults to this repo; for a brand file inside
   * a folder named brands/, to that folder's parent.
   */
  root?: string;
  /** Folder of the message files <lang>.json. Defaults to <root>/src/locales. */
  localesDir?: string;
  /** The brand JSON Schema. Defaults to this repo's schemas/brand.schema.json. */
  schemaFile?: string;
}

export interface BrandPaths {
  root: string;
  brandsDir: string;
  localesDir: string;
  schemaFile: string;
}

export function resolvePaths(opts: BrandCheckOptions = {}): BrandPaths {
  const root = path.resolve(opts.root ?? repoRoot);
  return {
    root,
    brandsDir: path.join(root, 'brands'),
    localesDir: path.resolve(opts.localesDir ?? path.join(root, 'src', 'locales')),
    schemaFile: path.resolve(
      opts.schemaFile ?? path.join(repoRoot, 'schemas', 'brand.schema.json'),
    ),
  };
}

/** The root a brand file belongs to: opts.root, else the parent of its brands/ folder, else the repo. */
export function rootForFile(file: string, opts: BrandCheckOptions = {}): string {
  if (opts.root) return path.resolve(opts.root);
  const dir = path.dirname(path.resolve(file));
  return path.basename(dir) === 'brands' ? path.dirname(dir) : repoRoot;
}

/** A path relative to root with forward slashes (as shown in issues); absolute when outside root. */
export function displayPath(root: string, file: string): string {
  const rel = path.relative(root, path.resolve(file));
  if (rel.startsWith('..') || path.isAbsolute(rel))
    return path.resolve(file).split(path.sep).join('/');
  return rel.split(path.sep).join('/');
}
