import { isThreeWay } from '@/lib/betslip';

export type Direction = 'left' | 'right' | 'down' | 'up';

/**
 * A swipe counts when the card has travelled more than SWIPE_THRESHOLD of its own size along
 * the main axis of the movement: a fraction of the card's width for left/right, of its height
 * for up/down (0.5 = half the card). A fast flick counts from FLICK_MIN_TRAVEL.
 */
export const SWIPE_THRESHOLD = 0.5;
/** A flick: at least this fraction of the card... */
export const FLICK_MIN_TRAVEL = 0.15;
/** ...moved at least this fast, in px per ms. */
export const FLICK_VELOCITY = 0.6;
/** The card tilts with the horizontal travel (rotation power 50), up to 25 degrees. */
export const MAX_TILT_DEG = 25;
export const ROTATION_POWER = 50;
/** How long a swiped card takes to fly off the deck (ms): React's render of the pick lands within it. */
export const FLIGHT_MS = 350;

export interface Movement {
  /** Travel in px since the drag began (right and down positive). */
  dx: number;
  dy: number;
  /** Card size in px. */
  width: number;
  height: number;
  /** Release speed in px/ms along each axis (absolute), if known. */
  vx?: number;
  vy?: number;
}

/**
 * The direction a released drag swipes the card, or null when it springs back: under the
 * threshold, or towards a blocked direction.
 */
export function swipeDirection(
  m: Movement,
  blocked: ReadonlySet<Direction> = new Set(),
): Direction | null {
  if (m.width <= 0 || m.height <= 0) return null;
  const rx = m.dx / m.width;
  const ry = m.dy / m.height;
  const horizontal = Math.abs(rx) >= Math.abs(ry);
  const travel = horizontal ? Math.abs(rx) : Math.abs(ry);
  const speed = horizontal ? (m.vx ?? 0) : (m.vy ?? 0);
  const counts =
    travel > SWIPE_THRESHOLD || (travel >= FLICK_MIN_TRAVEL && speed >= FLICK_VELOCITY);
  if (!counts) return null;
  const direction: Direction = horizontal ? (rx > 0 ? 'right' : 'left') : ry > 0 ? 'down' : 'up';
  return blocked.has(direction) ? null : direction;
}

/** Tilt in degrees while dragging: proportional to horizontal travel, capped at 25. */
export function tilt(dx: number, width: number): number {
  if (width <= 0) return 0;
  const deg = (dx / width) * ROTATION_POWER;
  return Math.max(-MAX_TILT_DEG, Math.min(MAX_TILT_DEG, deg));
}

/** Down is a pick only on 3-way markets; up (skip) only when the ticket allows skipping. */
export function blockedDirections(marketCode: string, allowSkip: boolean): Set<Direction> {
  const blocked = new Set<Direction>();
  if (!isThreeWay(marketCode)) blocked.add('down');
  if (!allowSkip) blocked.add('up');
  return blocked;
}

/**
 * The bet a direction picks: left the first, right the last, down the middle (3-way only).
 * Up picks nothing (it skips).
 */
export function betIndexFor(
  direction: Direction,
  betCount: number,
  marketCode: string,
): number | null {
  if (betCount === 0) return null;
  switch (direction) {
    case 'left':
      return 0;
    case 'right':
      return betCount - 1;
    case 'down':
      return isThreeWay(marketCode) && betCount === 3 ? 1 : null;
    case 'up':
      return null;
  }
}

/** The direction that picks bet `index` (a tap on a bet button swipes the card that way). */
export function directionForBet(index: number, betCount: number): Direction {
  if (index === 0) return 'left';
  if (index === betCount - 1) return 'right';
  return 'down';
}
