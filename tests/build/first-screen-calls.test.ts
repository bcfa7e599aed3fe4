// The calls the bundled server makes for a page it sends with its answers
// (scripts/server/page-answers.ts) are those the page's own script makes on a static host.
import { describe, expect, it } from 'vitest';
import { firstScreenCalls } from '../../scripts/build/preloads';
import { pageHeadScript } from '../../scripts/build/head-script';
import { runPageScript } from './page-answers-script';

const brand = {
  api: { basePath: '/api/' },
  languages: ['en' as const],
  lobby: {
    cards: ['smartbet', 'quicktip', 'jackpot', 'quickbetx'] as (
      'smartbet' | 'quicktip' | 'jackpot' | 'quickbetx'
    )[],
    styles: [],
  },
};
const page = `<head>${pageHeadScript(brand as never)}</head>`;

describe('the first screen calls', () => {
  it.each([
    '/',
    '/?type=2,6',
    '/?type=9,x',
    '/?type=3',
    '/quickbetx/QBX-101',
    '/quickbetx/QBX%20101',
    '/quickbetx/%E0%A4%A',
    '/quicktip/SBX-1?x=1',
    '/quicktip/QT-201',
    '/quickbetx/tracking/T-OPEN-1',
    '/track/T.WON.1',
    '/history',
    '/how-to-play/quickbetx',
    '/no/such/page',
    '/index.html',
  ])('at %s: /init and what the page asks for itself', (url) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const calls = firstScreenCalls(brand, pathname, search);
    expect(calls[0]).toBe('/api/init');
    expect(calls).toEqual(runPageScript(page, url, {}).fetched);
  });

  it('names the lobby lists, a card and a ticket', () => {
    expect(firstScreenCalls(brand, '/', '?type=2,6')).toEqual([
      '/api/init',
      '/api/smartbet_cards',
      '/api/quickbetx_cards',
    ]);
    expect(firstScreenCalls(brand, '/quickbetx/QBX-101', '')).toEqual([
      '/api/init',
      '/api/quickbetx_cards/QBX-101',
    ]);
    expect(firstScreenCalls(brand, '/track/T-1', '')).toEqual(['/api/init', '/api/tickets/T-1']);
  });
});
