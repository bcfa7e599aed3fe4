import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrandCheckOptions } from './paths';

/** The usage lines of the options every brand command takes. */
export const COMMON_USAGE = `  --root <dir>     project root holding brands/ and src/locales/ (default: this repo)
  --locales <dir>  folder of the message files <lang>.json (default: <root>/src/locales)`;

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
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...Object.fromEntries(own.map((name) => [name, { type: 'string' as const }])),
        root: { type: 'string' },
        locales: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
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
    console.error(`${command}: ${(error as Error).message}\n${usage}`);
    return { exit: 1 };
  }
}
