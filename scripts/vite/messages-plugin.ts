import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const LOADERS_ID = 'virtual:locale-loaders';
const MESSAGES_PREFIX = 'virtual:messages/';

/**
 * Serves the locale files of src/locales/ precompiled to ICU message ASTs, so the browser
 * needs no message parser, each locale merged over English (the fallback for any missing text):
 * - `virtual:locale-loaders`: `{ [lang]: () => import('virtual:messages/<lang>') }` for each file;
 * - `virtual:messages/<lang>`: that locale's messages as ASTs.
 */
export function messagesPlugin(localesDir: string): Plugin {
  const readLocale = (lang: string): Record<string, string> =>
    JSON.parse(readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Record<
      string,
      string
    >;
  const languages = () =>
    readdirSync(localesDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();

  return {
    name: 'betdeck-messages',
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(MESSAGES_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = languages().map(
          (lang) =>
            `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(MESSAGES_PREFIX + lang)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${MESSAGES_PREFIX}`)) {
        const lang = id.slice(`\0${MESSAGES_PREFIX}`.length);
        this.addWatchFile(path.join(localesDir, 'en.json'));
        this.addWatchFile(path.join(localesDir, `${lang}.json`));
        const merged = { ...readLocale('en'), ...readLocale(lang) };
        const ast = Object.fromEntries(
          Object.entries(merged).map(([key, message]) => [key, parse(message)]),
        );
        return `export default ${JSON.stringify(ast)};\n`;
      }
      return undefined;
    },
  };
}
