import { useMemo } from 'react';
import { pickOf, type Pick } from '@/lib/betslip';
import { atom, RESET, storedAtom, useAtom } from '@/lib/state';
import type { Bet, Event } from '@/types/api.gen';

/** What Undo takes back: a pick, a skip, or the picks one jackpot tool filled in at once. */
type HistoryEntry =
  | { kind: 'pick'; eventId: number }
  | { kind: 'skip'; key: string }
  | { kind: 'fill'; eventIds: number[] };

/**
 * A pick taken off because the ticket no longer offers it at the odds it was made at (error 104,
 * then a fresh card): what it was, and its odds now (none when the bet is no longer offered).
 */
export interface MovedPick {
  pick: Pick;
  newOdds?: number;
}

/** The player's work on one ticket: picks, skipped events, and the order they happened in. */
export interface BuilderState {
  picks: Pick[];
  /** `${event id}:${market code}` of skipped events. */
  skipped: string[];
  history: HistoryEntry[];
  /** The summary and payment shown before every card is swiped. */
  summaryForced: boolean;
  /** Picks taken off as their odds moved, until each event is picked again (or all cleared). */
  moved?: MovedPick[];
  /** Picks of a loaded booking whose events the ticket no longer offers: left out, and said so. */
  leftOut?: number;
}

export type BuilderAction =
  | { type: 'pick'; event: Event; bet: Bet }
  | { type: 'toggle'; event: Event; bet: Bet }
  | { type: 'skip'; event: Event }
  | { type: 'undo' }
  | { type: 'fill'; picks: Pick[] }
  /** Off the slip; from the summary, which stays (`keepSummary`) while cards are left. */
  | { type: 'remove'; eventId: number; keepSummary?: boolean }
  /** Another outcome of a picked event, in its place on the slip. */
  | { type: 'change'; event: Event; bet: Bet }
  /** Every skipped event back in the deck. */
  | { type: 'unskip' }
  /**
   * A booking code's picks in place of the player's, on the summary; `leftOut` of its picks are
   * on events no longer offered. Picks at other odds today are taken off as moved (reconcile).
   */
  | { type: 'load'; picks: Pick[]; leftOut: number }
  | { type: 'dismissLeftOut' }
  | { type: 'clear' }
  | { type: 'summary'; forced: boolean }
  | { type: 'reconcile'; events: readonly Event[] };

/**
 * Picks for events and bets the ticket no longer offers, or whose odds have moved (error 104,
 * then a fresh card), are dropped: their cards come back to be picked again at today's odds.
 */
export function reconcile(state: BuilderState, events: readonly Event[]): BuilderState {
  const offered = new Map(
    events.flatMap((e) => e.market.bets.map((b) => [`${e.id}:${b.id}`, b.odds] as const)),
  );
  const picks = state.picks.filter((p) => offered.get(`${p.event_id}:${p.bet_id}`) === p.odds);
  if (picks.length === state.picks.length) return state;
  const kept = new Set(picks.map((p) => p.event_id));
  const dropped = state.picks.filter((p) => !kept.has(p.event_id));
  const droppedIds = new Set(dropped.map((p) => p.event_id));
  const moved: MovedPick[] = [
    ...(state.moved ?? []).filter((m) => !droppedIds.has(m.pick.event_id)),
    ...dropped.map((pick) => {
      const newOdds = offered.get(`${pick.event_id}:${pick.bet_id}`);
      return newOdds === undefined ? { pick } : { pick, newOdds };
    }),
  ];
  return {
    ...state,
    picks,
    history: withoutPicksOf(state.history, droppedIds),
    summaryForced: false,
    moved,
  };
}

/** The history without the picks of `eventIds` (a fill keeps its other events). */
function withoutPicksOf(history: HistoryEntry[], eventIds: ReadonlySet<number>): HistoryEntry[] {
  return history.flatMap((h): HistoryEntry[] => {
    if (h.kind === 'pick') return eventIds.has(h.eventId) ? [] : [h];
    if (h.kind === 'fill') {
      const left = h.eventIds.filter((id) => !eventIds.has(id));
      return left.length ? [{ kind: 'fill', eventIds: left }] : [];
    }
    return [h];
  });
}

/** The moved picks still to show once `eventIds` are picked again. */
function withoutMoved(state: BuilderState, eventIds: readonly number[]): BuilderState {
  if (!state.moved?.length) return state;
  const moved = state.moved.filter((m) => !eventIds.includes(m.pick.event_id));
  if (moved.length === state.moved.length) return state;
  const { moved: _gone, ...rest } = state;
  return moved.length ? { ...rest, moved } : rest;
}

export const EMPTY: BuilderState = { picks: [], skipped: [], history: [], summaryForced: false };

const skipKey = (event: Pick | Event) =>
  'market' in event
    ? `${event.id}:${event.market.market_code}`
    : `${event.event_id}:${event.market_code}`;

const withoutEvent = (picks: Pick[], eventId: number) =>
  picks.filter((p) => p.event_id !== eventId);

/** The slip's edits: any pick removed or changed, the skipped events back, a jackpot tool's fill. */
function editSlip(
  state: BuilderState,
  action: Extract<BuilderAction, { type: 'remove' | 'change' | 'unskip' | 'fill' }>,
): BuilderState {
  switch (action.type) {
    case 'remove':
      // Off the slip: its card is back in the deck (the queue has every event not picked).
      return {
        ...state,
        picks: withoutEvent(state.picks, action.eventId),
        history: withoutPicksOf(state.history, new Set([action.eventId])),
        summaryForced: state.summaryForced || !!action.keepSummary,
      };
    case 'change': {
      // In its place on the slip, where the player reads it; Undo still takes the pick off.
      if (!state.picks.some((p) => p.event_id === action.event.id)) {
        return builderReducer(state, { ...action, type: 'pick' });
      }
      const pick = pickOf(action.event, action.event.market, action.bet);
      return {
        ...withoutMoved(state, [action.event.id]),
        picks: state.picks.map((p) => (p.event_id === action.event.id ? pick : p)),
      };
    }
    case 'unskip':
      // Back in the deck, in the ticket's order (queueOf), to be swiped again.
      return {
        ...state,
        skipped: [],
        history: state.history.filter((h) => h.kind !== 'skip'),
        summaryForced: false,
      };
    case 'fill': {
      // A jackpot tool fills only the events not picked yet: the player's own picks stay.
      const picked = new Set(state.picks.map((p) => p.event_id));
      const seen = new Set<number>();
      const added = action.picks.filter(
        (p) => !picked.has(p.event_id) && !seen.has(p.event_id) && (seen.add(p.event_id), true),
      );
      if (!added.length) return state;
      const eventIds = added.map((p) => p.event_id);
      return {
        ...withoutMoved(state, eventIds),
        picks: [...state.picks, ...added],
        history: [...state.history, { kind: 'fill', eventIds }],
      };
    }
  }
}

/** Every change of a ticket's picks, as a pure function. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'pick':
      return {
        ...withoutMoved(state, [action.event.id]),
        picks: [
          ...withoutEvent(state.picks, action.event.id),
          pickOf(action.event, action.event.market, action.bet),
        ],
        history: [...state.history, { kind: 'pick', eventId: action.event.id }],
      };
    case 'toggle': {
      const current = state.picks.find((p) => p.event_id === action.event.id);
      if (current?.bet_id === action.bet.id) {
        return builderReducer(state, { type: 'remove', eventId: action.event.id });
      }
      return builderReducer(state, { ...action, type: 'pick' });
    }
    case 'remove':
    case 'change':
    case 'unskip':
    case 'fill':
      return editSlip(state, action);
    case 'skip': {
      const key = skipKey(action.event);
      if (state.skipped.includes(key)) return state;
      return {
        ...state,
        skipped: [...state.skipped, key],
        history: [...state.history, { kind: 'skip', key }],
      };
    }
    case 'undo': {
      const last = state.history.at(-1);
      if (!last) return state;
      const history = state.history.slice(0, -1);
      if (last.kind === 'fill') {
        const filled = new Set(last.eventIds);
        return {
          ...state,
          history,
          picks: state.picks.filter((p) => !filled.has(p.event_id)),
          summaryForced: false,
        };
      }
      return last.kind === 'pick'
        ? {
            ...state,
            history,
            picks: withoutEvent(state.picks, last.eventId),
            summaryForced: false,
          }
        : {
            ...state,
            history,
            skipped: state.skipped.filter((k) => k !== last.key),
            summaryForced: false,
          };
    }
    case 'load':
      return {
        ...EMPTY,
        picks: action.picks,
        history: action.picks.map((p) => ({ kind: 'pick', eventId: p.event_id })),
        summaryForced: true,
        ...(action.leftOut > 0 ? { leftOut: action.leftOut } : {}),
      };
    case 'dismissLeftOut': {
      const { leftOut: _gone, ...rest } = state;
      return rest;
    }
    case 'clear':
      return EMPTY;
    case 'summary':
      return { ...state, summaryForced: action.forced };
    case 'reconcile':
      return reconcile(state, action.events);
  }
}

/**
 * The events still to swipe: not picked, not skipped, each event once, in the ticket's order.
 */
export function queueOf(events: readonly Event[], state: BuilderState): Event[] {
  const picked = new Set(state.picks.map((p) => p.event_id));
  const skipped = new Set(state.skipped);
  const seen = new Set<number>();
  return events.filter((e) => {
    if (seen.has(e.id)) return false;
    seen.add(e.id);
    return !picked.has(e.id) && !skipped.has(skipKey(e));
  });
}

function isMovedPick(v: unknown): v is MovedPick {
  if (typeof v !== 'object' || v === null) return false;
  const { pick, newOdds } = v as Record<string, unknown>;
  return (
    typeof pick === 'object' &&
    pick !== null &&
    typeof (pick as Record<string, unknown>).event_id === 'number' &&
    typeof (pick as Record<string, unknown>).odds === 'number' &&
    (newOdds === undefined || typeof newOdds === 'number')
  );
}

/** Whether a stored value is a builder state (storage comes from outside the code). */
function isBuilderState(v: unknown): v is BuilderState {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    Array.isArray(s.picks) &&
    Array.isArray(s.skipped) &&
    Array.isArray(s.history) &&
    typeof s.summaryForced === 'boolean' &&
    (s.moved === undefined || (Array.isArray(s.moved) && s.moved.every(isMovedPick))) &&
    (s.leftOut === undefined || typeof s.leftOut === 'number')
  );
}

/**
 * One ticket's builder: its state, changed by dispatching actions. The state is kept for the
 * browser tab in sessionStorage `betdeck.builder.<family>.<code>`, so picks survive an error, a
 * retry and a reload (docs/behaviour.md#swipe); clearing it (the ticket is placed) drops the
 * stored entry. The stored atom stays private: only this reducer changes it.
 */
function builderAtom(family: string, code: string) {
  const stateAtom = storedAtom(`betdeck.builder.${family}.${code}`, EMPTY, {
    area: 'session',
    isValid: isBuilderState,
    getOnInit: true,
  });
  return atom(
    (get) => get(stateAtom),
    (get, set, action: BuilderAction) =>
      set(stateAtom, action.type === 'clear' ? RESET : builderReducer(get(stateAtom), action)),
  );
}

/**
 * The builder of ticket `code` of a family, for the screen showing it. Its atom belongs to that
 * screen: once the screen has gone nothing holds it (the store keeps atoms weakly), so atoms do
 * not pile up per ticket visited; coming back reads the tab's storage again. (Where storage is
 * unavailable, picks then last as long as the screen.)
 */
export function useBuilder(family: string, code: string) {
  const builder = useMemo(() => builderAtom(family, code), [family, code]);
  const [state, dispatch] = useAtom(builder);
  return { state, dispatch };
}
