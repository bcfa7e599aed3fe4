import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { Providers } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import type { Family } from '@/lib/families';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { createStore } from '@/lib/state';
import type { OperatorConfig } from '@/types/api.gen';
import demo from '../../brands/demo.json';

/** An /api/init answer of a Kenyan operator in English, with overrides. */
export function testInit(overrides: Partial<OperatorConfig> = {}): OperatorConfig {
  return {
    operator: 'demo',
    language: 'en',
    languages: ['en'],
    currency: 'KES',
    psp: ['mpesa'],
    exercise_tax: 0,
    ...overrides,
  };
}

/** A brand as the browser would get it, from a brand file, with overrides. */
export function testBrand(overrides: Partial<RuntimeBrand> = {}): RuntimeBrand {
  // The brand file's compliance block is what the build resolves (scripts/brand/compliance.ts):
  // a test that wants the licence's elements passes a resolved one (testCompliance).
  const {
    $schema: _s,
    assets: _a,
    compliance: _c,
    ...rest
  } = demo as typeof demo & { $schema?: string };
  return {
    ...(rest as unknown as RuntimeBrand),
    assets: {
      logo: '/brand/logo.svg',
      spinner: '/brand/spinner.svg',
      favicon: '/brand/favicon.svg',
    },
    loadingText: 'Loading...',
    ...overrides,
  };
}

/** Where the test's router is, and a way to move it, as a test reads them. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** Keeps `router` in step with the router the app renders in (read after each render). */
function RouterProbe({ onRender }: { onRender: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ state: { location, historyAction }, navigate });
  });
  return null;
}

interface Probe {
  state?: TestRouter['state'];
  navigate?: NavigateFunction;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `routes` at `path` inside the app's real providers and the router kind the app runs
 * (the declarative one, src/app/main.tsx), with a fresh cache and store.
 */
function renderRoutes(routes: RouteObject[], path: string, brand: RuntimeBrand) {
  window.history.replaceState(null, '', path);
  const store = createStore();
  const probe: Probe = {};
  const utils = render(
    <Providers brand={brand} store={store} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe
          onRender={(r) => {
            Object.assign(probe, r);
          }}
        />
        <Routes routes={routes} />
      </MemoryRouter>
    </Providers>,
  );
  const rendered = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the router has not rendered yet');
    return value;
  };
  const router: TestRouter = {
    get state() {
      return rendered(probe.state);
    },
    navigate: ((...args: Parameters<NavigateFunction>) =>
      (rendered(probe.navigate) as (...a: unknown[]) => unknown)(...args)) as NavigateFunction,
  };
  // The app's first render may wait on its texts: the router is there once it has rendered.
  const ready = () => waitFor(() => rendered(probe.navigate));
  return { ...utils, router, ready, store };
}

/** Renders `ui` at `path` (matched by `routePath`) inside the app's real providers. */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    brand = testBrand(),
    routePath = '*',
  }: { path?: string; brand?: RuntimeBrand; routePath?: string } = {},
) {
  return renderRoutes([{ path: routePath, element: ui }], path, brand);
}

/** Renders the whole app (its route table, for these families) at `path`. */
export function renderApp(
  path: string,
  { brand = testBrand(), families }: { brand?: RuntimeBrand; families?: readonly Family[] } = {},
) {
  return renderRoutes(appRoutes(families), path, brand);
}

/**
 * Replaces fetch with a router of canned JSON responses by path (query ignored); a function
 * answers with a Response made from the request's URL and options (method, body).
 */
export function mockApi(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    calls.push(url.pathname + url.search);
    const route = routes[url.pathname];
    if (route === undefined) {
      return new Response(JSON.stringify({ code: 404, message: 'Not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (typeof route === 'function') {
      return (route as (url: URL, init?: RequestInit) => Response)(url, init);
    }
    return new Response(JSON.stringify(route), { headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fetchMock;
  return calls;
}

/**
 * Taps a bet button once it is enabled: it waits for the summary of the price shown
 * (/api/finance-details), so a tap right after the price changed does nothing.
 */
export async function tapBet(name: 'Bet now' | 'Play' = 'Bet now') {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}
