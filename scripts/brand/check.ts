/** Checking brand files: JSON syntax, the schema, then the domain checks. */
import { readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '../../src/types/brand.gen';
import {
  crossBrandIssues,
  domainIssues,
  templateCopies,
  TEMPLATE_BRAND,
  type BrandClaims,
  type DomainContext,
} from './domain';
import { copiedTemplatePages } from './checks/pages';
import type { BrandIssue } from './issues';
import {
  displayPath,
  resolvePaths,
  rootForFile,
  type BrandCheckOptions,
  type BrandPaths,
} from './paths';
import { nearest } from './suggest';
import { brandValidator, issuesFromAjv } from './schema';

export interface FileIssues {
  /** The brand file, relative to the project root. */
  file: string;
  /** Problems: the brand cannot be built until they are fixed. */
  issues: BrandIssue[];
  /** Worth knowing, allowed (e.g. installable-app icons that would be scaled up). */
  warnings: BrandIssue[];
}

/** Sorted ids of brands/*.json. */
export async function listBrandIds(opts: BrandCheckOptions = {}): Promise<string[]> {
  const { brandsDir } = resolvePaths(opts);
  const names = await readdir(brandsDir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .sort();
}

const MISSING_FILE = 'file does not exist';

/**
 * A file that does not exist: in the brands folder, a brand id that is not one, with the known
 * ids and the nearest of them (a typo); elsewhere, just that.
 */
async function missingFileIssue(
  absFile: string,
  shown: string,
  paths: BrandPaths,
): Promise<BrandIssue> {
  if (path.dirname(absFile) !== path.resolve(paths.brandsDir)) {
    return { file: shown, pointer: '', message: MISSING_FILE };
  }
  const known = await listBrandIds({ root: paths.root });
  const near = nearest(path.basename(absFile, '.json'), known, 3);
  return {
    file: shown,
    pointer: '',
    message: `no such brand: the ${MISSING_FILE} (known brands: ${known.join(', ') || 'none'})`,
    ...(near ? { suggestion: `did you mean "${near}"?` } : {}),
  };
}

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

function syntaxIssue(file: string, text: string, error: unknown): BrandIssue {
  const raw = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(raw);
  const explicit = /\(line (\d+) column (\d+)\)/.exec(raw);
  const where = explicit
    ? { line: Number(explicit[1]), column: Number(explicit[2]) }
    : lineColumn(text, position ? Number(position[1]) : text.length);
  const reason = raw
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*in JSON at position \d+/, '')
    .replace(/^Unexpected end of JSON input$/, 'the file ends too early');
  return {
    file,
    pointer: '',
    message: `is not valid JSON at line ${where.line}, column ${where.column}: ${reason}`,
  };
}

interface Parsed extends FileIssues {
  brand?: Brand;
}

async function checkOne(
  file: string,
  opts: BrandCheckOptions,
  messageIds: DomainContext['messageIds'],
): Promise<Parsed> {
  const absFile = path.resolve(file);
  const root = rootForFile(absFile, opts);
  const paths = resolvePaths({ ...opts, root });
  const shown = displayPath(root, absFile);
  let text: string;
  try {
    text = readFileSync(absFile, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      file: shown,
      issues: [
        code === 'ENOENT'
          ? await missingFileIssue(absFile, shown, paths)
          : { file: shown, pointer: '', message: `cannot be read (${code ?? String(error)})` },
      ],
      warnings: [],
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { file: shown, issues: [syntaxIssue(shown, text, error)], warnings: [] };
  }
  const { validate } = await brandValidator(paths.schemaFile);
  if (!validate(data)) {
    return { file: shown, issues: issuesFromAjv(validate.errors ?? [], shown), warnings: [] };
  }
  const brand = data as Brand;
  const { issues, warnings } = await domainIssues(brand, {
    file: shown,
    absFile,
    brandsDir: path.dirname(absFile),
    localesDir: paths.localesDir,
    root,
    messageIds,
  });
  return { file: shown, issues, warnings, brand };
}

/**
 * All problems of one brand file, a host another brand file of its folder claims among them; []
 * when it is fine.
 */
export async function checkBrandFile(
  file: string,
  opts: BrandCheckOptions = {},
): Promise<BrandIssue[]> {
  return (await checkBrandFiles([file], opts))[0]!.issues;
}

/**
 * The hosts of the brand files beside `files` (in their folders) that are not among them: a
 * checked brand may not claim one either. Files that do not parse, or whose hosts are not a list
 * of strings, claim none here (their own check reports them).
 */
async function otherBrands(files: readonly string[], opts: BrandCheckOptions) {
  const checked = new Set(files.map((f) => path.resolve(f)));
  const dirs = [...new Set([...checked].map((f) => path.dirname(f)))];
  const others = await Promise.all(
    dirs.map(async (dir) => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const found = names
        .filter((n) => n.endsWith('.json') && !checked.has(path.join(dir, n)))
        .map(async (n): Promise<BrandClaims[]> => {
          const abs = path.join(dir, n);
          try {
            const data = JSON.parse((await readFile(abs, 'utf8')).replace(/^\uFEFF/, '')) as {
              hosts?: unknown;
            };
            const hosts = Array.isArray(data.hosts) ? data.hosts : [];
            if (!hosts.every((h) => typeof h === 'string')) return [];
            const file = displayPath(rootForFile(abs, opts), abs);
            return [{ file, id: path.basename(n, '.json'), hosts: hosts }];
          } catch {
            return [];
          }
        });
      return (await Promise.all(found)).flat();
    }),
  );
  return others.flat();
}

/** The template brand of the folder of a brand file, with its file as shown; none if unreadable. */
async function templateBeside(
  absFile: string,
  opts: BrandCheckOptions,
): Promise<[Brand, string] | undefined> {
  const abs = path.join(path.dirname(absFile), `${TEMPLATE_BRAND}.json`);
  try {
    const brand = JSON.parse((await readFile(abs, 'utf8')).replace(/^\uFEFF/, '')) as Brand;
    return [brand, displayPath(rootForFile(abs, opts), abs)];
  } catch {
    return undefined;
  }
}

/**
 * Checks several brand files, plus what they must not share (hosts) with each other and with
 * the other brand files of their folders.
 */
export async function checkBrandFiles(
  files: readonly string[],
  opts: BrandCheckOptions = {},
): Promise<FileIssues[]> {
  // The message files are the same for every brand of the check: each is read and parsed once.
  const messageIds: DomainContext['messageIds'] = new Map();
  const results = await Promise.all(files.map((f) => checkOne(f, opts, messageIds)));
  const valid = results.flatMap((r) =>
    r.brand ? [{ file: r.file, id: r.brand.id, hosts: r.brand.hosts ?? [] }] : [],
  );
  for (const issue of crossBrandIssues(valid, await otherBrands(files, opts))) {
    results.find((r) => r.file === issue.file)?.issues.push(issue);
  }
  await Promise.all(
    results.map(async (r, i) => {
      const template = r.brand && (await templateBeside(path.resolve(files[i]!), opts));
      if (!template) return;
      r.warnings.push(...templateCopies(r.brand!, r.file, ...template));
      const brandsDir = path.dirname(path.resolve(files[i]!));
      const root = rootForFile(files[i]!, opts);
      r.warnings.push(...copiedTemplatePages(r.brand!.id, TEMPLATE_BRAND, { brandsDir, root }));
    }),
  );
  return results.map(({ file, issues, warnings }) => ({ file, issues, warnings }));
}

/** Checks every brands/*.json (sorted by id). */
export async function checkAllBrands(opts: BrandCheckOptions = {}): Promise<FileIssues[]> {
  const { brandsDir } = resolvePaths(opts);
  const ids = await listBrandIds(opts);
  return checkBrandFiles(
    ids.map((id) => path.join(brandsDir, `${id}.json`)),
    opts,
  );
}
