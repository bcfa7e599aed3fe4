import { describe, expect, it } from 'vitest';
import { earliestStart, pickOfPickedEvent } from '@/lib/picks';
import type { Market, PickedEvent } from '@/types/api.gen';

const market = (code: string, name: string, line: string, bets: string[]): Market =>
  ({
    market_code: code,
    market_name: name,
    line_name: line,
    bets: bets.map((bet_name, i) => ({ id: i + 1, bet_name, odds: 2 })),
  }) as Market;

describe('pickOfPickedEvent', () => {
  it('is the pick the betslip sends', () => {
    const m = market('EHFT', 'European Handicap', '+1', ['1', 'X', '2']);
    const event: PickedEvent = {
      id: 7,
      home_team: { id: 1, name: 'Simba SC' },
      away_team: { id: 2, name: 'Young Africans' },
      category: { league_id: 6, league_name: 'Tanzanian Premier League' },
      starts: '2025-01-10T15:00:00Z',
      market: m,
      bet: { id: 3, bet_name: '2', odds: 2.45 },
    };
    expect(pickOfPickedEvent(event)).toEqual({
      event_id: 7,
      bet_id: 3,
      odds: 2.45,
      home_team: 'Simba SC',
      away_team: 'Young Africans',
      market_name: 'European Handicap',
      market_code: 'EHFT',
      line_name: '+1',
      bet_name: '2',
      starts: '2025-01-10T15:00:00Z',
    });
  });
});

describe('earliestStart', () => {
  it('is the first kick-off, ignoring unreadable times; NaN without events', () => {
    expect(
      earliestStart([
        { starts: '2025-01-11T15:00:00Z' },
        { starts: 'tbd' },
        { starts: '2025-01-10T18:30:00Z' },
      ]),
    ).toBe(Date.UTC(2025, 0, 10, 18, 30));
    expect(earliestStart([])).toBeNaN();
  });
});
