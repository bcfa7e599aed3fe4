import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrandCheckOptions } from './paths';
import { nearest } from './suggest';

/** The usage lines of the options every brand command takes. */
export const COMMON_USAGE = `  --root <dir>     project root holding brands/ and src/locales/ (default: this repo)
  --locales <dir>  folder of the message files <lang>.json (default: <root>/src/locales)`;

/**
 * What parseArgs refused, in a line: an unknown option with the nearest known one (--nmae ->
 * --name), else its own message.
 */
export function argumentProblem(error: unknown, known: readonly string[]): string {
  const unknown = /^Unknown option '(-{1,2}[^']*)'/.exec((error as Error).message)?.[1];
  if ((error as NodeJS.ErrnoException).code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || !unknown) {
    return (error as Error).message;
  }
  const near = nearest(unknown.replace(/^-+/, ''), known);
  return `unknown option ${unknown}${near ? ` (did you mean --${near}?)` : ''}`;
}

/**
 * Reads the arguments of a brand command (brand:check, brand:new): --root, --locales, --help,
 * the command's own string options (`own`, returned in `values`) and positionals. Returns the
 * exit code instead when there is nothing more to do: the usage was asked for (0) or an option
 * is unknown (1, with the usage on stderr).
 */
export function parseBrandArgs(
  argv: string[],
  command: string,
  usage: string,
  own: readonly string[] = [],
):
  | { opts: BrandCheckOptions; positionals: string[]; values: Record<string, string | undefined> }
  | { exit: number } {
  const options = {
    ...Object.fromEntries(own.map((name) => [name, { type: 'string' as const }])),
    root: { type: 'string' as const },
    locales: { type: 'string' as const },
    help: { type: 'boolean' as const, short: 'h' },
  };
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options });
    if (values.help) {
      console.log(usage);
      return { exit: 0 };
    }
    const opts: BrandCheckOptions = {
      ...(values.root ? { root: path.resolve(values.root) } : {}),
      ...(values.locales ? { localesDir: path.resolve(values.locales) } : {}),
    };
    const ownValues: Record<string, string | undefined> = {};
    for (const name of own) {
      const value = (values as Record<string, unknown>)[name];
      ownValues[name] = typeof value === 'string' ? value : undefined;
    }
    return { opts, positionals, values: ownValues };
  } catch (error) {
    console.error(`${command}: ${argumentProblem(error, Object.keys(options))}\n${usage}`);
    return { exit: 1 };
  }
}
