import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messagesPlugin } from './scripts/vite/messages-plugin.ts';
import { stripDefaultMessagesPlugin } from './scripts/vite/strip-default-messages.ts';

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
export default defineConfig(({ command }) => ({
  // A relative base: chunks load each other (and Vite's preload helper finds them) relative to
  // their own URL, so one compiled app works from any folder or CDN. index.html's `./assets/`
  // URLs are replaced by the stamp with the folder the assets are served from.
  base: command === 'build' ? './' : '/',
  plugins: [
    react(),
    messagesPlugin(`${src}/locales`, src),
    stripDefaultMessagesPlugin((id) => id.startsWith(`${src}/`)),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: /^use-sync-external-store\/shim$/, replacement: `${src}/lib/sync-external-store.ts` },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads statically stays in the entry chunk. Otherwise a shared
          // module that a screen also imports lazily (the builder's payment block) makes rolldown
          // cut the entry into five chunks: 4 more requests and 2.4 KB gzipped more (issue 5).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
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
  },
}));
