// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table';
import { SHARED_GROUPS } from '../../scripts/vite/message-groups';

const root = path.resolve(import.meta.dirname, '../..');

/** The src/ modules `file` imports (static and dynamic), resolved to repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specs = [...text.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    const base = spec.startsWith('@/')
      ? path.join('src', spec.slice(2))
      : spec.startsWith('.')
        ? path.join(path.dirname(file), spec)
        : undefined;
    if (!base) return [];
    const found = ['.ts', '.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((f) => existsSync(path.join(root, f)));
    return found ? [found.split(path.sep).join('/')] : [];
  });
}

/** Every module `start` reaches through its imports. */
function reached(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

describe('shared message groups', () => {
  it.each(Object.entries(SHARED_GROUPS))(
    'every screen that shows the texts of %s loads them with its own',
    (module, groups) => {
      const screens = new Map(routeTable().map((r) => [r.screen.module, r.messages]));
      const showing = [...screens].filter(([screen]) => reached(screen).has(module));
      // A screen missing here would show message ids: a production build has no English defaults.
      expect(showing.length).toBeGreaterThan(0);
      for (const [screen, group] of showing) expect(groups, screen).toContain(group);
    },
  );

  it('keeps the market names out of the lobby', () => {
    expect(reached('src/features/lobby/lobby-screen.tsx').has('src/lib/market-names.ts')).toBe(
      false,
    );
  });
});
