import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarNav } from '@/features/how-to-play/market-bar';
import type { Brand } from '@/types/brand.gen';
import { toRuntimeCompliance, type Markets } from '../../../scripts/brand/compliance';
import rules from '../../../schemas/markets.json';
import eurowin from '../../../brands/eurowin.json';
import { mockApi, renderWithApp, testBrand, testInit } from '../../support/render';

const markets = rules.markets as unknown as Markets;
const swedish = toRuntimeCompliance(eurowin as unknown as Brand, markets)!.licences.find(
  (l) => l.market === 'SE',
)!;

afterEach(() => vi.useRealTimers());

describe("Sweden's bar: the time played (docs/compliance.md#what-the-pages-show)", () => {
  it('counts from the tab’s session start, kept across pages of the tab', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 14, 9, 0, 0), shouldAdvanceTime: true });
    sessionStorage.setItem(
      'betdeck.session.start',
      JSON.stringify(Date.UTC(2025, 5, 14, 8, 47, 26)),
    );
    mockApi({ '/api/init': testInit() });
    renderWithApp(<BarNav licence={swedish} />, { brand: testBrand() });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Time played 0:12:34');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(timer).toHaveTextContent('Time played 0:13:35');
  });
});
