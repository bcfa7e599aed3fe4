/**
 * npm run brand:new -- <id> [--root <dir>] [--locales <dir>]
 * Creates brands/<id>.json from the demo brand with placeholder assets in brands/<id>/, checks it
 * and prints the next steps. Refuses an id that is not a safe slug or that already exists.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BrandCreateError, createBrand, formatIssue } from './brand/index';
import type { BrandCheckOptions } from './brand/index';

const usage = `Usage: npm run brand:new -- <id> [--root <dir>] [--locales <dir>]
  <id>             the new brand id: lower-case letters and digits joined by dashes, e.g. acme-bet
  --root <dir>     project root holding brands/ and src/locales/ (default: this repo)
  --locales <dir>  folder of the message files <lang>.json (default: <root>/src/locales)`;

export async function main(argv: string[]): Promise<number> {
  let values: { root?: string; locales?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        root: { type: 'string' },
        locales: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`brand-new: ${(error as Error).message}\n${usage}`);
    return 1;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(`brand-new: give exactly one brand id\n${usage}`);
    return 1;
  }
  const id = positionals[0] ?? '';
  const opts: BrandCheckOptions = {
    ...(values.root ? { root: path.resolve(values.root) } : {}),
    ...(values.locales ? { localesDir: path.resolve(values.locales) } : {}),
  };
  try {
    const created = await createBrand(id, opts);
    console.log(`Created ${created.file}`);
    for (const asset of created.assets) console.log(`Created ${asset} (placeholder)`);
    if (created.issues.length) {
      console.error(`\n${created.file} does not pass the brand check yet:`);
      for (const issue of created.issues) console.error(formatIssue(issue));
      return 1;
    }
    console.log(`\n${created.file} passes the brand check. Next steps:
  1. Edit ${created.file}: name, description, hosts, region, theme colours, phone, languages,
     lobby cards, blocks and payment providers.
  2. Replace the placeholder images in ${path.posix.dirname(created.assets[0] ?? `brands/${id}/x`)}/ with the brand's own.
  3. npm run brand:check
  4. npm run build -- --brand ${id}`);
    return 0;
  } catch (error) {
    if (error instanceof BrandCreateError) {
      console.error(`brand-new: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) process.exitCode = await main(process.argv.slice(2));
