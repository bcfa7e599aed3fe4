import { Suspense, type ComponentType } from 'react';
import {
  matchRoutes,
  NavigationType,
  Outlet,
  useLocation,
  useNavigationType,
  type RouteObject,
} from 'react-router-dom';
import { Loading } from '@/components/loading';
import type { Family, ScreenProps } from '@/lib/families';
import { useUrlToken } from '@/lib/identity';
import { lazyScreen, type LazyComponent } from '@/lib/lazy-screen';
import { preloadScreenFiles } from '@/lib/screen-files';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { ComplianceSlot } from './compliance-slots';
import { RouteErrorBoundary } from './route-error';
import { routeTable, type RouteEntry } from './route-table';
import { ShellHandOff } from './shell';

// Every screen module, each its own chunk, loaded (with its feature's texts) when its route is
// first visited. The route table names them; this is where the bundler learns of them.
const MODULES = import.meta.glob<Record<string, ComponentType<ScreenProps>>>([
  '/src/features/*/*-screen.tsx',
  '/src/app/screens/*.tsx',
]);

const screens = new Map<string, LazyComponent<ScreenProps>>();
function screenOf({ path, screen, messages }: RouteEntry): LazyComponent<ScreenProps> {
  const key = `${screen.module}#${screen.export}`;
  let component = screens.get(key);
  if (!component) {
    const load = MODULES[`/${screen.module}`];
    if (!load) throw new Error(`route table: no screen module ${screen.module}`);
    component = lazyScreen(async () => {
      preloadScreenFiles(path);
      const loaded = (await load())[screen.export];
      if (!loaded) throw new Error(`${screen.module} exports no ${screen.export}`);
      return loaded;
    }, messages);
    screens.set(key, component);
  }
  return component;
}

function Layout() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useScrollToTop(pathname, navigation !== NavigationType.Pop);
  useUrlToken();
  return (
    <>
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>
          <ShellHandOff />
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ComplianceSlot />
    </>
  );
}

/** Each route's way to load its screen ahead of its render (preloadScreen). */
const preloads = new WeakMap<RouteObject, () => Promise<unknown>>();

/** The router's routes for these families (rendered by useRoutes, main.tsx). */
export function appRoutes(families?: readonly Family[]): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: routeTable(families).map((entry) => {
        const Screen = screenOf(entry);
        const element = <Screen family={entry.family} view={entry.view} />;
        const route = entry.path === '/' ? { index: true, element } : { path: entry.path, element };
        preloads.set(route, Screen.preload);
        return route;
      }),
    },
  ];
}

/**
 * Loads the code and texts of the screen at an address (the page has them on their way: its
 * preloads). main.tsx waits for them before the app's first render, which then draws the screen
 * in one pass instead of suspending on it.
 */
export function preloadScreen(routes: RouteObject[], pathname: string): Promise<unknown> {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (route && preloads.get(route)?.()) ?? Promise.resolve();
}

export const routes = appRoutes();
