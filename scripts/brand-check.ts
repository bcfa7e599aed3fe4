/**
 * npm run brand:check [-- [--root <dir>] [--locales <dir>] [file.json | id ...]]
 * Checks every brands/*.json (or the files or ids given): prints each problem to stderr, grouped
 * by file, then each warning (allowed), then a summary line; exits 1 on any problem.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAllBrands, checkBrandFiles, formatIssue, resolvePaths } from './brand/index';
import { COMMON_USAGE, parseBrandArgs } from './brand/cli';
import type { FileIssues } from './brand/index';

const usage = `Usage: npm run brand:check [-- [--root <dir>] [--locales <dir>] [file.json | brand-id ...]]
  With no files, checks every brands/*.json. Exits 1 on any problem.
${COMMON_USAGE}`;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function main(argv: string[]): Promise<number> {
  const args = parseBrandArgs(argv, 'brand-check', usage);
  if ('exit' in args) return args.exit;
  const { opts, positionals } = args;
  const { brandsDir } = resolvePaths(opts);
  const files = positionals.map((arg) =>
    arg.endsWith('.json') || arg.includes('/') || arg.includes(path.sep)
      ? path.resolve(arg)
      : path.join(brandsDir, `${arg}.json`),
  );
  const results: FileIssues[] = files.length
    ? await checkBrandFiles(files, opts)
    : await checkAllBrands(opts);

  let problems = 0;
  for (const { issues } of results) {
    if (!issues.length) continue;
    if (problems) console.error('');
    for (const issue of issues) console.error(formatIssue(issue));
    problems += issues.length;
  }
  const warnings = results.flatMap((r) => r.warnings);
  if (warnings.length) {
    if (problems) console.error('');
    for (const warning of warnings) console.error(`warning: ${formatIssue(warning)}`);
  }
  const failing = results.filter((r) => r.issues.length).length;
  const summary = `${plural(results.length, 'brand')} checked, ${plural(problems, 'problem')}${
    failing ? ` in ${plural(failing, 'file')}` : ''
  }${warnings.length ? `, ${plural(warnings.length, 'warning')}` : ''}`;
  if (problems) console.error(`\n${summary}`);
  else console.log(summary);
  return problems ? 1 : 0;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) process.exitCode = await main(process.argv.slice(2));
