import { jsonStorage } from '@/lib/state';
import type { PickedEvent, SmartbetGenerated, SmartbetGenerateRequest } from '@/types/api.gen';

/**
 * The generated smart bet the player is looking at. It travels to /smartbet/generated in the
 * navigation state and is kept in sessionStorage too, so a reload of that page (same tab) still
 * shows it. It is the API's answer plus what produced it (the request, to regenerate, and the
 * card's code and title, to go back and to name the ticket).
 */
export interface GeneratedSmartbet {
  /** The smart bet card it came from, when there was one. */
  cardCode?: string;
  title: string;
  /** The affiliate tag the smart bet was opened with. */
  atag?: string;
  request: SmartbetGenerateRequest;
  ticket: SmartbetGenerated;
}

export const GENERATED_STORAGE_KEY = 'betdeck.smartbet.generated';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isTeam = (v: unknown) => isRecord(v) && isNumber(v.id) && isString(v.name);
const isBet = (v: unknown) =>
  isRecord(v) && isNumber(v.id) && isString(v.bet_name) && isNumber(v.odds) && v.odds > 0;

function isPickedEvent(v: unknown): v is PickedEvent {
  return (
    isRecord(v) &&
    isNumber(v.id) &&
    isTeam(v.home_team) &&
    isTeam(v.away_team) &&
    isRecord(v.category) &&
    isString(v.category.league_name) &&
    isString(v.starts) &&
    isRecord(v.market) &&
    isString(v.market.market_code) &&
    isString(v.market.market_name) &&
    isString(v.market.line_name) &&
    Array.isArray(v.market.bets) &&
    v.market.bets.every(isBet) &&
    isBet(v.bet)
  );
}

/**
 * Whether `value` is a generated smart bet (navigation state and storage come from outside the
 * code: a stale tab, another version of the app, a hand-edited value).
 */
export function isGeneratedSmartbet(value: unknown): value is GeneratedSmartbet {
  if (!isRecord(value) || !isString(value.title)) return false;
  if (value.cardCode !== undefined && !isString(value.cardCode)) return false;
  if (value.atag !== undefined && !isString(value.atag)) return false;
  const { request, ticket } = value;
  return (
    isRecord(request) &&
    isNumber(request.amount_to_win) &&
    isNumber(request.amount_to_bet) &&
    isNumber(request.preferred_odds) &&
    isRecord(ticket) &&
    isString(ticket.code) &&
    ticket.code.length > 0 &&
    isNumber(ticket.total_odds) &&
    isNumber(ticket.stake) &&
    isNumber(ticket.potential_payout) &&
    Array.isArray(ticket.events) &&
    ticket.events.every(isPickedEvent)
  );
}

/*
 * Kept with the app's storage (src/lib/state.ts) but not in an atom: it is an API answer that
 * travels in the navigation state; the tab's copy only stands in for that state after a reload.
 */
const tabStorage = jsonStorage<GeneratedSmartbet | null>('session', isGeneratedSmartbet);

/** Keeps the generated smart bet for this tab (silently not, when storage is unavailable). */
export function saveGenerated(generated: GeneratedSmartbet): void {
  tabStorage.setItem(GENERATED_STORAGE_KEY, generated);
}

/** The generated smart bet kept for this tab, if any and well-formed. */
export function loadGenerated(): GeneratedSmartbet | null {
  return tabStorage.getItem(GENERATED_STORAGE_KEY, null);
}

/** What /smartbet/generated shows: its navigation state, else what this tab kept. */
export function generatedFrom(state: unknown): GeneratedSmartbet | null {
  return isGeneratedSmartbet(state) ? state : loadGenerated();
}
