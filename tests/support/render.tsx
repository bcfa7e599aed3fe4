import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Providers } from '@/app/providers';
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
  const { $schema: _s, assets: _a, ...rest } = demo as typeof demo & { $schema?: string };
  return {
    ...(rest as unknown as RuntimeBrand),
    assets: {
      logo: '/brand/logo.svg',
      spinner: '/brand/spinner.svg',
      favicon: '/brand/favicon.svg',
    },
    ...overrides,
  };
}

/** Renders `ui` at `path` inside the app's real providers, with a fresh cache and store. */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    brand = testBrand(),
    routePath = '*',
  }: { path?: string; brand?: RuntimeBrand; routePath?: string } = {},
) {
  const routes: RouteObject[] = [{ path: routePath, element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  window.history.replaceState(null, '', path);
  const store = createStore();
  const utils = render(
    <Providers brand={brand} store={store} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, store };
}

/** Replaces fetch with a router of canned JSON responses by path (query ignored). */
export function mockApi(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    calls.push(url.pathname + url.search);
    const route = routes[url.pathname];
    if (route === undefined) {
      return new Response(JSON.stringify({ code: 404, message: 'Not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (typeof route === 'function') return (route as () => Response)();
    return new Response(JSON.stringify(route), { headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fetchMock;
  return calls;
}
