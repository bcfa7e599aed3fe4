/**
 * Which lazily loaded screen module renders a URL, read from src/app/routes.tsx itself, so the
 * size report follows the router as screens land: the lazy components (`const X = lazy...(() =>
 * import('@/...'))`), the `routes` tree (object literals, and calls of local helpers such as
 * `tracking('/path', 'family')` that return one), and React Router's own matching and ranking.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import ts from 'typescript';

export interface ScreenRoute {
  /** The route pattern that matched, e.g. /quickbetx/:id ('' for the index route). */
  pattern: string;
  /** The element's component, e.g. Builder. */
  component: string;
  /** Its module, relative to the project root (e.g. src/features/lobby/lobby-screen.tsx), or
   * null when the component is not lazy (it is then part of the entry chunk). */
  module: string | null;
  /** The message group loaded with it (lazyScreen's second argument; 'core' when none). */
  messages: string;
}

export interface LazyScreen {
  module: string;
  messages: string;
}

type Env = Map<string, string>;
interface RouteNode {
  path?: string;
  index?: boolean;
  component?: string;
  children: RouteNode[];
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

function resolveModule(specifier: string, fromFile: string, root: string): string {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : path.resolve(path.dirname(fromFile), specifier);
  const file = [base, ...EXTENSIONS.map((e) => base + e)].find(
    (f) => existsSync(f) && !f.endsWith(path.sep),
  );
  if (!file) throw new Error(`${path.relative(root, fromFile)}: cannot resolve ${specifier}`);
  return path.relative(root, file).split(path.sep).join('/');
}

/** Parses a routes module into its lazy components and route tree. */
export function readRouteTable(routesFile: string, root: string) {
  const text = readFileSync(routesFile, 'utf8');
  const sf = ts.createSourceFile(routesFile, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lazy = new Map<string, LazyScreen>();
  const helpers = new Map<string, ts.ArrowFunction | ts.FunctionExpression>();
  let routesInit: ts.Expression | undefined;

  const findImport = (node: ts.Node): string | undefined => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      return node.arguments[0].text;
    }
    return ts.forEachChild(node, findImport);
  };

  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
      const name = decl.name.text;
      const init = decl.initializer;
      if (name === 'routes') {
        routesInit = init;
      } else if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
        helpers.set(name, init);
      } else {
        const specifier = findImport(init);
        const group =
          ts.isCallExpression(init) &&
          init.arguments[1] &&
          ts.isStringLiteralLike(init.arguments[1])
            ? init.arguments[1].text
            : 'core';
        if (specifier) {
          lazy.set(name, { module: resolveModule(specifier, routesFile, root), messages: group });
        }
      }
    }
  }
  if (!routesInit) throw new Error(`${routesFile}: no \`routes\` variable`);

  const where = (node: ts.Node) =>
    `${path.relative(root, routesFile)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const stringOf = (node: ts.Expression, env: Env): string | undefined => {
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isIdentifier(node)) return env.get(node.text);
    return undefined;
  };

  const componentOf = (node: ts.Expression): string | undefined => {
    let inner: ts.Node = node;
    while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
    if (ts.isJsxSelfClosingElement(inner)) return inner.tagName.getText(sf);
    if (ts.isJsxElement(inner)) return inner.openingElement.tagName.getText(sf);
    return undefined;
  };

  const returned = (fn: ts.ArrowFunction | ts.FunctionExpression): ts.Expression | undefined => {
    if (!ts.isBlock(fn.body)) return fn.body;
    for (const s of fn.body.statements) if (ts.isReturnStatement(s)) return s.expression;
    return undefined;
  };

  const toNodes = (node: ts.Expression, env: Env): RouteNode[] => {
    while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) node = node.expression;
    if (ts.isSatisfiesExpression(node)) return toNodes(node.expression, env);
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.flatMap((e) =>
        ts.isSpreadElement(e) ? toNodes(e.expression, env) : toNodes(e, env),
      );
    }
    if (ts.isObjectLiteralExpression(node)) {
      const route: RouteNode = { children: [] };
      for (const p of node.properties) {
        if (ts.isShorthandPropertyAssignment(p)) {
          if (p.name.text === 'path') route.path = env.get('path');
          continue;
        }
        if (!ts.isPropertyAssignment(p)) continue;
        const key = p.name.getText(sf);
        if (key === 'path') route.path = stringOf(p.initializer, env);
        if (key === 'index') route.index = p.initializer.kind === ts.SyntaxKind.TrueKeyword;
        if (key === 'element') route.component = componentOf(p.initializer);
        if (key === 'children') route.children = toNodes(p.initializer, env);
      }
      return [route];
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const helper = helpers.get(node.expression.text);
      const body = helper && returned(helper);
      if (helper && body) {
        const local: Env = new Map(env);
        helper.parameters.forEach((param, i) => {
          const arg = node.arguments[i];
          const value = arg && stringOf(arg, env);
          if (ts.isIdentifier(param.name) && value !== undefined) local.set(param.name.text, value);
        });
        return toNodes(body, local);
      }
    }
    throw new Error(`${where(node)}: cannot read this route (${node.getText(sf).slice(0, 60)})`);
  };

  return { lazy, routes: toNodes(routesInit, new Map()) };
}

/** The screen that renders `url`, as React Router would pick it from src/app/routes.tsx. */
export function screenForUrl(url: string, routesFile: string, root: string): ScreenRoute {
  const { lazy, routes } = readRouteTable(routesFile, root);
  const toRouteObjects = (nodes: RouteNode[]): RouteObject[] =>
    nodes.map((n) =>
      n.index
        ? { index: true, path: n.path, handle: n }
        : { path: n.path, handle: n, children: toRouteObjects(n.children) },
    );
  const matches = matchRoutes(toRouteObjects(routes), url);
  const leaf = matches?.at(-1)?.route.handle as RouteNode | undefined;
  if (!leaf?.component) throw new Error(`no route of ${routesFile} renders ${url}`);
  const screen = lazy.get(leaf.component);
  return {
    pattern: leaf.index ? '/' : (leaf.path ?? ''),
    component: leaf.component,
    module: screen?.module ?? null,
    messages: screen?.messages ?? 'core',
  };
}

export interface FlatRoute {
  /** The full path pattern, e.g. /quickbetx/tracking/:id, / for the index, * for the catch-all. */
  pattern: string;
  component: string;
}

/** React Router's route score (flattenRoutes/computeScore): higher wins among matches. */
function routeScore(pattern: string, index: boolean): number {
  const segments = pattern.split('/').filter(Boolean);
  let score = segments.length + (index ? 2 : 0);
  if (segments.includes('*')) score -= 2;
  for (const s of segments) {
    if (s === '*') continue;
    score += s.startsWith(':') ? 3 : 10;
  }
  return score;
}

/** Every leaf route with its full pattern, best-ranked first (the first that matches wins). */
export function flatRoutes(routesFile: string, root: string): FlatRoute[] {
  const { routes } = readRouteTable(routesFile, root);
  const out: (FlatRoute & { score: number; order: number })[] = [];
  const join = (parent: string, child: string | undefined) =>
    !child ? parent : child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
  const walk = (nodes: RouteNode[], parent: string) => {
    for (const n of nodes) {
      const pattern = n.index ? parent || '/' : join(parent, n.path);
      if (n.children.length) walk(n.children, pattern);
      else if (n.component) {
        out.push({
          pattern: pattern || '/',
          component: n.component,
          score: routeScore(pattern, !!n.index),
          order: out.length,
        });
      }
    }
  };
  walk(routes, '');
  return out
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ pattern, component }) => ({ pattern, component }));
}
