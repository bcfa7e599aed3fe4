import type { ShellPickerConfig } from '../../src/boot/shell-picker';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { bootGuardConfig } from './boot-guard';
import { bootScript } from './boot-scripts';
import {
  askEarlyConfig,
  DEFAULT_ASSETS_URL,
  screenPreloadsConfig,
  type LanguagePreloads,
} from './preloads';

/**
 * The page's script in its head (src/boot/head.ts, docs/architecture.md#the-page-before-the-app):
 * the guard against an app that never starts (built pages have it; `guard(language, id)` gives
 * the app's texts of its error state), the screen's preloads (`preloads`, from the build's
 * manifest; `assetsUrl`, where its files are), the first screen's early API calls and the
 * shell picker (`shell`, for the page's shells, renderShellHtml).
 */
export function pageHeadScript(
  brand: RuntimeBrand,
  {
    guard,
    preloads,
    assetsUrl = DEFAULT_ASSETS_URL,
    shell,
  }: {
    guard?: (language: string, id: string) => string;
    preloads?: LanguagePreloads;
    assetsUrl?: string;
    shell?: ShellPickerConfig;
  } = {},
): string {
  const {
    table: { routes, ...table },
    media,
  } = askEarlyConfig(brand);
  const screens = preloads && screenPreloadsConfig(preloads, assetsUrl);
  // Each part reads the routes the page holds once: the same ranked table.
  for (const [part, theirs] of [
    ['preloads', screens?.routes],
    ['shell', shell?.routes],
  ] as const) {
    if (theirs && theirs.join() !== routes.join()) {
      throw new Error(`the page's ${part} rank the routes otherwise than its early asks`);
    }
  }
  return `<script>${bootScript('head', {
    languages: brand.languages,
    routes,
    ...(guard ? { guard: bootGuardConfig(brand, guard) } : {}),
    ...(screens ? { preloads: without(screens, 'routes') } : {}),
    early: { table, media },
    ...(shell ? { shell: without(shell, 'routes') } : {}),
  })}</script>`;
}

/** `value` without its `key`. */
function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}
