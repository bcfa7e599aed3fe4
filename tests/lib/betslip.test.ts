import { describe, expect, it } from 'vitest';
import { checkPlacement, isThreeWay, minimums, parseAmount } from '@/lib/betslip';
import { THREE_WAY_MARKETS } from '@/types/api.gen';

describe('parseAmount', () => {
  it('reads positive amounts to 2 decimals', () => {
    expect(parseAmount('150')).toBe(150);
    expect(parseAmount(' 99.999 ')).toBe(100);
    expect(parseAmount('12,345')).toBe(12.35);
    expect(parseAmount('.5')).toBe(0.5);
  });

  it('refuses zero, negatives and text', () => {
    for (const bad of ['', '0', '0.001', '-5', 'abc', '1e3', '5..0'])
      expect(parseAmount(bad)).toBeNull();
  });
});

describe('checkPlacement', () => {
  const ok = {
    pickCount: 3,
    authenticated: false,
    phone: '254712345678',
    phonePrefix: '254',
    price: 100,
  };

  it('wants at least one pick (the observed never-firing check, fixed)', () => {
    expect(checkPlacement({ ...ok, pickCount: 0 })).toBe('missedBet');
  });

  it('wants a valid phone from an anonymous player only', () => {
    expect(checkPlacement({ ...ok, phone: ' ' })).toBe('missedPhone');
    expect(checkPlacement({ ...ok, phone: '12345' })).toBe('invalidPhone');
    expect(checkPlacement({ ...ok, phone: '0712 345 678' })).toBeNull();
    expect(checkPlacement({ ...ok, phone: '071234567' })).toBe('invalidPhone');
    expect(checkPlacement({ ...ok, authenticated: true, phone: '' })).toBeNull();
  });

  it('refuses a price above the known balance', () => {
    expect(checkPlacement({ ...ok, authenticated: true, balance: 99.99 })).toBe('notEnoughMoney');
    expect(checkPlacement({ ...ok, authenticated: true, balance: 100 })).toBeNull();
    expect(checkPlacement(ok)).toBeNull();
  });
});

describe('minimums', () => {
  it('reports events and odds against the ticket minimums', () => {
    expect(minimums({ odds: [2, 2, 2], minEvents: 3, minOdds: 8 })).toEqual({
      eventsOk: true,
      oddsOk: true,
      totalOdds: 8,
    });
    expect(minimums({ odds: [2, 2], minEvents: 3, minOdds: 8 })).toEqual({
      eventsOk: false,
      oddsOk: false,
      totalOdds: 4,
    });
    expect(minimums({ odds: [], minEvents: 0, minOdds: 0 })).toMatchObject({
      eventsOk: true,
      oddsOk: true,
    });
  });
});

describe('isThreeWay', () => {
  it('knows the three-way markets of the API contract', () => {
    expect(THREE_WAY_MARKETS.every(isThreeWay)).toBe(true);
    expect(['OUFT', 'BTSFT', 'AHFT'].some(isThreeWay)).toBe(false);
  });
});
