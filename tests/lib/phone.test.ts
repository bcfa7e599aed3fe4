import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES, phoneExample, toMsisdn } from '@/lib/phone';
import { MSISDN_LENGTH } from '@/types/api.gen';

// docs/behaviour.md#the-phone-number: a number as people write it, sent as the API's msisdn.
describe('toMsisdn', () => {
  it('takes a Kenyan number in every form people write it', () => {
    for (const written of [
      '0712345678',
      '0712 345 678',
      '712345678',
      '712 345 678',
      '254712345678',
      '+254712345678',
      '+254 712 345 678',
      '00254 712 345 678',
      '0712-345-678',
      '0712.345.678',
      '(0712) 345 678',
      ' 0712345678 ',
    ])
      expect(toMsisdn(written, '254'), written).toBe('254712345678');
  });

  it('takes a Tanzanian number national or international', () => {
    expect(toMsisdn('0754 123 456', '255')).toBe('255754123456');
    expect(toMsisdn('+255 754 123 456', '255')).toBe('255754123456');
    expect(toMsisdn('654123456', '255')).toBe('255654123456');
  });

  it('takes the European brands’ numbers by their own lengths', () => {
    expect(toMsisdn('07700 900123', '44')).toBe('447700900123');
    expect(toMsisdn('+44 7700 900123', '44')).toBe('447700900123');
    expect(toMsisdn('0170 1234567', '49')).toBe('491701234567');
    expect(toMsisdn('0664 1234567', '43')).toBe('436641234567');
  });

  it('refuses a number too short or too long for the country', () => {
    expect(toMsisdn('071234567', '254')).toBeNull(); // 8 digits after the 0
    expect(toMsisdn('07123456789', '254')).toBeNull(); // 10
    expect(toMsisdn('25471234567', '254')).toBeNull();
    expect(toMsisdn('2547123456789', '254')).toBeNull();
    expect(toMsisdn('0770090012', '44')).toBeNull(); // 9 after the 0
  });

  it("refuses another country's number written internationally", () => {
    expect(toMsisdn('+255 754 123 456', '254')).toBeNull();
    expect(toMsisdn('+44 7700 900123', '254')).toBeNull();
  });

  it('refuses letters, a second plus, a national number after the country code', () => {
    expect(toMsisdn('0712 34S 678', '254')).toBeNull();
    expect(toMsisdn('++254712345678', '254')).toBeNull();
    expect(toMsisdn('+2540712345678', '254')).toBeNull();
    expect(toMsisdn('', '254')).toBeNull();
    expect(toMsisdn('0712345678', '999')).toBeNull();
  });

  it('never answers more digits than the API takes (an 11-digit German number)', () => {
    expect(toMsisdn('01512 3456789', '49')).toBeNull();
    expect('4915123456789'.length).toBeGreaterThan(MSISDN_LENGTH.max);
  });

  it('has an example of each country that it takes, to name in its messages', () => {
    for (const [code, country] of Object.entries(PHONE_COUNTRIES)) {
      expect(toMsisdn(country.example, code), code).not.toBeNull();
      expect(phoneExample(code)).toBe(country.example);
    }
    expect(phoneExample('254')).toBe('0712 345 678');
  });
});
