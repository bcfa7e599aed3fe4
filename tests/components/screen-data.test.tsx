import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ScreenData } from '@/components/screen-data';
import { mockApi, renderWithApp, testInit } from '../support/render';

type Result = { data?: string; error?: unknown; mutate: () => Promise<unknown> };
const mutate = () => Promise.resolve();
let answer: ((result: Result) => void) | undefined;

/** A screen on one call whose answer the test hands over, as SWR does, in a blocking update. */
function Screen() {
  const [result, setResult] = useState<Result>({ mutate });
  useEffect(() => {
    answer = (next) => flushSync(() => setResult(next));
  }, []);
  return (
    <ScreenData result={result} loading={<p>Reserved shapes</p>}>
      {(card) => <p>{card}</p>}
    </ScreenData>
  );
}

// SWR hands an answer over in an update React renders in one blocking pass; a screen
// drawn in it (the swipe deck, its tour) was one long task at first load. The screen now keeps
// its loading state in that pass and draws the answer in the render that follows, which yields.
describe('ScreenData', () => {
  beforeEach(() => {
    answer = undefined;
    mockApi({ '/api/init': testInit() });
  });

  /** The screen is drawn and its effect has run: an answer handed over now reaches it. */
  async function drawn() {
    renderWithApp(<Screen />);
    await screen.findByText('Reserved shapes');
    await waitFor(() => expect(answer).toBeDefined());
    return answer!;
  }

  it('draws an answer after the blocking update that brought it, with no state in between', async () => {
    const hand = await drawn();
    act(() => {
      hand({ data: 'The card', mutate });
      // The blocking pass is over: the screen is as it was, not yet the card nor anything else.
      expect(screen.getByText('Reserved shapes')).toBeInTheDocument();
      expect(screen.queryByText('The card')).toBeNull();
    });
    expect(screen.getByText('The card')).toBeInTheDocument();
    expect(screen.queryByText('Reserved shapes')).toBeNull();
  });

  it('shows an answer and the error of the one before never together', async () => {
    const hand = await drawn();
    act(() => hand({ error: new Error('offline'), mutate }));
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    act(() => {
      hand({ data: 'The card', mutate });
      expect(screen.queryByText('The card')).toBeNull();
    });
    expect(screen.getByText('The card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });
});
