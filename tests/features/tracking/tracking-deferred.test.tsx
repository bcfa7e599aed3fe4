import { act, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Tickets from '@/api/tickets';
import { TrackingScreen } from '@/features/tracking/tracking-screen';
import type { Ticket } from '@/types/api.gen';
import { mockApi, renderWithApp, testBrand } from '../../support/render';
import { init, ticket } from './fixtures';

/**
 * The ticket's answer as SWR hands it over: a store read through useSyncExternalStore, whose
 * change React renders in one blocking pass (flushSync here, as SWR's is synchronous).
 */
const answer = vi.hoisted(() => {
  let data: Ticket | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Ticket | undefined) {
      data = next;
      listeners.forEach((l) => l());
    },
  };
});

vi.mock('@/api/tickets', async (importOriginal) => ({
  ...(await importOriginal<typeof Tickets>()),
  useTicket: () => ({
    data: useSyncExternalStore(answer.subscribe, answer.get),
    error: undefined,
    mutate: () => Promise.resolve(undefined),
  }),
}));

// The tracked ticket, drawn in SWR's blocking pass, was a first visit's longest task
// (Lighthouse: tasks of 263 and 370 ms at 4x CPU). The screen now keeps its loading state in that
// pass and draws the ticket in the render that follows, which yields to the browser.
describe('TrackingScreen, as an answer comes', () => {
  beforeEach(() => {
    answer.set(undefined);
    mockApi({ '/api/init': init });
  });

  it('draws the ticket after the blocking update that brought it', async () => {
    const { container } = renderWithApp(<TrackingScreen family="quickbetx" />, {
      path: '/quickbetx/tracking/T-1',
      routePath: '/quickbetx/tracking/:id',
      brand: testBrand({ blocks: { ...testBrand().blocks, share: [] } }),
    });
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());

    act(() => {
      flushSync(() => answer.set(ticket({ status: 'open' })));
      // The blocking pass is over: the screen still loads, the ticket not yet drawn.
      expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(screen.queryByRole('heading', { level: 1, name: 'Ticket T-1' })).toBeNull();
    });
    // Then drawn (its parts may still wait on their code or texts under a busy machine's load).
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket T-1' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Ticket details' })).toBeVisible();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
