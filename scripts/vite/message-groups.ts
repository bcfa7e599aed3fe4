import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { messageGroupOf } from '../../src/lib/message-group.ts';

/**
 * Modules outside src/features/ whose texts several screens show, but not every one: their
 * messages go in each of these screens' groups, not in the core group every screen loads (the
 * market and outcome names: the lobby shows none). Build-time only: the app learns a screen's
 * texts from the split the build made. tests/lib/message-group.test.ts checks that
 * every screen that reaches such a module is listed.
 */
export const SHARED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  'src/lib/market-names.ts': [
    'history',
    'otp',
    'quicktips',
    'smartbets',
    'superbets',
    'ticket-builder',
    'tracking',
  ],
  'src/components/odds-moved.tsx': ['history', 'otp', 'tracking'],
};

/** The message groups of a module's texts: its SHARED_GROUPS, else its one group. */
export function messageGroupsOf(module: string): readonly string[] {
  const shared = Object.entries(SHARED_GROUPS).find(([file]) => module.endsWith(file));
  return shared ? shared[1] : [messageGroupOf(module)];
}

/** The group of the messages every screen needs: those declared outside src/features/. */
export const CORE_GROUP = 'core';

/** The message ids a source file declares: `{ id: '…', defaultMessage: '…' }` and `<… id="…" defaultMessage="…" />`. */
export function declaredMessageIds(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const ids: string[] = [];
  const literal = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isJsxExpression(node) && node.expression) return literal(node.expression);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map<string, ts.Node>();
      for (const p of node.properties) {
        if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
          props.set(p.name.text, p.initializer);
        }
      }
      const id = literal(props.get('id'));
      if (id !== undefined && props.has('defaultMessage')) ids.push(id);
    } else if (ts.isJsxAttributes(node)) {
      const attrs = new Map<string, ts.Node | undefined>();
      for (const a of node.properties) {
        if (ts.isJsxAttribute(a) && ts.isIdentifier(a.name)) attrs.set(a.name.text, a.initializer);
      }
      const id = literal(attrs.get('id'));
      if (id !== undefined && attrs.has('defaultMessage')) ids.push(id);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return ids;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Which group each message id belongs to, so a screen loads only its texts: a message declared
 * under src/features/<feature>/ is in group <feature>; one declared anywhere else (components,
 * lib, app, and the features others compose: src/app/route-table.ts) is in the core group that
 * every screen loads. An id declared by several features is
 * in each of them; one declared in core code is only in core.
 */
export function messageGroups(srcDir: string): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const file of sourceFiles(srcDir)) {
    const module = path.relative(path.dirname(srcDir), file).split(path.sep).join('/');
    for (const id of declaredMessageIds(file, readFileSync(file, 'utf8'))) {
      const set = groups.get(id) ?? new Set<string>();
      for (const group of messageGroupsOf(module)) set.add(group);
      groups.set(id, set);
    }
  }
  for (const set of groups.values()) {
    if (set.has(CORE_GROUP)) {
      set.clear();
      set.add(CORE_GROUP);
    }
  }
  return groups;
}

/** The feature folder (message group) of a source module, e.g. src/features/lobby/x.tsx -> lobby. */
export function groupOfModule(module: string): string {
  return messageGroupOf(module.split(path.sep).join('/'));
}
