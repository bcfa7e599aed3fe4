/**
 * npm run dev: the Vite dev server (hot reload) for $BRAND (default demo), with the demo API.
 * The brand is stamped into index.html as the build does, and its images served under /brand/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { Brand } from '../src/types/brand.gen';
import { BrandError, loadBrand } from './brand/index';
import { brandAssetFiles, renderIndexHtml, ROOT, toRuntimeBrand } from './build/stamp';
import { createDemoApi } from './server/demo-api/index';

async function brandDevPlugin(brand: Brand): Promise<Plugin> {
  const { urls, files } = await brandAssetFiles(brand);
  const runtime = toRuntimeBrand(brand, urls);
  const demoApi = createDemoApi({ operator: brand });
  return {
    name: 'betdeck-brand-dev',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.find((f) => `/${f.target}` === req.url);
        if (file) {
          readFile(file.source).then((body) => {
            res.setHeader(
              'Content-Type',
              file.source.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
            );
            res.end(body);
          }, next);
          return;
        }
        demoApi(req, res).then((handled) => {
          if (!handled) next();
        }, next);
      });
    },
    transformIndexHtml: { order: 'post', handler: (html) => renderIndexHtml(html, runtime) },
  };
}

try {
  const brand = await loadBrand(process.env.BRAND ?? 'demo');
  const server = await createServer({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    plugins: [await brandDevPlugin(brand)],
    server: { port: Number(process.env.PORT ?? 5173) },
  });
  await server.listen();
  server.config.logger.info(`  brand: ${brand.name} (${brand.id})`);
  server.printUrls();
} catch (error) {
  console.error(error instanceof BrandError ? error.message : error);
  process.exit(1);
}
