/**
 * The dev server's brand (npm run dev): stamped into index.html as the build does, its images
 * served under /brand/, the demo API playing its operator, and live preview: an edit of
 * brands/<id>.json or of a file in brands/<id>/ is checked and sent to the open pages over Vite's
 * HMR connection (src/app/brand-preview.ts renders it in place), or, when the check fails, its
 * problems are (shown over the last good brand) and printed in the terminal.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer, WebSocketClient } from 'vite';
import { BRAND_PREVIEW_EVENTS, type BrandProblem } from '../../src/config/brand-preview-events';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import type { Brand } from '../../src/types/brand.gen';
import {
  BrandError,
  formatIssue,
  loadBrand,
  resolvePaths,
  type BrandCheckOptions,
} from '../brand/index';
import {
  brandAssetFiles,
  brandFileBody,
  renderIndexHtml,
  renderManifest,
  toRuntimeBrand,
  type BrandAssets,
} from '../build/stamp';
import { createDemoApi, type DemoApiHandler } from '../server/demo-api/index';

interface GoodBrand {
  brand: Brand;
  assets: BrandAssets;
  runtime: RuntimeBrand;
}

/** Edits closer together than this are checked once (an editor's save can be several writes). */
const SETTLE_MS = 60;

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

/** The parts of a brand the demo API answers from: a change makes a new demo API. */
const operatorOf = (b: Brand) =>
  JSON.stringify([b.id, b.name, b.region, b.languages, b.payments, b.demoApi]);

/**
 * The plugin for brand `id`. Resolves once the brand has been checked and loaded; rejects with
 * a BrandError when it has problems (there is no good version to show yet).
 */
export async function brandPreviewPlugin(
  id: string,
  options: BrandCheckOptions = {},
): Promise<Plugin> {
  const { brandsDir } = resolvePaths(options);
  const brandFile = path.join(brandsDir, `${id}.json`);
  const brandFolder = path.join(brandsDir, id);
  const load = async (): Promise<GoodBrand> => {
    const brand = await loadBrand(id, options);
    const assets = brandAssetFiles(brand, brandsDir);
    return { brand, assets, runtime: toRuntimeBrand(brand, assets.urls) };
  };

  let good = await load();
  let problems: BrandProblem[] = [];
  let demoApi: DemoApiHandler = createDemoApi({ operator: good.brand });
  let server: ViteDevServer | undefined;

  const check = async () => {
    const log = server!.config.logger;
    try {
      const next = await load();
      if (operatorOf(next.brand) !== operatorOf(good.brand)) {
        demoApi = createDemoApi({ operator: next.brand });
      }
      const fixed = problems.length > 0;
      good = next;
      problems = [];
      server!.ws.send(BRAND_PREVIEW_EVENTS.brand, good.runtime);
      log.info(`brand ${id}: ${fixed ? 'fixed; ' : ''}the page shows the edit`, {
        timestamp: true,
      });
    } catch (error) {
      if (!(error instanceof BrandError)) throw error;
      problems = error.issues;
      server!.ws.send(BRAND_PREVIEW_EVENTS.problems, problems);
      log.error(
        `brand ${id} has problems; the page keeps its last good version:\n${error.issues
          .map((i) => `  ${formatIssue(i)}`)
          .join('\n')}`,
        { timestamp: true },
      );
    }
  };

  // One check at a time, after the edits have settled; an edit during a check checks again.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(check).catch((error: unknown) => {
        server!.config.logger.error(`brand ${id}: ${String(error)}`, { timestamp: true });
      });
    }, SETTLE_MS);
  };
  const concerns = (file: string) =>
    file === brandFile || file.startsWith(`${brandFolder}${path.sep}`);

  return {
    name: 'betdeck-brand-preview',
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([brandFile, brandFolder]);
      for (const event of ['add', 'change', 'unlink'] as const) {
        devServer.watcher.on(event, (file: string) => {
          if (concerns(path.resolve(file))) schedule();
        });
      }
      devServer.ws.on(BRAND_PREVIEW_EVENTS.hello, (_data: unknown, client: WebSocketClient) => {
        if (problems.length) client.send(BRAND_PREVIEW_EVENTS.problems, problems);
      });
      devServer.middlewares.use((req, res, next) => {
        if (req.url === '/manifest.webmanifest') {
          res.setHeader('Content-Type', 'application/manifest+json');
          res.end(renderManifest(good.runtime, good.assets.icons));
          return;
        }
        const file = good.assets.files.find((f) => `/${f.target}` === req.url);
        if (file) {
          brandFileBody(file).then((body) => {
            res.setHeader('Content-Type', IMAGE_TYPES[path.extname(file.target)] ?? 'image/png');
            res.end(body);
          }, next);
          return;
        }
        demoApi(req, res).then((handled) => {
          if (!handled) next();
        }, next);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => renderIndexHtml(html, good.runtime),
    },
  };
}
