/**
 * JSON safe inside a <script> element, a script's or a data block's: no text in it can end the
 * element or open a comment, and the line separators JavaScript once refused in a string are
 * escaped. The page's one way to put a value into a script (the stamp, the guard, the server's
 * data blocks).
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
