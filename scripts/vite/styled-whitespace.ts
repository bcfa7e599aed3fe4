import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** The tags of styled-components' CSS templates: styled.x``, styled(X)``, css``, keyframes``. */
const STYLED_TAG = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;

/**
 * One part of a CSS template (the text between two `${}`) without its indentation and line
 * breaks: a break with its indentation goes where it touches `{`, `}`, `;` or `,` (or starts or
 * ends the template), else it becomes one space; a declaration's `: ` and a rule's ` {` lose
 * their space. Spaces within a line stay (`margin: 0 auto`, `calc(100% - 2px)`), and so does one
 * beside a `${}` (what it gives is not known here).
 */
export function squeezeCss(raw: string, first: boolean, last: boolean): string {
  return raw
    .replace(/\s*\n\s*/g, (space: string, at: number) => {
      const before = raw[at - 1];
      const after = raw[at + space.length];
      if ((at === 0 && first) || (after === undefined && last)) return '';
      if (before === undefined || after === undefined) return ' ';
      return /[{};,]/.test(before) || /[{}]/.test(after) ? '' : ' ';
    })
    .replace(/([\w-]): +/g, '$1:')
    .replace(/ +\{/g, '{');
}

interface Node {
  type?: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface Quasi extends Node {
  value: { raw: string };
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const key in n) if (key !== 'parent') walk(n[key], visit);
}

/**
 * The app's styled-components CSS without the indentation and line breaks of its source
 *: styled-components keeps each template's text as written in the JavaScript, where
 * the first load carried about 0.2 KB gzipped of them in the entry and 0.1 KB in a screen's
 * chunk. The CSS the browser gets is the same (styled-components' own stylis drops that space
 * too); its class names, a hash of the text, change with it, in the app and the build's
 * prerender alike (both built with this plugin). Comments cannot be in a template (the lint
 * forbids them: they would ship).
 */
export function styledWhitespacePlugin(): Plugin {
  return {
    name: 'betdeck-styled-whitespace',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/[^?]*\.tsx?(\?|$)/.test(id) || !code.includes('`')) return undefined;
      const ast = parseAst(code, { lang: 'js' }, id);
      const out = new MagicString(code);
      walk(ast, (node) => {
        if (node.type !== 'TaggedTemplateExpression') return;
        const tag = node.tag as Node;
        if (!STYLED_TAG.test(code.slice(tag.start, tag.end))) return;
        const quasis = (node.quasi as { quasis: Quasi[] }).quasis;
        quasis.forEach((quasi, i) => {
          const raw = quasi.value.raw;
          const squeezed = squeezeCss(raw, i === 0, i === quasis.length - 1);
          if (squeezed === raw) return;
          if (squeezed) out.overwrite(quasi.start, quasi.end, squeezed);
          else out.remove(quasi.start, quasi.end);
        });
      });
      if (!out.hasChanged()) return undefined;
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
