/**
 * True in the build's prerender of the page shells (src/app/prerender.tsx runs in Node, with no
 * document): what loads after the page has painted (the language selector, a player's balance)
 * is left out of the shell, as it is from the app's first paint.
 */
export const PRERENDERING = typeof document === 'undefined';
