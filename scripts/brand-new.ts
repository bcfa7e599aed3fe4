/**
 * npm run brand:new -- <id> [--root <dir>] [--locales <dir>]
 * Creates brands/<id>.json from the demo brand with placeholder assets in brands/<id>/, checks it
 * and prints the next steps. Refuses an id that is not a safe slug or that already exists.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrandCreateError, createBrand, formatIssue } from './brand/index';
import { COMMON_USAGE, parseBrandArgs } from './brand/cli';

const usage = `Usage: npm run brand:new -- <id> [--root <dir>] [--locales <dir>]
  <id>             the new brand id: lower-case letters and digits joined by dashes, e.g. acme-bet
${COMMON_USAGE}`;

export async function main(argv: string[]): Promise<number> {
  const args = parseBrandArgs(argv, 'brand-new', usage);
  if ('exit' in args) return args.exit;
  const { opts, positionals } = args;
  if (positionals.length !== 1) {
    console.error(`brand-new: give exactly one brand id\n${usage}`);
    return 1;
  }
  const id = positionals[0] ?? '';
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
