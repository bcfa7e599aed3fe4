import type { Plugin } from 'vite';

/**
 * Library builds whose components and contexts are made by calls at the top level that no
 * annotation marks pure: React Router's production build (the resolve alias of vite.config.ts
 * points at it) and react-intl's. Each with the calls that make them.
 */
const PURE_CALLS = [
  {
    id: /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/,
    calls: /React\d*\.(?:forwardRef|createContext|memo)\(/,
  },
  {
    id: /\/node_modules\/react-intl\/index\.js$/,
    calls:
      /(?:React\.(?:forwardRef|createContext|memo)|createFormattedComponent|createFormattedDateTimePartsComponent)\(/,
  },
];

/** @formatjs/intl's build, whose createIntl binds every formatter into the `intl` object. */
const FORMATJS_INTL = /\/node_modules\/@formatjs\/intl\/index\.js$/;

/**
 * The formatters of `intl` the app calls (src/lib/format.ts, src/lib/odds.ts and every text);
 * tests/build/intl-formatters.test.ts checks that it calls no other.
 */
export const INTL_FORMATTERS = ['formatMessage', '$t', 'formatNumber', 'formatDate'] as const;

/**
 * Lets the bundler drop what the app does not use of React Router, react-intl and @formatjs/intl
 *:
 * - their builds make every component and context at the top level by a call
 *   (`var Form = React10.forwardRef(...)`, `React.createContext(null)`,
 *   `const FormattedDate = createFormattedComponent("formatDate")`) and then name it
 *   (`Form.displayName = "Form"`): a call the bundler cannot tell is pure and a property write
 *   keep each of them, and all they reach, in every first load (the app's declarative router uses
 *   none of the data router's forms, fetchers or framework parts). Marked pure, and unnamed (a
 *   name only React's developer tools show), the unused ones go;
 * - `intl` (createIntl) holds every formatter of @formatjs/intl, relative times, lists, display
 *   names, durations, ranges and plurals among them; it keeps those of INTL_FORMATTERS.
 */
export function leanLibrariesPlugin(): Plugin {
  return {
    name: 'betdeck-lean-libraries',
    apply: 'build',
    transform: {
      filter: { id: [...PURE_CALLS.map((l) => l.id), FORMATJS_INTL] },
      handler(code, id) {
        let out = code;
        const library = PURE_CALLS.find((l) => l.id.test(id));
        if (library) {
          const made = new RegExp(
            `^((?:export )?(?:var|const|let) [\\w$]+ = )(${library.calls.source})`,
            'gm',
          );
          out = out
            .replace(made, '$1/* @__PURE__ */ $2')
            .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
        } else if (FORMATJS_INTL.test(id)) {
          const kept = new Set<string>(INTL_FORMATTERS);
          let dropped = 0;
          out = out.replace(
            /^\t\t([\w$]+): [\w$]+\.bind\(null, resolvedConfig, [\w.]+\),?$/gm,
            (line, name: string) => {
              if (kept.has(name)) return line;
              dropped++;
              return '';
            },
          );
          // A new version that writes createIntl otherwise: better whole than broken.
          if (dropped === 0 || !INTL_FORMATTERS.every((f) => out.includes(`\t\t${f}: `))) {
            this.warn(`@formatjs/intl's createIntl is not as expected: its formatters are kept`);
            out = code;
          }
        }
        return out === code ? undefined : { code: out, map: null };
      },
    },
  };
}
