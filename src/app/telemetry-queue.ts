import type { RootOptions } from 'react-dom/client';
import type { RuntimeBrand } from '@/config/runtime-brand';
import type { TelemetryErrorKind } from '@/types/api.gen';
import type { Noted } from './telemetry-noted';
import { afterLoadWhenIdle } from '@/lib/when-idle';

/**
 * The part of the telemetry (docs/behaviour.md#telemetry) that is in the first load: a few hundred
 * bytes that note the errors the page meets from its start, and load the rest (./telemetry.ts,
 * with web-vitals) as a chunk of its own once the page has loaded and the browser is idle, only
 * for a brand that names an endpoint.
 */

/** At most this many wait for the chunk: a page that throws in a loop keeps its first errors. */
export const WAITING_MAX = 20;

const waiting: Noted[] = [];
/** Takes each error: into `waiting` until the chunk runs, then the chunk's; nothing when off. */
let report = (noted: Noted): unknown => waiting.length < WAITING_MAX && waiting.push(noted);
const note = (kind: TelemetryErrorKind, error: unknown, componentStack?: string | null) =>
  report([kind, error, location.pathname, componentStack]);

addEventListener('error', (e) => note('error', e.error ?? e.message));
addEventListener('unhandledrejection', (e) => note('rejection', e.reason));

/** A root hook: notes the error and logs it to the console. */
const hook =
  (kind: TelemetryErrorKind) =>
  (error: unknown, { componentStack }: { componentStack?: string | null }) => {
    note(kind, error, componentStack);
    console.error(error);
  };

/**
 * React's root error hooks, for createRoot's or hydrateRoot's options. Each notes the error and
 * logs it to the console, as React does with an error a boundary caught; React would pass an
 * uncaught or recoverable one to reportError, i.e. to the window's error event, which would note
 * it a second time.
 */
export const rootErrorHooks = {
  onUncaughtError: hook('uncaught'),
  onCaughtError: hook('caught'),
  onRecoverableError: hook('recoverable'),
} satisfies Pick<RootOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'>;

/**
 * Starts the telemetry of the brand: when it names an endpoint and this page load is drawn by its
 * sample rate, loads ./telemetry.ts after the page's load event, when the browser is idle, and
 * hands it the errors noted so far; otherwise (or when the chunk cannot load) stops noting.
 */
export function startTelemetry({ id, telemetry }: RuntimeBrand): void {
  const off = () => {
    report = () => {};
    waiting.length = 0;
  };
  if (!telemetry || !(Math.random() < (telemetry.sampleRate ?? 1))) return off();
  const load = () =>
    void import('./telemetry').then(
      (m) => (report = m.startReporting(telemetry, id, waiting)),
      off,
    );
  afterLoadWhenIdle(load);
}
