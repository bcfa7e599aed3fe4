import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of the app in (`__vitePreload(() => import(x), deps)`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's preload helper without its work: vite.config.ts gives the chunks no lists of what each
 * dynamic import brings (`modulePreload.resolveDependencies`), so the helper only calls the
 * import, yet it still weighs 0.6 KB gzipped in the entry. A lazy part's files are preloaded otherwise: the page's preloads name the first screen's
 * (scripts/build/preloads.ts), and a screen opened later asks the page for its own (the
 * route's row of the same table, src/lib/lazy-screen.ts); any other lazy part loads its imports
 * as the browser finds them.
 */
export function noPreloadHelperPlugin(): Plugin {
  return {
    name: 'betdeck-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER) return undefined;
      return 'export const __vitePreload = (load) => load();\n';
    },
    // Vite's helper also loads the CSS a lazy chunk imports; this one does not. The app's styles
    // are styled-components' (no CSS file): a CSS import in a lazy part must not go unloaded.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        if (chunk.viteMetadata?.importedCss.size) {
          this.error(
            `${chunk.fileName} imports CSS, which the build's preload helper does not load (scripts/vite/no-preload-helper.ts): style it with styled-components`,
          );
        }
      }
    },
  };
}
