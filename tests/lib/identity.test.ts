import { describe, expect, it } from 'vitest';
import { identityFromToken, isAuthenticated, maskPhone } from '@/lib/identity';

describe('identityFromToken', () => {
  it('reads a numeric token, with or without +, as a phone', () => {
    expect(identityFromToken('254712345678')).toEqual({
      kind: 'phone',
      token: '254712345678',
      msisdn: '254712345678',
    });
    expect(identityFromToken('+255712345678')).toMatchObject({
      kind: 'phone',
      msisdn: '255712345678',
    });
  });

  it('reads an alphanumeric token as a player code', () => {
    expect(identityFromToken('PLAYER1')).toEqual({
      kind: 'player',
      token: 'PLAYER1',
      code: 'PLAYER1',
    });
  });

  it('treats no token, blanks and other characters as anonymous', () => {
    for (const t of [null, undefined, '', '  ', '+', 'a b', '<script>', '12-34']) {
      const identity = identityFromToken(t);
      expect(identity).toEqual({ kind: 'anonymous' });
      expect(isAuthenticated(identity)).toBe(false);
    }
  });

  it('is authenticated whenever a usable token exists', () => {
    expect(isAuthenticated(identityFromToken('0712345678'))).toBe(true);
    expect(isAuthenticated(identityFromToken('abc123'))).toBe(true);
  });
});

describe('maskPhone', () => {
  it('keeps the country code, the network digit and the last three, hiding the rest', () => {
    expect(maskPhone('254712345678')).toBe('2547•••••678');
    expect(maskPhone('447700900123')).toBe('4477•••••123');
    expect(maskPhone('0712345678')).toBe('0712•••678');
  });

  it('shows no more of a short number than its ends', () => {
    expect(maskPhone('1234567')).toBe('12•••67');
    expect(maskPhone('1234')).toBe('••••');
  });
});
