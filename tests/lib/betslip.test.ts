import { describe, expect, it } from 'vitest';
import {
  checkPlacement,
  isThreeWay,
  isValidPhone,
  minimums,
  parseAmount,
  phoneDigits,
} from '@/lib/betslip';
import { MSISDN_LENGTH, THREE_WAY_MARKETS } from '@/types/api.gen';

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

describe('phone rules', () => {
  it('accepts as many digits as an msisdn of the API contract, whatever the spacing', () => {
    const digits = (n: number) => '2547'.padEnd(n, '1');
    expect(isValidPhone(digits(MSISDN_LENGTH.min), '254')).toBe(true);
    expect(isValidPhone(digits(MSISDN_LENGTH.max), '254')).toBe(true);
    expect(isValidPhone(`+${digits(MSISDN_LENGTH.max)}`, '254')).toBe(true);
    expect(isValidPhone('+254 712 345 678', '254')).toBe(true);
    expect(isValidPhone(digits(MSISDN_LENGTH.min - 1), '254')).toBe(false);
    expect(isValidPhone(digits(MSISDN_LENGTH.max + 1), '254')).toBe(false);
    expect(phoneDigits('+255 (71) 234-5678')).toBe('255712345678');
  });

  it("wants the brand's prefix: the country code, or 07 where the brand takes national numbers", () => {
    // The review's number: a Kenyan brand's hint says "starting 254", and 0712345678 went out.
    expect(isValidPhone('0712345678', '254')).toBe(false);
    expect(isValidPhone('255712345678', '254')).toBe(false);
    expect(isValidPhone('254712345678', '254')).toBe(true);
    expect(isValidPhone('0712345678', '07')).toBe(true);
    expect(isValidPhone('254712345678', '07')).toBe(false);
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
    expect(checkPlacement({ ...ok, phone: '0712345678' })).toBe('invalidPhone');
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
