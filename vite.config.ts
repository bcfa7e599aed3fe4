import { createRequire } from 'node:module';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPlan } from './scripts/vite/chunk-plan.ts';
import { messagesPlugin } from './scripts/vite/messages-plugin.ts';
import { noPreloadHelperPlugin } from './scripts/vite/no-preload-helper.ts';
import { leanLibrariesPlugin } from './scripts/vite/lean-libraries.ts';
import { stripDefaultMessagesPlugin } from './scripts/vite/strip-default-messages.ts';
import { styledWhitespacePlugin } from './scripts/vite/styled-whitespace.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** React Router points every bundler at its development build (remix-run/react-router#12532). */
const reactRouterProd = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * The application, compiled once for every brand: nothing here knows a brand. Brands are
 * stamped onto the compiled app afterwards (scripts/build/stamp.ts), or by the dev server.
 */
export default defineConfig(({ command }) => {
  const chunks = chunkPlan(path.dirname(src));
  return {
    // A relative base: chunks load each other (and Vite's preload helper finds them) relative to
    // their own URL, so one compiled app works from any folder or CDN. index.html's `./assets/`
    // URLs are replaced by the stamp with the folder the assets are served from.
    base: command === 'build' ? './' : '/',
    plugins: [
      react(),
      messagesPlugin(`${src}/locales`, src),
      stripDefaultMessagesPlugin((id) => id.startsWith(`${src}/`)),
      chunks.plugin,
      noPreloadHelperPlugin(),
      leanLibrariesPlugin(),
      styledWhitespacePlugin(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: src },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: `${src}/lib/sync-external-store.ts`,
        },
        ...(command === 'build'
          ? [
              // Messages reach the browser precompiled to ASTs (messagesPlugin): no ICU parser.
              {
                find: '@formatjs/icu-messageformat-parser',
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
              // Its production build: no dev warnings in players' consoles, 0.5 KB gzipped less.
              { find: /^react-router$/, replacement: `${reactRouterProd}/index.mjs` },
              { find: /^react-router\/dom$/, replacement: `${reactRouterProd}/dom-export.mjs` },
            ]
          : []),
      ],
    },
    build: {
      target: 'es2022',
      outDir: '.cache/app',
      emptyOutDir: true,
      assetsInlineLimit: 0,
      // .vite/manifest.json: which chunk each screen and locale is. The stamp reads it (preloads)
      // and keeps it out of the site; the size report reads it too (scripts/size/).
      manifest: true,
      // index.html preloads the entry's imports; the chunks hold no list of each lazy chunk's
      // imports, nor Vite's helper that preloads them (1.1 KB gzipped of every first load, issue
      // 24): the page preloads the first screen's files, and a screen opened later its own
      // (scripts/vite/no-preload-helper.ts). The browsers of es2022 that lack <link
      // rel="modulepreload"> (Safari before 17) only fetch later without it: no polyfill.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        output: {
          // A few scripts of sensible size per screen, not a dozen of a few hundred bytes: issue 24
          // (scripts/vite/chunk-plan.ts).
          codeSplitting: { groups: chunks.groups },
        },
      },
    },
    test: {
      environment: 'happy-dom',
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      globalSetup: ['tests/global-setup.ts'],
      restoreMocks: true,
      // A hang guard, not a speed check: servers, builds and browsers share 2 cores with CI's
      // other work, and 5 s cut tests short that were merely slow (speed is the benches' to say).
      testTimeout: 20_000,
      // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most files
      // wait on servers, builds and browsers as much as they compute, so two share two cores well.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  };
});
