import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

function Screen({ id, n }: { id: string; n: number }) {
  useScrollToTop(id);
  return <p>{n}</p>;
}

describe('useScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top on opening and on another key, not on every render', () => {
    // Chromium's scrollTo returns a promise: it must not be taken for the effect's cleanup.
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation(() => Promise.resolve() as unknown as undefined);
    const { rerender, unmount } = render(<Screen id="a" n={1} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    rerender(<Screen id="a" n={2} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    rerender(<Screen id="b" n={2} />);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(() => unmount()).not.toThrow();
  });
});
