/**
 * npm run brand:new -- <id> [--name <name>] [--primary <#rrggbb>] [--accent <#rrggbb>]
 *   [--root <dir>] [--locales <dir>]
 * Creates brands/<id>.json from the demo brand, with the brand's name and colours when given (the
 * text on each colour white or black, whichever reads better), and placeholder assets drawn in
 * them in brands/<id>/; checks it and prints the next steps. Refuses an id that is not a safe
 * slug or that already exists, and a colour that is not #rrggbb.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BrandCreateError,
  createBrand,
  formatIssue,
  readableOn,
  TEMPLATE_BRAND,
  type BrandLook,
} from './brand/index';
import { COMMON_USAGE, parseBrandArgs } from './brand/cli';

const usage = `Usage: npm run brand:new -- <id> [--name <name>] [--primary <#rrggbb>] [--accent <#rrggbb>]
  [--root <dir>] [--locales <dir>]
  <id>             the new brand id: lower-case letters and digits joined by dashes, e.g. acme-bet
  --name <name>    the brand's name, as players see it (default: from the id, e.g. Acme Bet)
  --primary <#rrggbb>  the header's and buttons' colour (default: the demo brand's)
  --accent <#rrggbb>   the highlights' colour (default: the demo brand's)
${COMMON_USAGE}`;

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The look the options ask for, or the option that is not a colour. */
function lookOf(values: Record<string, string | undefined>): BrandLook | string {
  const colors: NonNullable<BrandLook['colors']> = {};
  for (const role of ['primary', 'accent'] as const) {
    const value = values[role];
    if (value === undefined) continue;
    if (!COLOUR.test(value)) return `--${role} must be a colour as #rrggbb, got "${value}"`;
    const colour = value.toLowerCase();
    colors[role] = colour;
    colors[role === 'primary' ? 'onPrimary' : 'onAccent'] = readableOn(colour);
  }
  return { ...(values.name ? { name: values.name } : {}), colors };
}

export async function main(argv: string[]): Promise<number> {
  const args = parseBrandArgs(argv, 'brand-new', usage, ['name', 'primary', 'accent']);
  if ('exit' in args) return args.exit;
  const { opts, positionals } = args;
  const look = lookOf(args.values);
  if (typeof look === 'string') {
    console.error(`brand-new: ${look}\n${usage}`);
    return 1;
  }
  if (positionals.length !== 1) {
    console.error(`brand-new: give exactly one brand id\n${usage}`);
    return 1;
  }
  const id = positionals[0] ?? '';
  try {
    const created = await createBrand(id, opts, look);
    console.log(`Created ${created.file}`);
    for (const asset of created.assets) console.log(`Created ${asset} (placeholder)`);
    for (const page of created.pages)
      console.log(`Copied ${page} (the ${TEMPLATE_BRAND} operator's)`);
    if (created.issues.length) {
      console.error(`\n${created.file} does not pass the brand check yet:`);
      for (const issue of created.issues) console.error(formatIssue(issue));
      return 1;
    }
    const folder = path.posix.dirname(created.assets[0] ?? `brands/${id}/x`);
    // The placeholders are in the demo's colours unless the command gave the brand's.
    const colours =
      args.values.primary || args.values.accent
        ? 'they are drawn in its colours'
        : "they are drawn in the demo's colours (brand:new with --primary and --accent draws them in the brand's own)";
    console.log(`\n${created.file} passes the brand check.`);
    if (created.warnings.length) {
      console.log(
        `Still the ${TEMPLATE_BRAND} operator's (brand:check warns until each is replaced):`,
      );
      for (const warning of created.warnings) console.log(`  ${formatIssue(warning)}`);
    }
    console.log(`\nNext steps:
  1. npm run dev -- --brand ${id}   to see it live while you edit (http://localhost:5173/)
  2. Edit ${created.file}: name, description, hosts, region, theme colours, phone, languages,
     lobby cards, blocks, payment providers and the top-up page (payments.topUpUrl), and the
     licence, terms and privacy pages and customer care (compliance; docs/compliance.md); write
     its own pages in ${folder}/pages/ (docs/operators.md#the-brands-own-pages).
  3. Replace the placeholder images in ${folder}/ with the brand's own: ${colours}.
  4. npm run brand:check -- ${id}
  5. BRAND=${id} npm start   to see it built, as it ships`);
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
