/**
 * npm run build -- --brand <id>   builds dist/<id>/ (default: $BRAND or demo)
 * npm run build:brands            builds every brand in brands/
 */
import { parseArgs } from 'node:util';
import { BrandError, listBrandIds } from './brand/index';
import { buildBrands } from './build/build-brands';

const { values } = parseArgs({
  options: { brand: { type: 'string' }, all: { type: 'boolean', default: false } },
});

try {
  const ids = values.all ? await listBrandIds() : [values.brand ?? process.env.BRAND ?? 'demo'];
  await buildBrands({ ids });
} catch (error) {
  if (error instanceof BrandError) {
    console.error(`Build stopped: the brand file has problems.\n${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
