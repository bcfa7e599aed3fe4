import { describe, expect, it } from 'vitest';
import {
  builderReducer,
  EMPTY,
  queueOf,
  type BuilderState,
} from '@/features/ticket-builder/state/builder-state';
import { pickOf } from '@/lib/betslip';
import type { Event } from '@/types/api.gen';

const event = (id: number, market_code = 'MRFT'): Event => ({
  id,
  home_team: { id: id * 10, name: `Home ${id}` },
  away_team: { id: id * 10 + 1, name: `Away ${id}` },
  category: { league_id: 1, league_name: 'League' },
  starts: '2026-11-22T15:00:00Z',
  market: {
    market_code,
    market_name: 'Match result',
    line_name: '',
    bets: [
      { id: id * 100 + 1, bet_name: '1', odds: 1.5 },
      { id: id * 100 + 2, bet_name: 'X', odds: 3.2 },
      { id: id * 100 + 3, bet_name: '2', odds: 4.1 },
    ],
  },
});
const [e1, e2, e3] = [event(1), event(2), event(3, 'OUFT')] as [Event, Event, Event];
const run = (...actions: Parameters<typeof builderReducer>[1][]): BuilderState =>
  actions.reduce(builderReducer, EMPTY);

describe('builderReducer', () => {
  it('brings back the card of a pick whose odds moved, keeping the others (error 104)', () => {
    const s = run(
      { type: 'pick', event: e1, bet: e1.market.bets[0] },
      { type: 'pick', event: e2, bet: e2.market.bets[1] },
      { type: 'summary', forced: true },
    );
    const moved: Event = {
      ...e1,
      market: {
        ...e1.market,
        bets: [{ ...e1.market.bets[0], odds: 1.3 }, e1.market.bets[1], e1.market.bets[2]!],
      },
    };
    const after = builderReducer(s, { type: 'reconcile', events: [moved, e2, e3] });
    expect(after.picks.map((p) => p.event_id)).toEqual([2]);
    expect(queueOf([moved, e2, e3], after).map((e) => e.id)).toEqual([1, 3]);
    expect(after.summaryForced).toBe(false);
    // Nothing moved: the same state.
    expect(builderReducer(s, { type: 'reconcile', events: [e1, e2, e3] })).toBe(s);
  });

  it('remembers each pick taken off for moved odds, with its old and new odds, until picked again', () => {
    const s = run(
      { type: 'pick', event: e1, bet: e1.market.bets[0] },
      { type: 'pick', event: e2, bet: e2.market.bets[1] },
      { type: 'pick', event: e3, bet: e3.market.bets[2]! },
    );
    const moved1: Event = {
      ...e1,
      market: {
        ...e1.market,
        bets: [{ ...e1.market.bets[0], odds: 1.3 }, e1.market.bets[1], e1.market.bets[2]!],
      },
    };
    // e3's picked outcome is no longer offered at all.
    const moved3: Event = {
      ...e3,
      market: { ...e3.market, bets: [e3.market.bets[0], e3.market.bets[1]] },
    };
    const after = builderReducer(s, { type: 'reconcile', events: [moved1, e2, moved3] });
    expect(
      after.moved?.map((m) => [m.pick.event_id, m.pick.bet_id, m.pick.odds, m.newOdds]),
    ).toEqual([
      [1, 101, 1.5, 1.3],
      [3, 303, 4.1, undefined],
    ]);
    // Picked again (any outcome): that event's notice goes, the other stays.
    const again = builderReducer(after, {
      type: 'pick',
      event: moved1,
      bet: moved1.market.bets[0],
    });
    expect(again.moved?.map((m) => m.pick.event_id)).toEqual([3]);
    expect(again.picks.find((p) => p.event_id === 1)?.odds).toBe(1.3);
    expect(builderReducer(again, { type: 'clear' }).moved).toBeUndefined();
  });

  it('keeps one pick per event, the latest', () => {
    const s = run(
      { type: 'pick', event: e1, bet: e1.market.bets[0] },
      { type: 'pick', event: e1, bet: e1.market.bets[2]! },
    );
    expect(s.picks).toHaveLength(1);
    expect(s.picks[0]).toMatchObject({
      event_id: 1,
      bet_name: '2',
      odds: 4.1,
      home_team: 'Home 1',
      market_code: 'MRFT',
    });
  });

  it("keeps a handicap market's line in a swiped pick, as every other screen does", () => {
    const handicap: Event = {
      ...e1,
      market: {
        market_code: 'EHFT',
        market_name: 'European Handicap',
        line_name: '-1',
        bets: e1.market.bets,
      },
    };
    const [pick] = run({ type: 'pick', event: handicap, bet: handicap.market.bets[0] }).picks;
    // The line goes with the pick: the summary names the outcome "Home 1 -1" from it.
    expect(pick).toMatchObject({
      market_name: 'European Handicap',
      market_code: 'EHFT',
      line_name: '-1',
      bet_name: '1',
    });
  });

  it('undo removes the last pick or skip and restores the card', () => {
    let s = run({ type: 'pick', event: e1, bet: e1.market.bets[0] }, { type: 'skip', event: e2 });
    expect(queueOf([e1, e2, e3], s).map((e) => e.id)).toEqual([3]);
    s = builderReducer(s, { type: 'undo' });
    expect(s.skipped).toEqual([]);
    expect(queueOf([e1, e2, e3], s).map((e) => e.id)).toEqual([2, 3]);
    s = builderReducer(s, { type: 'undo' });
    expect(s.picks).toEqual([]);
    expect(builderReducer(s, { type: 'undo' })).toBe(s);
  });

  it('toggle picks in the list view and un-picks the same bet', () => {
    const bet = e1.market.bets[1];
    const on = run({ type: 'toggle', event: e1, bet });
    expect(on.picks.map((p) => p.bet_id)).toEqual([bet.id]);
    expect(builderReducer(on, { type: 'toggle', event: e1, bet }).picks).toEqual([]);
  });

  it('clear empties everything', () => {
    const s = run({ type: 'skip', event: e2 }, { type: 'pick', event: e1, bet: e1.market.bets[0] });
    expect(builderReducer(s, { type: 'clear' })).toEqual(EMPTY);
  });

  it('removes any pick from the slip, not only the last: its card comes back, Undo skips it', () => {
    const s = run(
      { type: 'pick', event: e1, bet: e1.market.bets[0] },
      { type: 'pick', event: e2, bet: e2.market.bets[1] },
      { type: 'pick', event: e3, bet: e3.market.bets[2]! },
      { type: 'remove', eventId: 1 },
    );
    expect(s.picks.map((p) => p.event_id)).toEqual([2, 3]);
    expect(queueOf([e1, e2, e3], s).map((e) => e.id)).toEqual([1]);
    // Undo takes back the last pick still on the slip, never the removed one.
    const undone = builderReducer(s, { type: 'undo' });
    expect(undone.picks.map((p) => p.event_id)).toEqual([2]);
  });

  it('a pick removed from the summary keeps the summary on screen, its card back in the deck', () => {
    const s = run(
      { type: 'pick', event: e1, bet: e1.market.bets[0] },
      { type: 'pick', event: e2, bet: e2.market.bets[1] },
      { type: 'remove', eventId: 2, keepSummary: true },
    );
    expect(s.summaryForced).toBe(true);
    expect(queueOf([e1, e2, e3], s).map((e) => e.id)).toEqual([2, 3]);
  });

  it('changes a pick in its place on the slip; Undo still takes it off', () => {
    const s = run(
      { type: 'pick', event: e1, bet: e1.market.bets[0] },
      { type: 'pick', event: e2, bet: e2.market.bets[1] },
      { type: 'change', event: e1, bet: e1.market.bets[2]! },
    );
    expect(s.picks.map((p) => [p.event_id, p.bet_id])).toEqual([
      [1, e1.market.bets[2]!.id],
      [2, e2.market.bets[1].id],
    ]);
    const undone = run(
      { type: 'pick', event: e1, bet: e1.market.bets[0] },
      { type: 'change', event: e1, bet: e1.market.bets[2]! },
      { type: 'undo' },
    );
    expect(undone.picks).toEqual([]);
  });

  it('brings every skipped event back into the deck, in the ticket order, picks kept', () => {
    const s = run(
      { type: 'skip', event: e1 },
      { type: 'pick', event: e2, bet: e2.market.bets[0] },
      { type: 'skip', event: e3 },
      { type: 'unskip' },
    );
    expect(queueOf([e1, e2, e3], s).map((e) => e.id)).toEqual([1, 3]);
    expect(s.picks.map((p) => p.event_id)).toEqual([2]);
    // Undo now takes back the pick, not a skip that is undone already.
    expect(builderReducer(s, { type: 'undo' }).picks).toEqual([]);
  });

  it('a jackpot tool fills only the events not picked; one Undo takes the fill back', () => {
    const mine = e1.market.bets[2]!;
    const s = run({ type: 'pick', event: e1, bet: mine });
    const suggested = [e1, e2, e3].map((e) => pickOf(e, e.market, e.market.bets[0]));
    const filled = builderReducer(s, { type: 'fill', picks: suggested });
    expect(filled.picks.map((p) => [p.event_id, p.bet_id])).toEqual([
      [1, mine.id],
      [2, e2.market.bets[0].id],
      [3, e3.market.bets[0].id],
    ]);
    expect(builderReducer(filled, { type: 'undo' }).picks).toEqual(s.picks);
  });
});

describe('queueOf', () => {
  it('drops picked and skipped events and duplicates by id', () => {
    const s = run({ type: 'pick', event: e2, bet: e2.market.bets[0] });
    expect(queueOf([e1, e2, e1, e3], s).map((e) => e.id)).toEqual([1, 3]);
  });
});
