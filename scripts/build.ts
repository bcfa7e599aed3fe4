/**
 * npm run build -- --brand <id>   builds dist/<id>/, a self-contained site (default: $BRAND or demo)
 * npm run build:brands            builds every brand in brands/: the app once in dist/assets/,
 *                                 each brand's pages in dist/<id>/
 * Options: --out <dir> (instead of dist/), --assets-url <url> (with --all: where the shared
 * assets are served from, e.g. https://cdn.example.com/betdeck/assets/; default /assets/),
 * --force (ignore the build record: compile and stamp everything).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BrandError, listBrandIds } from './brand/index';
import { buildBrands } from './build/build-brands';

try {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      all: { type: 'boolean', default: false },
      out: { type: 'string' },
      'assets-url': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const ids = values.all ? await listBrandIds() : [values.brand ?? process.env.BRAND ?? 'demo'];
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
    console.error(error instanceof Error ? `Build stopped: ${error.message}` : error);
  }
  process.exit(1);
}
