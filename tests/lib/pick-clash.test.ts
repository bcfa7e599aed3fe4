// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clashOf, firstClash, type PickOfMarket } from '@/lib/pick-clash';

const p = (market_code: string, bet_name: string, line_name = ''): PickOfMarket => ({
  market_code,
  bet_name,
  line_name,
});

const draw = p('MRFT', 'X');
const home = p('MRFT', '1');

describe('picks on one event that a ticket cannot combine (docs/behaviour.md#picks-that-clash)', () => {
  it('refuses picks that cannot both win', () => {
    // A draw, and the home side winning by two or more.
    expect(clashOf(draw, p('EHFT', '1', '-1'))).toBe('exclusive');
    expect(clashOf(draw, p('CSFT', '2-1'))).toBe('exclusive');
    expect(clashOf(home, p('DCFT', 'X2'))).toBe('exclusive');
    expect(clashOf(p('OUFT', 'Under 2.5'), p('CSFT', '2:1'))).toBe('exclusive');
    expect(clashOf(p('BTSFT', 'No'), p('CSFT', '1-1'))).toBe('exclusive');
    expect(clashOf(p('HTFT', '1/1'), p('MRHT', 'X'))).toBe('exclusive');
    // Asian handicap: at 1:0 home -1 is void, never won with a draw.
    expect(clashOf(draw, p('AHFT', '1', '-1'))).toBe('exclusive');
  });

  it('refuses picks where one winning decides the other, saying which decides', () => {
    expect(clashOf(draw, p('DCFT', '1X'))).toBe('decides');
    expect(clashOf(p('DCFT', '1X'), draw)).toBe('decided');
    expect(clashOf(p('EHFT', '1', '-1'), home)).toBe('decides');
    expect(clashOf(p('CSFT', '3-1'), p('OUFT', 'Over 2.5', '2.5'))).toBe('decides');
    expect(clashOf(p('OUFT', 'Over 3.5', '3.5'), p('OUFT', 'Over 2.5', '2.5'))).toBe('decides');
    expect(clashOf(p('HTFT', 'X/2'), p('MRFT', '2'))).toBe('decides');
    expect(clashOf(p('CSFT', '2-1'), p('BTSFT', 'Yes'))).toBe('decides');
    // Home -0.5 wins exactly when the home side wins.
    expect(clashOf(p('AHFT', '1', '-0.5'), home)).toBe('decides');
    // A quarter line: home -0.75 is half won at 1:0, so 1:0 decides it.
    expect(clashOf(p('CSFT', '1-0'), p('AHFT', '1', '-0.75'))).toBe('decides');
    expect(clashOf(p('AHFT', '1', '-0.75'), p('CSFT', '2-0'))).toBe('decided');
  });

  it('combines picks that can each win with or without the other', () => {
    expect(clashOf(draw, p('BTSFT', 'Yes'))).toBeUndefined();
    expect(clashOf(home, p('OUFT', 'Over 2.5', '2.5'))).toBeUndefined();
    expect(clashOf(p('OUFT', 'Over 2.5', '2.5'), p('OUFT', 'Under 3.5', '3.5'))).toBeUndefined();
    expect(clashOf(p('MRHT', 'X'), draw)).toBeUndefined();
    expect(clashOf(p('HSH', '1st half'), home)).toBeUndefined();
    expect(clashOf(p('EHFT', '2', '-1'), p('BTSFT', 'No'))).toBeUndefined();
  });

  it('leaves what it cannot read to the API', () => {
    expect(clashOf(draw, p('XYZ', 'X'))).toBeUndefined();
    expect(clashOf(draw, p('CSFT', 'Any other score'))).toBeUndefined();
    expect(clashOf(draw, p('MRFT', 'Simba'))).toBeUndefined();
  });

  it('finds the first clash on one event of a ticket, not across events', () => {
    const ticket = [
      { event_id: 1, ...draw },
      { event_id: 2, ...p('EHFT', '1', '-1') },
      { event_id: 1, ...p('BTSFT', 'Yes') },
      { event_id: 1, ...p('DCFT', '1X') },
    ];
    expect(firstClash(ticket.slice(0, 3))).toBeUndefined();
    expect(firstClash(ticket)).toEqual({ first: ticket[0], second: ticket[3], clash: 'decides' });
  });
});
