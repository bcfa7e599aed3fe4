/**
 * npm run build -- --brand <id>   builds dist/<id>/, a self-contained site (default: $BRAND or demo)
 * npm run build:brands            builds every brand in brands/: the app once in dist/assets/,
 *                                 each brand's pages in dist/<id>/
 * Options: --out <dir> (instead of dist/), --assets-url <url> (with --all: where the shared
 * assets are served from, e.g. https://cdn.example.com/betdeck/assets/; default /assets/),
 * --force (compile anew and stamp every brand built anew, whatever the build record says).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BrandError, checkShippable, listBrandIds } from './brand/index';
import { argumentProblem } from './brand/cli';
import { buildBrands } from './build/build-brands';

const USAGE = `Usage: npm run build -- [--brand <id>] [--out <dir>] [--force]
       npm run build:brands -- [--out <dir>] [--assets-url <url>] [--force] [--strict]
  build          one brand (--brand, default $BRAND or demo) into <out>/<id>/, a self-contained site
  build:brands   every brand in brands/: the app once into <out>/assets/, each brand's pages into
                 <out>/<id>/; brands no longer in brands/ are removed from <out>
  --out <dir>         instead of dist/
  --assets-url <url>  build:brands: where the shared assets are served from (default /assets/),
                      e.g. https://cdn.example.com/betdeck/assets/
  --force             compile anew and stamp the brands built anew, whatever the build record says
  --strict            as a release does: the demo operator's data still in a brand (its licence,
                      licensee, terms, privacy, top-up or care) stops the build
  Only what changed since the last build is built again (the build record in <out>/).`;

const OPTIONS = {
  brand: { type: 'string' },
  all: { type: 'boolean', default: false },
  out: { type: 'string' },
  'assets-url': { type: 'string' },
  force: { type: 'boolean', default: false },
  strict: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

try {
  const { values } = parseArgs({ options: OPTIONS });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const ids = values.all ? await listBrandIds() : [values.brand ?? process.env.BRAND ?? 'demo'];
  if (values.strict) {
    const { refused } = await checkShippable(ids);
    if (refused.length) throw new BrandError(refused.flatMap((r) => r.issues));
  }
  await buildBrands({
    ids,
    layout: values.all ? 'shared' : 'self-contained',
    prune: values.all,
    force: values.force,
    ...(values.out ? { outDir: path.resolve(values.out) } : {}),
    ...(values['assets-url'] ? { assetsUrl: values['assets-url'] } : {}),
  });
} catch (error) {
  if (error instanceof BrandError) {
    console.error(`Build stopped: the brand file has problems.\n${error.message}`);
  } else {
    // A mistyped option: the near one, and what the options are.
    const parsing = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(
      parsing
        ? `Build stopped: ${argumentProblem(error, Object.keys(OPTIONS))}\n${USAGE}`
        : error instanceof Error
          ? `Build stopped: ${error.message}`
          : error,
    );
  }
  process.exit(1);
}
