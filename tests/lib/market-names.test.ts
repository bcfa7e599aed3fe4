// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createFormatter } from '@/lib/format';
import { LOCALES, type Language } from '@/lib/languages';
import { marketName, outcomeName, type MarketOf } from '@/lib/market-names';

/** The player's names in `lang`, from its locale file, as the app formats them. */
function namesIn(lang: Language) {
  const messages = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/locales/${lang}.json`), 'utf8'),
  ) as Record<string, string>;
  const intl = createIntl({ locale: LOCALES[lang], messages, onError: () => {} });
  const format = createFormatter(intl, { timeZone: 'Africa/Nairobi', currency: 'KES' });
  const teams = { home: 'Napoli', away: 'Roma' };
  return {
    market: (m: MarketOf) => marketName(intl, m),
    outcome: (m: MarketOf, bet: string) => outcomeName(intl, format, m, bet, teams),
  };
}

const m = (market_code: string, market_name: string, line_name = ''): MarketOf => ({
  market_code,
  market_name,
  line_name,
});

describe('market names by code', () => {
  it('names every market code of the spec, in every variant, never as the API sent it', () => {
    const de = namesIn('de');
    const codes = ['MR', 'OU', 'BTS', 'DC', 'AH', 'CS', 'EH'].flatMap((c) =>
      ['FT', 'HT', 'SH'].map((p) => c + p),
    );
    const names = [...codes, 'HTFT', 'HSH'].map((code) => de.market(m(code, `API ${code}`)));
    for (const name of names) expect(name).not.toMatch(/^API /);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 3)).toEqual([
      'Spielergebnis',
      'Spielergebnis, 1. Halbzeit',
      'Spielergebnis, 2. Halbzeit',
    ]);
  });

  it('German: the handicap names the team and its line, not "European Handicap (-1)" and "1"', () => {
    const de = namesIn('de');
    const eh = m('EHFT', 'European Handicap', '-1');
    expect(de.market(eh)).toBe('Handicap');
    expect(['1', 'X', '2'].map((b) => de.outcome(eh, b))).toEqual([
      'Napoli -1',
      'Remis (Napoli -1)',
      'Roma +1',
    ]);
    const ah = m('AHFT', 'Asian Handicap', '-0.25');
    expect(['1', '2'].map((b) => de.outcome(ah, b))).toEqual(['Napoli -0,25', 'Roma +0,25']);
  });

  it('Swahili: results, totals, both teams, double chance, scores, half-time/full-time', () => {
    const sw = namesIn('swTZ');
    expect(sw.market(m('MRFT', 'Match Result'))).toBe('Matokeo ya mechi');
    expect(['1', 'X', '2'].map((b) => sw.outcome(m('MRFT', 'Match Result'), b))).toEqual([
      'Napoli',
      'Sare',
      'Roma',
    ]);
    const ou = m('OUFT', 'Total Goals', '2.5');
    expect(sw.market(ou)).toBe('Jumla ya magoli');
    expect(['Over 2.5', 'Under 2.5'].map((b) => sw.outcome(ou, b))).toEqual([
      'Zaidi ya 2.5',
      'Chini ya 2.5',
    ]);
    expect(['Yes', 'No'].map((b) => sw.outcome(m('BTSFT', 'Both Teams To Score'), b))).toEqual([
      'Ndiyo',
      'Hapana',
    ]);
    expect(['1X', '12', 'X2'].map((b) => sw.outcome(m('DCHT', 'Double Chance'), b))).toEqual([
      'Napoli au sare',
      'Napoli au Roma',
      'Sare au Roma',
    ]);
    expect(sw.outcome(m('CSFT', 'Correct Score'), '2-1')).toBe('2:1');
    expect(sw.outcome(m('HTFT', 'Half Time/Full Time'), 'X/1')).toBe('Sare / Napoli');
    expect(sw.market(m('HSH', 'Highest Scoring Half'))).toBe('Kipindi chenye magoli mengi');
  });

  it('writes lines in the language figures (German 2,5)', () => {
    expect(namesIn('de').outcome(m('OUSH', 'Total Goals', '2.5'), 'Over 2.5')).toBe('Über 2,5');
    expect(namesIn('fr').outcome(m('OUFT', 'Total Goals', '1.5'), 'Under')).toBe('Moins de 1,5');
  });

  it('shows the API names for a code it does not know, or a bet it cannot read', () => {
    const sv = namesIn('sv');
    expect(sv.market(m('XYZFT', 'Corners', '9.5'))).toBe('Corners (9.5)');
    expect(sv.outcome(m('XYZFT', 'Corners', '9.5'), 'Over 9.5 corners')).toBe('Over 9.5 corners');
    expect(sv.outcome(m('MRFT', 'Match Result'), 'Napoli wins')).toBe('Napoli wins');
    expect(sv.market({ market_name: 'Match Result' })).toBe('Match Result');
  });
});
