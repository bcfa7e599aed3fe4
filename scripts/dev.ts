/**
 * npm run dev [-- --brand <id>]: the Vite dev server (hot reload) for a brand (--brand, else
 * $BRAND, else demo), with the demo API and live preview of the brand file
 * (scripts/dev/brand-preview.ts). PORT picks the port (default 5173).
 */
import { BrandError } from './brand/index';
import { devBrandId, startDevServer } from './dev/dev-server';

try {
  const id = devBrandId(process.argv.slice(2), process.env);
  const server = await startDevServer({ id, port: Number(process.env.PORT ?? 5173) });
  server.printUrls();
} catch (error) {
  if (error instanceof BrandError) console.error(`The brand file has problems:\n${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
