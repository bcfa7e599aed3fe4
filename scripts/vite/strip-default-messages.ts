import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `id` or `'id'` as an object key. */
function keyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

const isStaticText = (node: unknown): boolean =>
  isNode(node) &&
  ((node.type === 'Literal' && typeof node.value === 'string') ||
    (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0));

/** The [start, end) ranges of the `defaultMessage` and `description` of every message descriptor. */
export function descriptorTextRanges(program: unknown): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'ObjectExpression') {
      const properties = (value.properties as Node[]).filter((p) => p.type === 'Property');
      const hasId = properties.some((p) => keyName(p) === 'id' && isStaticText(p.value));
      if (hasId) {
        for (const p of properties) {
          const name = keyName(p);
          if ((name === 'defaultMessage' || name === 'description') && isStaticText(p.value)) {
            ranges.push([p.start, p.end]);
          }
        }
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'type' && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return ranges;
}

/**
 * Production builds only: drops the English `defaultMessage` (and `description`) of every message
 * descriptor (`{ id: '...', defaultMessage: '...' }`, which is also what
 * `<FormattedMessage id defaultMessage />` compiles to). The texts ship once, in the messages
 * chunk (en.json, which a test keeps identical to the code's defaults), not twice.
 * Each removed property is blanked with spaces, so every position and source map stays right
 * (the minifier drops the blanks).
 */
export function stripDefaultMessagesPlugin(include: (id: string) => boolean): Plugin {
  return {
    name: 'betdeck-strip-default-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!include(id) || !code.includes('defaultMessage')) return undefined;
      const ranges = descriptorTextRanges(this.parse(code));
      if (ranges.length === 0) return undefined;
      let out = code;
      for (const [start, propertyEnd] of ranges) {
        // With the comma after it, if any, so `{ id, defaultMessage, values }` stays valid.
        const comma = /^\s*,/.exec(code.slice(propertyEnd));
        const end = propertyEnd + (comma ? comma[0].length : 0);
        const text = code.slice(start, end);
        if (!/^['"]?(defaultMessage|description)\b/.test(text)) {
          throw new Error(`${id}: unexpected descriptor text at ${start}: ${text.slice(0, 40)}`);
        }
        out = out.slice(0, start) + text.replace(/[^\n]/g, ' ') + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}
