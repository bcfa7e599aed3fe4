import { describe, expect, it } from 'vitest';
import { codeFromInput, orderPlacedTickets } from '@/features/history/history-list';

describe('orderPlacedTickets', () => {
  it('lists the newest first, whatever the stored order', () => {
    const list = orderPlacedTickets([
      { code: 'B', family: 'quickbetx', placedAt: 2 },
      { code: 'C', family: 'jackpot', placedAt: 3, title: 'Mega' },
      { code: 'A', family: 'quicktip', placedAt: 1 },
    ]);
    expect(list.map((t) => t.code)).toEqual(['C', 'B', 'A']);
    expect(list[0]).toEqual({ code: 'C', family: 'jackpot', placedAt: 3, title: 'Mega' });
  });

  it('keeps one entry per code, its newest', () => {
    const list = orderPlacedTickets([
      { code: 'A', family: 'quickbetx', placedAt: 1, title: 'old' },
      { code: 'B', family: 'quickbetx', placedAt: 2 },
      { code: 'A', family: 'quickbetx', placedAt: 5, title: 'new' },
    ]);
    expect(list.map((t) => [t.code, t.title])).toEqual([
      ['A', 'new'],
      ['B', undefined],
    ]);
  });

  it('drops malformed entries and puts undated ones last, in stored order', () => {
    const list = orderPlacedTickets([
      null,
      'T-1',
      { code: '', family: 'quickbetx', placedAt: 9 },
      { code: 'X', family: 'poker', placedAt: 9 },
      { code: 'U1', family: 'smartbet' },
      { code: 'D', family: 'superbet', placedAt: 4 },
      { code: 'U2', family: 'quickbet', placedAt: 'yesterday' },
    ]);
    expect(list.map((t) => t.code)).toEqual(['D', 'U1', 'U2']);
  });

  it('is empty for anything but a list', () => {
    expect(orderPlacedTickets(undefined)).toEqual([]);
    expect(orderPlacedTickets({ code: 'A' })).toEqual([]);
  });
});

describe('codeFromInput', () => {
  it('takes a bare code as typed, trimmed', () => {
    expect(codeFromInput('  T-OPEN-1 ')).toBe('T-OPEN-1');
    expect(codeFromInput('')).toBe('');
  });

  it('takes the code out of a shared tracking link, decoded', () => {
    expect(codeFromInput('https://bet.example/track/T%201?x=1#y')).toBe('T 1');
    expect(codeFromInput('bet.example/quickbetx/tracking/QBX9')).toBe('QBX9');
    expect(codeFromInput('https://bet.example/track/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
