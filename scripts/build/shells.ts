/**
 * The page shells of a brand's index.html: each screen with a shell (src/app/prerender.tsx)
 * rendered in its loading state, with the brand's theme, in each of its languages, by the
 * prerender the compile builds once for Node (<appDir>/.prerender/); no recompile per brand.
 *
 * The page carries each shell, in each of the brand's languages, in a <template>, their CSS in
 * the head, and a small script (allowed by its hash in the page's content security policy) that
 * shows the shell of the address in the player's language before the app's scripts have
 * arrived: the header with the logo, the titles and reserved shapes. On a brand with Sweden's
 * bar, the page carries the bar too (one per licence that has one, in each language), which the
 * same script paints into the bar's room (src/config/bar-room.ts).
 * The app removes it when its screen first renders (src/app/shell.ts). An address without a
 * shell (history, OTP, how to play), or a lobby framed by a partner (?mode=iframe, no header),
 * keeps the brand's spinner.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  renderBrandPages,
  renderScreen,
  renderShells,
  shellRoutes,
} from '../../src/app/prerender';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { licenceHosts } from '../../src/config/bar-room';
import { LOCALES, type Language } from '../../src/lib/languages';
import {
  barTemplateId,
  shellTemplateId,
  type ShellPickerConfig,
} from '../../src/boot/shell-picker';
import { codeThread } from './threads';
import { SHELL_ATTRIBUTE, SHELL_ELEMENT_ID, SHOW_SHELL } from '../../src/boot/page-ids';

export const PRERENDER_ENTRY = 'src/app/prerender.tsx';
/** A dot folder of the compile: the build's own, never copied into a site. */
export const PRERENDER_FOLDER = '.prerender';

/** What src/app/prerender.tsx exports (compiled into <appDir>/.prerender/). */
export interface Prerender {
  shellRoutes: typeof shellRoutes;
  renderShells: typeof renderShells;
  renderScreen: typeof renderScreen;
  renderBrandPages: typeof renderBrandPages;
}

/** The compiled prerender's file in a compile folder, as a URL to import. */
async function prerenderUrl(appDir: string): Promise<string> {
  const dir = path.join(appDir, PRERENDER_FOLDER);
  const files = await readdir(dir).catch(() => [] as string[]);
  const file = files.find((f) => /^prerender\.m?js$/.test(f));
  if (!file) throw new Error(`${dir} has no prerender.mjs: compile the app again`);
  return pathToFileURL(path.join(dir, file)).href;
}

/** The compiled prerender, answering from a thread of its own (loadPrerender). */
export interface PrerenderThread {
  renderShells: Prerender['renderShells'];
  renderScreen: Prerender['renderScreen'];
  renderBrandPages: Prerender['renderBrandPages'];
  /** The shells' route patterns, ranked (computed once, as the prerender loads). */
  shellRoutes: ReturnType<Prerender['shellRoutes']>;
}

type PrerenderCall = {
  [K in keyof Prerender]: { call: K; args: Parameters<Prerender[K]> };
}[keyof Prerender];

/**
 * The compiled prerender of a compile folder, loaded in a thread of its own started without tsx:
 * the build's shells and the bundled server's screens. Imported by the caller's thread, under
 * tsx's loader hooks, the 2 MB module took 0.8 s, where such a thread takes 0.1 s; and its renders
 * no longer hold up the build's stamps or the server's other requests. Resolves once the module
 * has loaded (a failure to load fails here, not at the first page).
 */
export async function loadPrerender(appDir: string): Promise<PrerenderThread> {
  const thread = codeThread<PrerenderCall, unknown>(
    `const prerender = import(require('node:worker_threads').workerData);
prerender.catch(() => {});
async function handle({ call, args }) {
  return (await prerender)[call](...args);
}`,
    await prerenderUrl(appDir),
  );
  const call = <K extends keyof Prerender>(name: K, ...args: Parameters<Prerender[K]>) =>
    thread.call({ call: name, args } as PrerenderCall) as Promise<
      Awaited<ReturnType<Prerender[K]>>
    >;
  return {
    shellRoutes: await call('shellRoutes'),
    renderShells: (...args) => call('renderShells', ...args),
    renderScreen: (...args) => call('renderScreen', ...args),
    renderBrandPages: (...args) => call('renderBrandPages', ...args),
  };
}

/**
 * What the shell picker is given (src/boot/shell-picker.ts): the shells' routes (best-ranked
 * first) and languages. On a brand that shows the swipe tour (`tour`), it marks <html> once the
 * player has seen it; on a brand with Sweden's bar (`bars`: the licence of each host,
 * licenceHosts), it paints the host's bar.
 */
export function shellPickerConfig(
  routes: readonly (readonly [string, string])[],
  languages: readonly Language[],
  { tour = true, bars }: { tour?: boolean; bars?: Record<string, number> } = {},
): ShellPickerConfig {
  return {
    routes: routes.map(([pattern]) => pattern),
    shells: routes.map(([, shell]) => shell),
    languages,
    tour,
    ...(bars ? { bars } : {}),
  };
}

/**
 * While a shell shows, the app's own root renders out of sight under it (laid out, so the
 * screen's first measurements are right).
 */
const SHELL_CSS = `[${SHELL_ATTRIBUTE}] #root{position:absolute;top:0;left:0;width:100%;visibility:hidden}`;

/** A brand's shells as index.html carries them: the head's style, and the body's part. */
export async function renderShellHtml(
  brand: RuntimeBrand,
  prerender: PrerenderThread,
): Promise<{ style: string; body: string; picker: ShellPickerConfig }> {
  const { shells, bars, css } = await prerender.renderShells(brand);
  const problem = [...shells, ...bars].find((s) => /<script[\s>]/i.test(s.html));
  if (problem) throw new Error(`a shell or bar of ${brand.id} has a script`);
  // React's resource hints (the logo's preload: the head has it already) are for a document,
  // not for a shell shown by a script.
  const markup = (html: string) => html.replace(/<link rel="preload"[^>]*\/>/g, '');
  return {
    style: `${SHELL_CSS}${css}`,
    body: [
      ...bars.map(
        (b) =>
          `<template id="${barTemplateId(b.licence, b.language)}">${markup(b.html)}</template>`,
      ),
      `<div id="${SHELL_ELEMENT_ID}"></div>`,
      ...shells.map(
        (s) =>
          `<template id="${shellTemplateId(s.name, s.language)}" data-locale="${LOCALES[s.language]}">${markup(s.html)}</template>`,
      ),
      // The head script's shell picker, now that the body has the shells (src/boot/head.ts).
      `<script>${SHOW_SHELL}()</script>`,
    ].join('\n    '),
    picker: shellPickerConfig(prerender.shellRoutes, [...new Set(shells.map((s) => s.language))], {
      tour: brand.blocks.tour,
      ...(bars.length ? { bars: licenceHosts(brand.compliance) } : {}),
    }),
  };
}
