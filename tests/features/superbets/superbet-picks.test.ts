import { describe, expect, it } from 'vitest';
import { marketKey, picksOf, toggleBet } from '@/features/superbets/superbet-picks';
import { superCard } from './fixtures';

describe('super bet selection', () => {
  it('picks one outcome per market: a new one replaces, the same one again removes', () => {
    let s = toggleBet({}, 'MRFT|', 1);
    expect(s).toEqual({ 'MRFT|': 1 });
    s = toggleBet(s, 'OUFT|2.5', 7);
    expect(s).toEqual({ 'MRFT|': 1, 'OUFT|2.5': 7 });
    s = toggleBet(s, 'MRFT|', 3);
    expect(s).toEqual({ 'MRFT|': 3, 'OUFT|2.5': 7 });
    s = toggleBet(s, 'MRFT|', 3);
    expect(s).toEqual({ 'OUFT|2.5': 7 });
  });

  it('does not change the selection it is given', () => {
    const before = { 'MRFT|': 1 };
    toggleBet(before, 'MRFT|', 2);
    expect(before).toEqual({ 'MRFT|': 1 });
  });

  it('keys a market by code and line', () => {
    const [mrft, , ehft] = superCard.event.markets;
    expect(marketKey(mrft!)).toBe('MRFT|');
    expect(marketKey(ehft!)).toBe('EHFT|-1');
  });

  it("turns a selection into picks, in market order, with the event's current odds", () => {
    const { event } = superCard;
    const picks = picksOf(event, { 'OUFT|2.5': 4002, 'MRFT|': 4003, 'GONE|': 1, 'EHFT|-1': 999 });
    expect(picks).toEqual([
      {
        event_id: 40,
        bet_id: 4003,
        odds: 4.1,
        home_team: 'Gor Mahia',
        away_team: 'AFC Leopards',
        market_name: 'Match Result',
        market_code: 'MRFT',
        line_name: '',
        bet_name: '2',
        starts: event.starts,
      },
      {
        event_id: 40,
        bet_id: 4002,
        odds: 1.73,
        home_team: 'Gor Mahia',
        away_team: 'AFC Leopards',
        market_name: 'Total Goals',
        market_code: 'OUFT',
        line_name: '2.5',
        bet_name: 'Under 2.5',
        starts: event.starts,
      },
    ]);
    expect(picksOf(event, {})).toEqual([]);
  });
});
