import type { Plugin } from 'vite';

/** React Router's production build (the resolve alias of vite.config.ts points at it). */
const ROUTER_BUILD = /\/node_modules\/react-router\/dist\/production\/.*\.mjs$/;

/**
 * Lets the bundler drop what the app does not use of React Router (issue 24). Its build is one
 * module whose every component and context is made at the top level by a call to React
 * (`var Form = React10.forwardRef(...)`, `React.createContext(null)`, `React3.memo(...)`) and
 * then named (`Form.displayName = "Form"`): a call the bundler cannot tell is pure and a
 * property write keep each of them, and all they reach, in every first load (the app's declarative
 * router uses none of the data router's forms, fetchers or framework parts). Marked pure, and
 * unnamed (a name only React's developer tools show), the unused ones go.
 */
export function pureRouterPlugin(): Plugin {
  return {
    name: 'betdeck-pure-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        const out = code
          .replace(
            /^((?:var|const|let) \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            '$1/* @__PURE__ */ $2',
          )
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
        return out === code ? undefined : { code: out, map: null };
      },
    },
  };
}
