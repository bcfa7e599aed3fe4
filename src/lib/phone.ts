// Relative, not @/: brand:check (scripts/brand/checks/look.ts) reads these rules too.
import { MSISDN_LENGTH } from '../types/api.gen';

/**
 * A country's mobile numbers: its calling code (brand.phone.prefix), how many digits follow it
 * (the national significant number, NSN), and an example as people there write it (docs/behaviour.md#the-phone-number).
 */
export interface PhoneCountry {
  code: string;
  country: string;
  /** The digits after the country code (and after the national 0, which they drop). */
  nsn: { min: number; max: number };
  /** A mobile number in the national form, grouped as the country writes it. */
  example: string;
}

/**
 * The countries of the brands' phone prefixes (schemas/brand.schema.json#/properties/phone), the
 * lengths of their mobile numbers from each national numbering plan.
 */
export const PHONE_COUNTRIES: Readonly<Record<string, PhoneCountry>> = {
  '254': {
    code: '254',
    country: 'KE',
    nsn: { min: 9, max: 9 },
    example: '0712 345 678',
  },
  '255': {
    code: '255',
    country: 'TZ',
    nsn: { min: 9, max: 9 },
    example: '0754 123 456',
  },
  '44': {
    code: '44',
    country: 'GB',
    nsn: { min: 10, max: 10 },
    example: '07700 900123',
  },
  '49': {
    code: '49',
    country: 'DE',
    nsn: { min: 10, max: 11 },
    example: '0170 1234567',
  },
  '43': {
    code: '43',
    country: 'AT',
    nsn: { min: 10, max: 13 },
    example: '0664 1234567',
  },
};

/**
 * Where each country's lengths come from: its national numbering plan as notified to the ITU
 * under E.164 (brand:check cites it; the pages never load it).
 */
export const PHONE_SOURCES: Readonly<Record<string, string>> = {
  '254':
    'Communications Authority of Kenya, E.164 national numbering plan for country code 254 (ITU Operational Bulletin, 29.VII.2016): national significant numbers of 9 digits',
  '255':
    'TCRA, National Numbering and Signalling Point Code Plan (ITU-T E.164, country code 255): mobile numbers 06YAXXXXXX and 07YAXXXXXX, a national significant number of 9 digits',
  '44': 'Ofcom, the National Telephone Numbering Plan: mobile numbers 07xxx xxxxxx, 10 digits after 44',
  '49': 'Bundesnetzagentur, Nummernplan für Mobilfunkdienste (015x, 016x, 017x): 10 or 11 digits after 49',
  '43': 'RTR, Kommunikationsparameter-, Entgelt- und Mehrwertdiensteverordnung (KEM-V 2009): mobile numbers 06xx, up to 13 digits after 43',
};

/** The characters people write a number with besides its digits: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()/]/g;

/**
 * The msisdn the API expects (schemas/api/msisdn.schema.json: the country code and the national
 * number, digits only) of a number as the player wrote it for the brand's country (`code`, its
 * brand.phone.prefix): national (0712 345 678, 712345678) or international (+254 712 345 678,
 * 00254..., 254712345678), with spaces, dashes, dots or brackets. Null when it cannot be a mobile
 * number of that country, or is longer than the API takes.
 */
export function toMsisdn(input: string, code: string): string | null {
  const country = PHONE_COUNTRIES[code];
  if (!country) return null;
  const text = input.replace(SEPARATORS, '');
  if (!/^(\+|00)?[0-9]+$/.test(text)) return null;
  const fits = (nsn: string) =>
    /^[1-9]/.test(nsn) &&
    nsn.length >= country.nsn.min &&
    nsn.length <= country.nsn.max &&
    code.length + nsn.length >= MSISDN_LENGTH.min &&
    code.length + nsn.length <= MSISDN_LENGTH.max;
  const international = /^(\+|00)/.test(text);
  const digits = text.replace(/^(\+|00)/, '');
  let nsn: string | undefined;
  if (digits.startsWith(code) && fits(digits.slice(code.length))) nsn = digits.slice(code.length);
  else if (international) return null;
  else if (digits.startsWith('0')) nsn = digits.slice(1);
  else nsn = digits;
  return fits(nsn) ? code + nsn : null;
}

/** A brand's example of a number, in its country's national form ("0712 345 678"). */
export function phoneExample(code: string): string {
  return PHONE_COUNTRIES[code]?.example ?? `+${code}`;
}
