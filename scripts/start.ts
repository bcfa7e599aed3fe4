/**
 * npm start: builds $BRAND (default demo) and serves it with the demo API on one origin.
 * PORT (default 4173) picks the port; API_UPSTREAM points /api and /media at a real operator API.
 */
import path from 'node:path';
import { BrandError, loadBrand } from './brand/index';
import { buildBrands } from './build/build-brands';
import { ROOT } from './build/stamp';
import { startAppServer } from './server/serve';

const id = process.env.BRAND ?? 'demo';
const port = Number(process.env.PORT ?? 4173);

try {
  await buildBrands({ ids: [id] });
  const brand = await loadBrand(id);
  const upstream = process.env.API_UPSTREAM || undefined;
  const running = await startAppServer({
    staticDir: path.join(ROOT, 'dist', id),
    brand,
    upstream,
    port,
    host: process.env.HOST,
  });
  console.log(`\n${brand.name} (${id}) is running at http://localhost:${running.port}/`);
  console.log(
    upstream ? `API: proxied to ${upstream}` : 'API: the embedded demo API (demo OTP code 1234)',
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof BrandError) console.error(`The brand file has problems:\n${error.message}`);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    console.error(
      `Port ${port} is already in use: stop what runs there, or pick another with PORT=<port>.`,
    );
  else console.error(error);
  process.exit(1);
}
