import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The screens a first visit opens most (the lobby, a swipe screen, a tracked ticket),
 * as their modules in src/app/route-table.ts; each is a budget of tests/build/size-budget.test.ts.
 */
export const FIRST_VISIT_SCREENS = [
  { module: 'src/features/lobby/lobby-screen.tsx', kit: 'lobby-kit' },
  { module: 'src/features/ticket-builder/builder-screen.tsx', kit: 'builder-kit' },
  { module: 'src/features/tracking/tracking-screen.tsx', kit: 'tracking-kit' },
] as const;

/** The entry chunk's group: what index.html loads before any screen. */
const APP = 'app';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * Which chunk each module goes in, so that a first visit loads a few scripts of sensible size
 * (at most 6 before its first render) rather than a dozen of under 2 KB: left to itself, rolldown
 * gives every set of lazy screens that share modules a chunk of its own (lobby 14 scripts,
 * swipe 18, tracking 17, most of them a few hundred bytes).
 *
 * - What the entry loads statically stays in the entry (otherwise a module a screen also imports
 *   lazily, the builder's payment block, makes rolldown cut the entry in five).
 * - A module that two or more of the first-visit screens import statically joins the entry; those
 *   only the lobby and the swipe screen share (the tiles' countdown, team logos, odds) too: 1.4 KB
 *   gzipped that a tracking screen loads without needing, one script fewer for the swipe screen.
 * - A module that one first-visit screen shares with other screens goes in that screen's kit
 *   (lobby-kit, builder-kit, tracking-kit): one chunk those screens load with it. A screen's later
 *   parts (its tour, its card motion: lazy, imported only from it) count as the screen.
 * - Anything else is rolldown's to place (the screens no first visit opens often).
 * Returns the plugin that reads the module graph once it is built, and the groups that follow it.
 */
export function chunkPlan(root: string): {
  plugin: Plugin;
  groups: { name: string; priority: number; test: (id: string) => boolean }[];
} {
  const plan = new Map<string, string>();
  const rel = (id: string) => path.relative(root, id).split(path.sep).join('/');

  // The prerender's build for Node (one file, every module evaluated at once): no chunks to plan.
  let ssr = false;
  const plugin: Plugin = {
    name: 'betdeck-chunk-plan',
    apply: 'build',
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    buildEnd(error) {
      plan.clear();
      if (error || ssr) return;
      planChunks(this, rel, plan);
    },
  };
  // Higher priority first: a module a kit's module depends on stays where the plan puts it (in
  // the entry, say) instead of following its importer into the kit.
  const names = [APP, ...FIRST_VISIT_SCREENS.map((s) => s.kit)];
  const groups = names.map((name, i) => ({
    name,
    priority: names.length - i,
    test: (id: string) => plan.get(id) === name,
  }));
  return { plugin, groups };
}

function planChunks(graph: ModuleGraph, rel: (id: string) => string, plan: Map<string, string>) {
  const ids = [...graph.getModuleIds()];
  const info = (id: string) => graph.getModuleInfo(id);
  /** Adds to `into` the modules `from` imports statically, transitively, short of `stop`. */
  const walk = (from: string, into: Set<string>, stop: (id: string) => boolean) => {
    const stack = [from];
    while (stack.length) {
      const id = stack.pop()!;
      if (into.has(id)) continue;
      into.add(id);
      for (const i of info(id)?.importedIds ?? []) if (!stop(i)) stack.push(i);
    }
  };

  const initial = new Set<string>();
  for (const id of ids) if (info(id)?.isEntry) walk(id, initial, () => false);
  const lazy = ids.filter((id) => !initial.has(id) && (info(id)?.dynamicImporters.length ?? 0) > 0);
  const lazySet = new Set(lazy);
  const own = new Map<string, Set<string>>();
  for (const e of lazy) {
    const modules = new Set<string>();
    walk(e, modules, (id) => initial.has(id) || lazySet.has(id));
    own.set(e, modules);
  }
  // Another page built with the app's configuration (the Lighthouse bench's floors): no screen
  // of the app in it, nothing to plan.
  if (!FIRST_VISIT_SCREENS.some((s) => ids.some((i) => rel(i) === s.module))) return;
  const screens = FIRST_VISIT_SCREENS.map((s) => {
    const id = ids.find((i) => rel(i) === s.module);
    if (!id || !lazySet.has(id)) {
      throw new Error(`chunk plan: ${s.module} is not a lazily loaded screen of the build`);
    }
    return { ...s, id };
  });
  /** The first-visit screen a lazy part belongs to: imported only lazily, and only from it. */
  const ownerOf = (e: string) =>
    screens.find(
      (s) =>
        s.id !== e &&
        !info(e)!.importers.length &&
        info(e)!.dynamicImporters.every((d) => own.get(s.id)!.has(d)),
    );

  // Each module shared by lazy chunks: the lazy chunks that import it statically.
  const readers = new Map<string, Set<string>>();
  for (const e of lazy) {
    const owner = ownerOf(e);
    for (const m of own.get(e)!) {
      if (m === e || owner?.id === m || own.get(owner?.id ?? '')?.has(m)) continue;
      (readers.get(m) ?? readers.set(m, new Set()).get(m)!).add(e);
    }
  }

  for (const id of initial) plan.set(id, APP);
  for (const [m, by] of readers) {
    if (by.size < 2) continue;
    const first = screens.filter((s) => by.has(s.id));
    if (first.length === 0) continue;
    plan.set(m, first.length > 1 ? APP : first[0]!.kit);
  }
}
