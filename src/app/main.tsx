import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import {
  applyHostOverride,
  readBrandFromDocument,
  type RuntimeBrand,
} from '@/config/runtime-brand';
import { preloadErrorView } from '@/components/error-view';
import { configureApi } from '@/lib/api-client';
import { warmIntl } from '@/lib/format';
import { preloadLanguage } from '@/lib/messages';
import { configureMedia } from '@/lib/media';
import { Providers } from './providers';
import { preloadScreen, routes } from './routes';
import { bootStarted } from './shell';
import { rootErrorHooks, startTelemetry } from './telemetry-queue';

// The declarative router: the data router (createBrowserRouter) costs ~17 KB gzipped more and
// the app uses none of its features (loaders, actions, fetchers, blockers).
function AppRoutes() {
  return useRoutes(routes);
}

// The app's code has arrived and runs: the page's guard no longer waits for it (shell.ts).
bootStarted();

let app: Root | undefined;

/**
 * Draws the app for a brand; drawn again with another, it updates in place (same tree). Drawn as
 * a transition, the first render yields to the browser every few milliseconds instead of holding
 * the page for the whole of it: the prerendered shell (src/app/shell.ts) stays painted and the
 * page answers input until the screen is ready to replace it.
 */
function render(brand: RuntimeBrand) {
  configureApi({ basePath: brand.api.basePath });
  configureMedia({ basePath: brand.api.mediaBasePath ?? '/media' });
  // A page without #root: createRoot throws (React's error 299), as this did with its own words.
  app ??= createRoot(document.getElementById('root')!, rootErrorHooks);
  const root = app;
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers brand={brand}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}

const brand = readBrandFromDocument();
// The first render waits for the texts and the screen of the address (their files are preloaded by
// the page, on their way with this one): it then draws the whole screen in one pass, in place of
// the page's shell. A screen that fails to load fails in that render, with the route's error view.
// Each step is a task of its own (a first visit at 4x CPU): the entry's evaluation, then
// the calls that start the texts and the screen, then the browser's number formats (warmIntl), then
// React's render, which yields as it goes; none holds the page for long.
setTimeout(() => {
  const language = preloadLanguage(brand.languages); // first: the screen's texts load in it
  const ready = Promise.allSettled([language, preloadScreen(routes, window.location.pathname)]);
  setTimeout(() => {
    warmIntl();
    void ready.then(() => render(brand));
  });
});
// Field metrics and errors, for a brand that names an endpoint: loaded once the page is idle.
startTelemetry(brand);

// The error view's code and texts, not needed to show a screen, are fetched 3 s after the page
// has loaded: their texts arriving re-render the app, not while the first screen is still
// drawing (e.g. the swipe tour's first frame, e2e/shell.spec.ts).
addEventListener('load', () => setTimeout(preloadErrorView, 3_000));

// A production page registers the site's service worker once it has loaded (not in npm run dev):
// the module registers it as it loads.
if (import.meta.env.PROD) addEventListener('load', () => void import('./service-worker'));

// npm run dev: edits of the brand file show in the page as they are saved (live preview).
if (import.meta.hot) {
  const hot = import.meta.hot;
  void import('./brand-preview').then(({ previewBrand }) =>
    previewBrand(hot, (brand) => render(applyHostOverride(brand, window.location.hostname))),
  );
}
