import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '@/app/service-worker';
import { enterPaymentFlow } from '@/lib/payment-flow';

/** The page's Workbox (workbox-window), as the registration drives it. */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  skipWaiting: vi.fn(),
  register: vi.fn(() => Promise.resolve()),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting() {
      workbox.skipWaiting();
    }
    register() {
      return workbox.register();
    }
  },
}));

/** The page's own listeners of this registration (window, document, the service worker). */
let page: Map<string, () => void>;
let reload: ReturnType<typeof vi.fn<() => void>>;
let visibility: DocumentVisibilityState;

function register({ controlled = true } = {}) {
  page = new Map();
  const capture = (type: string, listener: EventListenerOrEventListenerObject) => {
    page.set(type, listener as () => void);
  };
  const serviceWorker = { controller: controlled ? {} : null, addEventListener: capture };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.spyOn(window, 'addEventListener').mockImplementation(capture);
  vi.spyOn(document, 'addEventListener').mockImplementation(capture);
  registerServiceWorker();
}

/** The player moves to another screen (back or forward: popstate, without the Navigation API). */
function moveTo(path: string) {
  history.pushState(null, '', path);
  page.get('popstate')!();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  workbox.listeners.clear();
  history.replaceState(null, '', '/');
  reload = vi.fn<() => void>();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    get pathname() {
      return new URL(document.URL).pathname;
    },
    reload,
  });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  workbox.skipWaiting.mockClear();
});

describe('a new release of the app', () => {
  it('waits until the player moves to another screen, then takes over and reloads', async () => {
    register();
    expect(workbox.register).toHaveBeenCalled();
    workbox.listeners.get('waiting')!();
    await flush();
    // Not in the middle of what the player is doing.
    expect(workbox.skipWaiting).not.toHaveBeenCalled();
    moveTo('/quickbetx/QBX-101');
    await vi.waitFor(() => expect(workbox.skipWaiting).toHaveBeenCalledOnce());
    expect(reload).not.toHaveBeenCalled();
    // The new worker is in charge: the page reloads under it.
    page.get('controllerchange')!();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('never takes over while the player pays, and does as they leave', async () => {
    register();
    const leave = enterPaymentFlow();
    workbox.listeners.get('waiting')!();
    moveTo('/quickbetx/otp');
    visibility = 'hidden';
    page.get('visibilitychange')!();
    await flush();
    expect(workbox.skipWaiting).not.toHaveBeenCalled();
    leave();
    await vi.waitFor(() => expect(workbox.skipWaiting).toHaveBeenCalledOnce());
  });

  it('takes over when the player leaves the tab', async () => {
    register();
    workbox.listeners.get('waiting')!();
    visibility = 'hidden';
    page.get('visibilitychange')!();
    await vi.waitFor(() => expect(workbox.skipWaiting).toHaveBeenCalledOnce());
  });

  it('reloads a page that another tab moved to it at its next move, not before', async () => {
    register();
    page.get('controllerchange')!();
    await flush();
    expect(reload).not.toHaveBeenCalled();
    moveTo('/history');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(workbox.skipWaiting).not.toHaveBeenCalled();
  });

  it('leaves the page as it is when the worker cannot be registered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    workbox.register.mockRejectedValueOnce(new TypeError('script evaluation failed'));
    register();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'The service worker could not be registered:',
        expect.any(TypeError),
      ),
    );
  });

  it('never reloads a first visit, which no worker controlled', async () => {
    register({ controlled: false });
    page.get('controllerchange')!();
    moveTo('/history');
    await flush();
    expect(reload).not.toHaveBeenCalled();
  });
});
