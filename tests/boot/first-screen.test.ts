// What a first screen asks the API for (src/boot/first-screen.ts): the page's early asks and the
// bundled server read it; the lobby's ?type= reads as the app's lobby reads it.
import { describe, expect, it } from 'vitest';
import { firstScreenCalls, typeCodes, type FirstScreenTable } from '@/boot/first-screen';
import { parseLobbyParams } from '@/features/lobby/lobby-params';
import { FAMILIES } from '@/lib/families';

const table: FirstScreenTable = {
  api: '/api',
  known: [1, 2, 3, 4, 5, 6],
  lists: [
    [1, '/api/one_cards', 'image'],
    [2, '/api/two_cards', 'superbet'],
    [3, '/api/three_cards', 'image'],
    [6, '/api/six_cards', 0],
  ],
  routes: ['/six/otp', '/six/:id', '/track/:id', '*'],
  calls: [
    ['', '', 0],
    ['/six_cards/:id', '', 1],
    ['/tickets/:id', 'ticket', 0],
    ['', '', 0],
  ],
};

describe('typeCodes', () => {
  it.each([
    ['', []],
    ['?type=2,6', [2, 6]],
    ['?type= 3 , x,9,1.5,-1', [3]],
    ['?type=6,6', [6, 6]],
  ])('%s asks for %j', (search, codes) => {
    expect(typeCodes(search, table.known)).toEqual(codes);
  });

  it("narrows the lobby as the app's lobby does", () => {
    const brand = { lobby: { cards: FAMILIES.map((f) => f.id), styles: [] } } as never;
    const all = FAMILIES.map((f) => f.typeCode);
    for (const search of ['?type=2,6', '?type= 3 ,x', '?type=9', '']) {
      const wanted = typeCodes(search, all);
      expect(parseLobbyParams(search, brand).families.map((f) => f.typeCode)).toEqual(
        all.filter((code) => wanted.length === 0 || wanted.includes(code)),
      );
    }
  });
});

describe('firstScreenCalls', () => {
  it("asks the lobby's lists, with the pictures of the first two only", () => {
    expect(firstScreenCalls(table, '/', '')).toEqual([
      { url: '/api/init' },
      { url: '/api/one_cards', pictures: 'image' },
      { url: '/api/two_cards', pictures: 'superbet' },
      { url: '/api/three_cards' },
      { url: '/api/six_cards' },
    ]);
    expect(firstScreenCalls(table, '/', '?type=3,6')).toEqual([
      { url: '/api/init' },
      { url: '/api/three_cards', pictures: 'image' },
      { url: '/api/six_cards' },
    ]);
  });

  it("asks a ticket's card by its code, encoded once", () => {
    expect(firstScreenCalls(table, '/six/A%20B', '')).toEqual([
      { url: '/api/init' },
      { url: '/api/six_cards/A%20B', pictures: 'card' },
    ]);
    expect(firstScreenCalls(table, '/six/A B', '')[1]?.url).toBe('/api/six_cards/A%20B');
  });

  it('asks nothing more where the route has no data, another ticket is named or the code is broken', () => {
    expect(firstScreenCalls(table, '/six/otp', '')).toEqual([{ url: '/api/init' }]);
    expect(firstScreenCalls(table, '/track/T-1', '?ticket=T-2')).toEqual([{ url: '/api/init' }]);
    expect(firstScreenCalls(table, '/track/%E0%A4%A', '')).toEqual([{ url: '/api/init' }]);
    expect(firstScreenCalls(table, '/track/T-1', '')).toEqual([
      { url: '/api/init' },
      { url: '/api/tickets/T-1' },
    ]);
  });
});
