import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrandCheckOptions } from './paths';

/** The usage lines of the options every brand command takes. */
export const COMMON_USAGE = `  --root <dir>     project root holding brands/ and src/locales/ (default: this repo)
  --locales <dir>  folder of the message files <lang>.json (default: <root>/src/locales)`;

/**
 * Reads the arguments of a brand command (brand:check, brand:new): --root, --locales, --help and
 * positionals. Returns the exit code instead when there is nothing more to do: the usage was
 * asked for (0) or an option is unknown (1, with the usage on stderr).
 */
export function parseBrandArgs(
  argv: string[],
  command: string,
  usage: string,
): { opts: BrandCheckOptions; positionals: string[] } | { exit: number } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
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
    return { opts, positionals };
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}\n${usage}`);
    return { exit: 1 };
  }
}
