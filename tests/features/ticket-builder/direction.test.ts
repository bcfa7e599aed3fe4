import { describe, expect, it } from 'vitest';
import {
  betIndexFor,
  blockedDirections,
  directionForBet,
  swipeDirection,
  tilt,
} from '@/features/ticket-builder/swipe/direction';
import { hintProgress } from '@/features/ticket-builder/swipe/card-motion';

const card = { width: 300, height: 450 };

describe('swipeDirection', () => {
  it('needs more than half the card along the main axis', () => {
    expect(swipeDirection({ ...card, dx: 150, dy: 0 })).toBeNull();
    expect(swipeDirection({ ...card, dx: 151, dy: 0 })).toBe('right');
    expect(swipeDirection({ ...card, dx: -151, dy: 10 })).toBe('left');
    expect(swipeDirection({ ...card, dx: 0, dy: 226 })).toBe('down');
    expect(swipeDirection({ ...card, dx: 0, dy: -225 })).toBeNull();
    expect(swipeDirection({ ...card, dx: 0, dy: -226 })).toBe('up');
  });

  it('measures each axis against its own side of the card', () => {
    // 200 px is past half the width (150) but not half the height (225).
    expect(swipeDirection({ ...card, dx: 0, dy: 200 })).toBeNull();
    expect(swipeDirection({ ...card, dx: 200, dy: 0 })).toBe('right');
    // Diagonal: the axis with the larger share of the card wins.
    expect(swipeDirection({ ...card, dx: 160, dy: 300 })).toBe('down');
  });

  it('counts a fast flick from a shorter travel', () => {
    expect(swipeDirection({ ...card, dx: 60, dy: 0, vx: 1 })).toBe('right');
    expect(swipeDirection({ ...card, dx: 40, dy: 0, vx: 2 })).toBeNull();
    expect(swipeDirection({ ...card, dx: 60, dy: 0, vx: 0.3 })).toBeNull();
  });

  it('springs back from a blocked direction', () => {
    const blocked = blockedDirections('OUFT', false);
    expect(swipeDirection({ ...card, dx: 0, dy: 300 }, blocked)).toBeNull();
    expect(swipeDirection({ ...card, dx: 0, dy: -300 }, blocked)).toBeNull();
    expect(swipeDirection({ ...card, dx: 200, dy: 0 }, blocked)).toBe('right');
  });

  it('is null for a card with no size', () => {
    expect(swipeDirection({ width: 0, height: 0, dx: 10, dy: 0 })).toBeNull();
  });
});

describe('blockedDirections', () => {
  it('allows down on 3-way markets and up only with skipping', () => {
    expect([...blockedDirections('MRFT', true)]).toEqual([]);
    expect([...blockedDirections('EHFT', false)]).toEqual(['up']);
    expect([...blockedDirections('BTSFT', true)]).toEqual(['down']);
  });
});

describe('betIndexFor', () => {
  it('maps left, down and right to the first, middle and last bet', () => {
    expect(betIndexFor('left', 3, 'MRFT')).toBe(0);
    expect(betIndexFor('down', 3, 'DCFT')).toBe(1);
    expect(betIndexFor('right', 3, 'HSH')).toBe(2);
    expect(betIndexFor('right', 2, 'OUFT')).toBe(1);
    expect(betIndexFor('down', 2, 'OUFT')).toBeNull();
    expect(betIndexFor('up', 3, 'MRFT')).toBeNull();
    expect(betIndexFor('left', 0, 'MRFT')).toBeNull();
  });

  it('turns a tapped bet into the direction that picks it', () => {
    expect([0, 1, 2].map((i) => directionForBet(i, 3))).toEqual(['left', 'down', 'right']);
    expect([0, 1].map((i) => directionForBet(i, 2))).toEqual(['left', 'right']);
  });
});

describe('tilt', () => {
  it('follows the horizontal travel up to 25 degrees either way', () => {
    expect(tilt(0, 300)).toBe(0);
    expect(tilt(60, 300)).toBe(10);
    expect(tilt(300, 300)).toBe(25);
    expect(tilt(-900, 300)).toBe(-25);
    expect(tilt(10, 0)).toBe(0);
  });
});

describe('hintProgress', () => {
  const card = { width: 380, height: 520 };
  it('is whole exactly where a slow release swipes the card, never where it springs back', () => {
    // The review's drag: 140 px of a 380 px card showed the whole hint, and the card came back.
    expect(hintProgress('left', -140, 0, card)).toBeLessThan(1);
    expect(swipeDirection({ ...card, dx: -140, dy: 0 })).toBeNull();
    for (let dx = -360; dx <= 360; dx += 7) {
      for (let dy = -500; dy <= 500; dy += 11) {
        const swiped = swipeDirection({ ...card, dx, dy });
        for (const d of ['left', 'right', 'down', 'up'] as const) {
          expect(hintProgress(d, dx, dy, card) === 1, `${d} at ${dx},${dy}`).toBe(swiped === d);
        }
      }
    }
  });

  it('grows with the drag towards its own way only', () => {
    expect(hintProgress('right', 95, 0, card)).toBeCloseTo(0.5);
    expect(hintProgress('up', 0, -130, card)).toBeCloseTo(0.5);
    expect(hintProgress('left', 95, 0, card)).toBe(0);
    expect(hintProgress('right', 40, 200, card)).toBe(0);
    expect(hintProgress('right', 40, 0, { width: 0, height: 0 })).toBe(0);
  });
});
