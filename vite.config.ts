import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messagesPlugin } from './scripts/vite/messages-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The application, compiled once for every brand: nothing here knows a brand. Brands are
 * stamped onto the compiled app afterwards (scripts/build/stamp.ts), or by the dev server.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), messagesPlugin(`${src}/locales`)],
  resolve: {
    alias: {
      '@': src,
      // Messages reach the browser precompiled to ASTs (messagesPlugin): no ICU parser shipped.
      ...(command === 'build'
        ? {
            '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
          }
        : {}),
    },
  },
  build: {
    target: 'es2022',
    outDir: '.cache/app',
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
}));
