import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import type { BrandCheckOptions } from '../brand/index';
import { ROOT } from '../build/stamp';
import { brandPreviewPlugin } from './brand-preview';

/** The brand npm run dev shows: `--brand <id>`, else $BRAND, else demo. */
export function devBrandId(argv: string[], env: Record<string, string | undefined>): string {
  const { values } = parseArgs({ args: argv, options: { brand: { type: 'string' } } });
  return values.brand ?? (env.BRAND || 'demo');
}

export interface DevServerOptions {
  id: string;
  port: number;
  /** Where the brand files are (tests point it at a copy). */
  brands?: BrandCheckOptions;
  /** More Vite options (e.g. a logger or a cache folder of its own). */
  vite?: InlineConfig;
}

/** Starts the Vite dev server of the app for brand `id`, with live preview of its brand file. */
export async function startDevServer({
  id,
  port,
  brands,
  vite,
}: DevServerOptions): Promise<ViteDevServer> {
  const preview = await brandPreviewPlugin(id, brands);
  const server = await createServer(
    mergeConfig<InlineConfig, InlineConfig>(
      {
        root: ROOT,
        configFile: path.join(ROOT, 'vite.config.ts'),
        plugins: [preview],
        server: { port, strictPort: true },
      },
      vite ?? {},
    ),
  );
  await server.listen();
  server.config.logger.info(
    `  brand: ${id}; edits of brands/${id}.json and brands/${id}/ show in the page as they are saved`,
  );
  return server;
}
