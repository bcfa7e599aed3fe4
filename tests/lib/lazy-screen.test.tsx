import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/route-error';
import { lazyComponent, lazyScreen } from '@/lib/lazy-screen';
import { mockApi, renderWithApp } from '../support/render';

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  localStorage.clear();
  mockApi({});
  // React reports the error the boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  reload = vi.fn<() => void>();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
});

/** A screen whose chunk cannot be loaded, in the routes' error boundary. */
function renderFailingScreen() {
  const Screen = lazyScreen<object>(() =>
    Promise.reject<ComponentType<object>>(
      new TypeError('Failed to fetch dynamically imported module'),
    ),
  );
  return renderWithApp(
    <RouteErrorBoundary>
      <Suspense fallback={<p>Loading screen</p>}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

describe('a screen whose chunk fails to load (docs/behaviour.md#lazy-chunks)', () => {
  it('reloads the page once to get the new release', async () => {
    renderFailingScreen();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem('betdeck.chunk-reloaded')).toBe('true');
  });

  it('offline, says so with a retry instead of a reload the browser would answer with its error page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingScreen();
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('You are offline');
    expect(view).toHaveTextContent('Check your connection, then try again.');
    expect(view).not.toHaveTextContent('Error code');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a lazily loaded part whose code has loaded', () => {
  it('renders in the same pass, without showing its fallback (React would hold it back 300 ms)', async () => {
    const Part = lazyComponent(() => Promise.resolve(() => <p>The part</p>));
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading part</p>}>
        <Part />
      </Suspense>,
    );
    // Synchronously: no waiting for a retry.
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.queryByText('Loading part')).toBeNull();
  });

  it('loads its code once, however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>The part</p>));
    const Part = lazyComponent(load);
    await Promise.all([Part.preload(), Part.preload()]);
    render(<Part />);
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
