import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeBrand } from '@/config/runtime-brand';
import type { Noted } from '@/app/telemetry-noted';

/**
 * The part of the telemetry in the first load notes errors from the page's start (the
 * window's error events and React's root hooks) and loads the reporting chunk, once the page has
 * loaded, only for a brand that names an endpoint and a page load its sample rate draws.
 */
const chunk = vi.hoisted(() => ({ loaded: 0, calls: [] as unknown[][], reported: [] as Noted[] }));
vi.mock('@/app/telemetry', () => {
  chunk.loaded++;
  return {
    startReporting: (...args: unknown[]) => {
      // What the queue had noted when the chunk started, as it was then.
      chunk.calls.push([args[0], args[1], [...(args[2] as Noted[])]]);
      // This test's list: the queues of earlier tests' pages still listen to the window.
      const reported = chunk.reported;
      return (noted: Noted) => reported.push(noted);
    },
  };
});

const brand = (telemetry?: RuntimeBrand['telemetry']) =>
  ({ id: 'sportsloth', ...(telemetry ? { telemetry } : {}) }) as RuntimeBrand;

/** The queue as a fresh page has it (its state is the module's). */
async function freshQueue() {
  vi.resetModules();
  return import('@/app/telemetry-queue');
}

const throwInWindow = (error: unknown) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
const rejectUnhandled = (reason: unknown) =>
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

beforeEach(() => {
  chunk.loaded = 0;
  chunk.calls = [];
  chunk.reported = [];
  window.history.replaceState(null, '', '/quickbetx/QBX-101?token=254712345678');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The moment a chunk that was to load has loaded: every timer the queue set (its wait for an idle
 * browser) run on a fake clock, then every import they started settled. What has not happened
 * then does not happen later.
 */
async function afterIdle() {
  await vi.runAllTimersAsync();
  await vi.dynamicImportSettled();
}

describe('before the brand is known', () => {
  it('keeps the first errors, at most WAITING_MAX, and hands them to the chunk', async () => {
    const { startTelemetry, WAITING_MAX } = await freshQueue();
    const errors = Array.from({ length: WAITING_MAX + 5 }, (_, i) => new Error(`e${i}`));
    rejectUnhandled('refused');
    errors.forEach(throwInWindow);
    expect(chunk.loaded).toBe(0);

    startTelemetry(brand({ endpoint: '/api/_telemetry' }));
    await vi.waitFor(() => expect(chunk.calls).toHaveLength(1));
    const [telemetry, id, waiting] = chunk.calls[0] as [unknown, string, Noted[]];
    expect(telemetry).toEqual({ endpoint: '/api/_telemetry' });
    expect(id).toBe('sportsloth');
    expect(waiting).toHaveLength(WAITING_MAX);
    // The path as it was, for the chunk to turn into a route pattern (its query never leaves).
    expect(waiting[0]).toEqual(['rejection', 'refused', '/quickbetx/QBX-101', undefined]);
    expect(waiting[1]).toEqual(['error', errors[0], '/quickbetx/QBX-101', undefined]);

    window.history.replaceState(null, '', '/history');
    const later = new Error('later');
    throwInWindow(later);
    expect(chunk.reported).toEqual([['error', later, '/history', undefined]]);
  });
});

describe('startTelemetry', () => {
  it('loads nothing for a brand without an endpoint, and keeps no error', async () => {
    const { startTelemetry } = await freshQueue();
    vi.useFakeTimers();
    startTelemetry(brand());
    throwInWindow(new Error('ignored'));
    await afterIdle();
    expect(chunk.loaded).toBe(0);
    expect(chunk.reported).toEqual([]);
  });

  it('loads the chunk only after the page has loaded', async () => {
    const { startTelemetry } = await freshQueue();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    vi.useFakeTimers();
    startTelemetry(brand({ endpoint: '/api/_telemetry' }));
    await afterIdle();
    expect(chunk.loaded).toBe(0);
    window.dispatchEvent(new Event('load'));
    await afterIdle();
    expect(chunk.calls).toHaveLength(1);
  });

  it.each([
    [0.2, 0.19, 1],
    [0.2, 0.2, 0],
    [0.2, 0.9, 0],
  ])(
    'with a sample rate of %s, a page load drawing %s loads the chunk %s times',
    async (sampleRate, drawn, loads) => {
      const { startTelemetry } = await freshQueue();
      vi.spyOn(Math, 'random').mockReturnValue(drawn);
      vi.useFakeTimers();
      startTelemetry(brand({ endpoint: '/api/_telemetry', sampleRate }));
      await afterIdle();
      expect(chunk.calls).toHaveLength(loads);
    },
  );
});

describe('rootErrorHooks', () => {
  class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override render() {
      return this.state.failed ? <p>Something went wrong.</p> : this.props.children;
    }
  }
  function TicketDetails(): ReactNode {
    throw new TypeError('cannot read odds');
  }

  /** Renders `node` in a root made with the hooks; what the queue noted, once the chunk runs. */
  async function renderWithHooks(node: ReactNode): Promise<Noted[]> {
    const { rootErrorHooks, startTelemetry } = await freshQueue();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = createRoot(document.createElement('div'), rootErrorHooks);
    // As the page renders: not in act(), which would keep an uncaught error from the hooks.
    root.render(node);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    root.unmount();
    startTelemetry(brand({ endpoint: '/api/_telemetry' }));
    await vi.waitFor(() => expect(chunk.calls).toHaveLength(1));
    // Logged as React logs a caught error.
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'cannot read odds' }));
    return chunk.calls[0]![2] as Noted[];
  }

  it('notes an error a boundary caught, with the components it happened in', async () => {
    const noted = await renderWithHooks(
      <Boundary>
        <TicketDetails />
      </Boundary>,
    );
    expect(noted).toEqual([
      [
        'caught',
        expect.objectContaining({ message: 'cannot read odds' }),
        '/quickbetx/QBX-101',
        expect.stringContaining('TicketDetails'),
      ],
    ]);
  });

  it('notes an uncaught error once, not again from the window', async () => {
    const noted = await renderWithHooks(<TicketDetails />);
    expect(noted.map(([kind, error]) => [kind, (error as Error).message])).toEqual([
      ['uncaught', 'cannot read odds'],
    ]);
  });
});
