import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { CORE_GROUP, messageGroups } from './message-groups.ts';

const LOADERS_ID = 'virtual:locale-loaders';
const MESSAGES_PREFIX = 'virtual:messages/';

/**
 * Serves the locale files of src/locales/ precompiled to ICU message ASTs, so the browser
 * needs no message parser, each locale merged over English (the fallback for any missing text).
 * A production build splits each language's messages by screen (message-groups.ts): the core
 * group, which every screen loads, and one group per feature, loaded with its screen
 * (src/lib/lazy-screen.ts), so a screen does not download every other screen's texts.
 * - `virtual:locale-loaders`: `{ [lang]: () => import('virtual:messages/<lang>/core') }`;
 * - `virtual:messages/<lang>/<group>`: that group's messages as ASTs; the core group's also
 *   exports `groups`, `{ [group]: () => import('virtual:messages/<lang>/<group>') }` of the
 *   others: the entry holds one loader per language, not one per language and screen (1 KB
 *   gzipped of a first load), and a screen's texts are found once its language's core
 *   texts have loaded (index.html fetches both at once).
 * The dev server and the tests keep every message in the core group.
 */
export function messagesPlugin(localesDir: string, srcDir: string): Plugin {
  let split = false;
  let groups: Map<string, Set<string>> | undefined;
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
  const groupNames = () => {
    if (!split) return [CORE_GROUP];
    groups ??= messageGroups(srcDir);
    const names = new Set<string>([CORE_GROUP]);
    for (const set of groups.values()) for (const g of set) names.add(g);
    return [...names].sort();
  };

  return {
    name: 'betdeck-messages',
    configResolved(config) {
      split = config.command === 'build';
    },
    buildStart() {
      groups = undefined;
    },
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(MESSAGES_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = languages().map(
          (lang) =>
            `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(`${MESSAGES_PREFIX}${lang}/${CORE_GROUP}`)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${MESSAGES_PREFIX}`)) {
        const [lang = 'en', group = CORE_GROUP] = id
          .slice(`\0${MESSAGES_PREFIX}`.length)
          .split('/');
        this.addWatchFile(path.join(localesDir, 'en.json'));
        this.addWatchFile(path.join(localesDir, `${lang}.json`));
        const merged = { ...readLocale('en'), ...readLocale(lang) };
        const inGroup = (key: string) =>
          !split || (groups ??= messageGroups(srcDir)).get(key)?.has(group) === true;
        const ast = Object.fromEntries(
          Object.entries(merged)
            .filter(([key]) => inGroup(key))
            .map(([key, message]) => [key, parse(message)]),
        );
        const others =
          group === CORE_GROUP
            ? groupNames()
                .filter((g) => g !== CORE_GROUP)
                .map(
                  (g) =>
                    `  ${JSON.stringify(g)}: () => import(${JSON.stringify(`${MESSAGES_PREFIX}${lang}/${g}`)}),`,
                )
            : undefined;
        return (
          `export default ${JSON.stringify(ast)};\n` +
          (others ? `export const groups = {\n${others.join('\n')}\n};\n` : '')
        );
      }
      return undefined;
    },
  };
}
