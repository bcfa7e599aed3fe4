import { useMemo } from 'react';
import { pickOf, type Pick } from '@/lib/betslip';
import { atom, RESET, storedAtom, useAtom } from '@/lib/state';
import type { Bet, Event } from '@/types/api.gen';

type HistoryEntry = { kind: 'pick'; eventId: number } | { kind: 'skip'; key: string };

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
}

export type BuilderAction =
  | { type: 'pick'; event: Event; bet: Bet }
  | { type: 'toggle'; event: Event; bet: Bet }
  | { type: 'skip'; event: Event }
  | { type: 'undo' }
  | { type: 'replace'; picks: Pick[] }
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
    history: state.history.filter((h) => h.kind === 'skip' || kept.has(h.eventId)),
    summaryForced: false,
    moved,
  };
}

/** The moved picks still to show once `eventIds` are picked again ("all": none). */
function withoutMoved(state: BuilderState, eventIds: readonly number[] | 'all'): BuilderState {
  if (!state.moved?.length) return state;
  const moved =
    eventIds === 'all' ? [] : state.moved.filter((m) => !eventIds.includes(m.pick.event_id));
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
        return {
          ...state,
          picks: withoutEvent(state.picks, action.event.id),
          history: state.history.filter(
            (h) => !(h.kind === 'pick' && h.eventId === action.event.id),
          ),
        };
      }
      return builderReducer(state, { ...action, type: 'pick' });
    }
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
    case 'replace':
      return {
        ...withoutMoved(state, 'all'),
        picks: action.picks,
        history: action.picks.map((p) => ({ kind: 'pick', eventId: p.event_id })),
      };
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
    (s.moved === undefined || (Array.isArray(s.moved) && s.moved.every(isMovedPick)))
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
