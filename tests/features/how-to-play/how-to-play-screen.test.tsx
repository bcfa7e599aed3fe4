import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { HowToPlayScreen } from '@/features/how-to-play/how-to-play-screen';
import { mockApi, renderWithApp, testBrand, testInit } from '../../support/render';

const render = (path: string, brand: RuntimeBrand = testBrand()) => {
  mockApi({});
  return renderWithApp(<HowToPlayScreen />, {
    path,
    routePath: path === '/how-to-play' ? '/how-to-play' : '/how-to-play/:family',
    brand,
  });
};

afterEach(() => localStorage.clear());

describe('HowToPlayScreen', () => {
  it("lists a guide per ticket family the brand's lobby offers", async () => {
    render(
      '/how-to-play',
      testBrand({ lobby: { cards: ['jackpot', 'quickbetx', 'quicktip'], styles: ['lite'] } }),
    );
    const types = await screen.findByRole('region', { name: 'Ticket types' });
    const links = within(types).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/how-to-play/quicktip',
      '/how-to-play/jackpot',
      '/how-to-play/quickbetx',
    ]);
    expect(links[2]).toHaveTextContent('QuickbetX');
    expect(links[2]).toHaveTextContent('Swipe through match cards');
  });

  it("shows a family's steps and how to pay with the brand's providers", async () => {
    render('/how-to-play/quickbetx');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to play QuickbetX' }),
    ).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'Build your ticket' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveTextContent(/swipe down for the middle outcome/);
    const paying = screen.getByRole('region', { name: 'Pay and follow your ticket' });
    expect(paying).toHaveTextContent('Mobile money');
    expect(paying).not.toHaveTextContent('Bank:');
    expect(screen.getByRole('link', { name: 'All ticket types' })).toHaveAttribute(
      'href',
      '/how-to-play',
    );
    await waitFor(() => expect(document.title).toBe('How to play QuickbetX · ScoreDeck'));
  });

  it('tells bank-only brands about the bank payment alone', async () => {
    render('/how-to-play/jackpot', testBrand({ payments: { providers: ['bank'] } }));
    const paying = await screen.findByRole('region', { name: 'Pay and follow your ticket' });
    expect(paying).toHaveTextContent('Bank: choose your bank');
    expect(paying).not.toHaveTextContent('Mobile money');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How to play Jackpots');
  });

  it('tells only of the payments both the brand and /api/init offer', async () => {
    mockApi({
      '/api/init': testInit({ psp: ['bank', 'tigo'] }),
    });
    renderWithApp(<HowToPlayScreen />, {
      path: '/how-to-play/jackpot',
      routePath: '/how-to-play/:family',
      brand: testBrand({ payments: { providers: ['mpesa', 'bank'] } }),
    });
    const paying = await screen.findByRole('region', { name: 'Pay and follow your ticket' });
    await waitFor(() => expect(paying).not.toHaveTextContent('Mobile money'));
    expect(paying).toHaveTextContent('Bank: choose your bank');
  });

  it('treats a family the brand does not sell like an unknown one', async () => {
    render(
      '/how-to-play/jackpot',
      testBrand({ lobby: { cards: ['quickbetx', 'quicktip'], styles: ['lite'] } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Build your ticket' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Jackpots/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('How to play · ScoreDeck'));
  });

  it('guides the player on to the real guides from an unknown family', async () => {
    render('/how-to-play/poker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /QuickbetX/ })[0]).toHaveAttribute(
      'href',
      '/how-to-play/quickbetx',
    );
    expect(screen.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/');
  });

  it('says the guides are not offered when the brand turned them off', async () => {
    render(
      '/how-to-play/quickbetx',
      testBrand({ blocks: { ...testBrand().blocks, howToPlay: false } }),
    );
    expect(await screen.findByText(/guides are not available on this site/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Build your ticket' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Games' })).toBeVisible();
  });

  it("speaks the player's language", async () => {
    localStorage.setItem('betdeck.language', JSON.stringify('swTZ'));
    render('/how-to-play/jackpot');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jinsi ya kucheza Jackpoti' }),
    ).toBeVisible();
    expect(screen.getByText(/Fungua jackpoti kwenye michezo/)).toBeVisible();
  });
});
