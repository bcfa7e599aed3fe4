import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { TOKEN_KEY } from '@/lib/identity';
import { jsonStorage } from '@/lib/state';
import {
  TELEMETRY_BATCH_EVENTS,
  TELEMETRY_COMPONENT_STACK_LENGTH,
  TELEMETRY_MESSAGE_LENGTH,
  TELEMETRY_STACK_LENGTH,
  type TelemetryBatch,
  type TelemetryError,
  type TelemetryVital,
} from '@/types/api.gen';
import { matchRoutes } from 'react-router-dom';
import { routeTable } from './route-table';
import type { Noted } from './telemetry-noted';

/**
 * Field metrics and errors for the operator (docs/behaviour.md#telemetry), a chunk of its own that
 * ./telemetry-queue.ts loads after the page has loaded, only for a brand that names an endpoint:
 * Core Web Vitals through web-vitals and the errors the page meets, in batches
 * (schemas/api/telemetry-batch.schema.json) sent with navigator.sendBeacon when the page is hidden
 * or a batch is full, bounded per page load, and naming no player.
 */

export type TelemetryEvent = TelemetryVital | TelemetryError;

/** What one page load may send at most: a page that throws in a loop sends a few batches, not thousands. */
export const LIMITS = {
  /** A batch leaves once it holds this many events (the schema's most)... */
  batchEvents: TELEMETRY_BATCH_EVENTS.max,
  /**
   * ...or before it would pass this many characters of JSON (48 KB at most in UTF-8): beacons in
   * flight share 64 KB in browsers, and APIs refuse larger bodies (the demo's limit is 64 KB).
   */
  batchChars: 16_000,
  /** Distinct errors reported; repeats and errors past it are only counted (`dropped`). */
  pageErrors: 20,
  /** Events reported, metrics and errors together (a metric is reported again when it grows). */
  pageEvents: 50,
  /** Batches sent: past it, nothing more. */
  pageBatches: 20,
} as const;

const ROUTES = routeTable().map(({ path }) => ({ path }));
let lastPattern = ['', '*'];

/** The route pattern (src/app/route-table.ts) React Router renders a path with. */
export function routePattern(pathname: string): string {
  if (lastPattern[0] !== pathname) {
    lastPattern = [pathname, matchRoutes(ROUTES, pathname)?.[0]?.route.path ?? '*'];
  }
  return lastPattern[1]!;
}

/** What a text must not carry out of the page: the player's tokens, the address's own codes. */
export interface Secrets {
  /** The token of the address (?token=) and the stored one: a phone number or a player code. */
  tokens: readonly string[];
  /** The path the text was met at and its route pattern: its parameters (a ticket code) become :id. */
  path?: string;
  pattern?: string;
}

/** A query string in a text (after a URL or a path): where tokens, phones and codes travel. */
const QUERY = /\?[^\s"'`()<>]+/g;
/** Runs of 8 or more digits, with spaces or dashes between them: phone numbers, player ids. */
const DIGITS = /\+?\d(?:[ -]?\d){7,}/g;

/** The values of the path's parameters, each with its name in the pattern (T-WON-1 -> :id). */
function parameters(path = '', pattern = ''): [string, string][] {
  const names = pattern.split('/');
  return path.split('/').flatMap((value, i): [string, string][] => {
    if (!names[i]?.startsWith(':')) return [];
    let decoded = value;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      // not percent-encoded as it should be: as it is
    }
    return [...new Set([value, decoded])].map((v) => [v, names[i]!]);
  });
}

const replaceAll = (text: string, value: string, by: string) =>
  value.length >= 3 ? text.split(value).join(by) : text;

/**
 * A text of an error as it may leave the page: without the player's tokens, the codes of the
 * path (a ticket's), query strings and long digit runs, cut to `max` characters.
 */
export function clean(text: string, max: number, { tokens, path, pattern }: Secrets): string {
  let out = text;
  for (const token of tokens) out = replaceAll(out, token, '[token]');
  for (const [value, name] of parameters(path, pattern)) out = replaceAll(out, value, name);
  out = out.replace(QUERY, '').replace(DIGITS, '[number]');
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

function textOf(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message;
  if (typeof thrown === 'string') return thrown;
  try {
    return JSON.stringify(thrown) ?? String(thrown);
  } catch {
    return Object.prototype.toString.call(thrown);
  }
}

/** An error as reported: its kind, name, cleaned message and stacks, and its route pattern. */
export function errorEvent(
  [kind, thrown, path, componentStack]: Noted,
  tokens: readonly string[],
): TelemetryError {
  const route = routePattern(path);
  const secrets = { tokens, path, pattern: route };
  const error = thrown instanceof Error ? thrown : undefined;
  const event: TelemetryError = {
    type: 'error',
    kind,
    message: clean(textOf(thrown), TELEMETRY_MESSAGE_LENGTH.max, secrets),
    route,
  };
  if (error && /^[A-Za-z0-9_$.]{1,60}$/.test(error.name)) event.name = error.name;
  const stack = error?.stack && clean(error.stack, TELEMETRY_STACK_LENGTH.max, secrets);
  if (stack) event.stack = stack;
  const components =
    componentStack?.trim() &&
    clean(componentStack.trim(), TELEMETRY_COMPONENT_STACK_LENGTH.max, secrets);
  if (components) event.componentStack = components;
  return event;
}

/** A web-vitals metric as reported, with the route pattern of the address the page was loaded at. */
export function vitalEvent(
  metric: LCPMetric | INPMetric | CLSMetric,
  loadedAt: string = location.href,
): TelemetryVital {
  const path = new URL(metric.navigationURL ?? loadedAt, loadedAt).pathname;
  const { navigationType: navigation } = metric;
  return {
    type: 'vital',
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value),
    rating: metric.rating,
    route: routePattern(path),
    ...(navigation === 'soft-navigation' ? {} : { navigation }),
  };
}

export interface Reporter {
  /** Queues a metric, sending the batch when it is full. */
  add: (event: TelemetryEvent) => void;
  /** Queues an error unless it repeats one already reported or the page load's limit is reached. */
  addError: (noted: Noted) => void;
  /** Sends what is queued (and the count of dropped errors), if anything. */
  flush: () => void;
}

/**
 * Batches events under LIMITS: `send` gets each batch's JSON; `tokens` gives the player's tokens
 * at the time an error is cleaned.
 */
export function createReporter(
  envelope: Pick<TelemetryBatch, 'brand' | 'release' | 'page'>,
  send: (body: string) => void,
  tokens: () => readonly string[],
): Reporter {
  const empty = JSON.stringify({ ...envelope, dropped: LIMITS.pageEvents * 1000, events: [] });
  let queue: TelemetryEvent[] = [];
  let chars = empty.length;
  let dropped = 0;
  let events = 0;
  let errors = 0;
  let batches = 0;
  const reported = new Set<string>();

  const flush = () => {
    if ((!queue.length && !dropped) || batches >= LIMITS.pageBatches) return;
    const batch: TelemetryBatch = { ...envelope, ...(dropped ? { dropped } : {}), events: queue };
    queue = [];
    chars = empty.length;
    dropped = 0;
    batches++;
    send(JSON.stringify(batch));
  };

  const add = (event: TelemetryEvent) => {
    if (events >= LIMITS.pageEvents) return;
    events++;
    const size = JSON.stringify(event).length + 1;
    if (queue.length && chars + size > LIMITS.batchChars) flush();
    queue.push(event);
    chars += size;
    if (queue.length >= LIMITS.batchEvents) flush();
  };

  const addError = (noted: Noted) => {
    const [kind, thrown, path] = noted;
    // Compared before any cleaning, so a loop of one error costs little.
    const signature = [kind, path, textOf(thrown), thrown instanceof Error && thrown.stack].join();
    if (errors >= LIMITS.pageErrors || reported.has(signature)) {
      dropped++;
      return;
    }
    reported.add(signature);
    errors++;
    add(errorEvent(noted, tokens()));
  };

  return { add, addError, flush };
}

/** The release: the name of the app's entry file (index-B1wcQjWF.js -> index-B1wcQjWF), else dev. */
export function releaseOf(entryUrl: string | undefined): string {
  return /\/([\w-]{1,64})\.js$/.exec(entryUrl ?? '')?.[1] ?? 'dev';
}

/** A random id of this page load (14 characters of a-z0-9), kept nowhere. */
function pageId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) =>
    n.toString(36).padStart(7, '0'),
  ).join('');
}

/** POSTs a batch without waiting: a beacon, else a fetch that outlives the page; never throws. */
function sender(endpoint: string): (body: string) => void {
  return (body) => {
    try {
      // A string goes as text/plain: another origin gets no CORS preflight.
      if (navigator.sendBeacon(endpoint, body)) return;
    } catch {
      // no sendBeacon, or the browser refused it: try fetch
    }
    fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => {});
  };
}

/**
 * Reports the page load to the brand's endpoint: its Core Web Vitals and the errors noted so far
 * (`waiting`, emptied) and from now on (the function returned). Batches leave when the page is hidden and
 * when one is full.
 */
export function startReporting(
  { endpoint }: NonNullable<RuntimeBrand['telemetry']>,
  brand: string,
  waiting: Noted[],
): (noted: Noted) => void {
  const stored = jsonStorage<string | null>();
  const tokens = () =>
    [new URLSearchParams(location.search).get('token'), stored.getItem(TOKEN_KEY, null)]
      .map((t) => t?.trim())
      .filter((t): t is string => !!t);
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  const reporter = createReporter(
    { brand, release: releaseOf(entry), page: pageId() },
    sender(endpoint),
    tokens,
  );
  waiting.splice(0).forEach(reporter.addError);
  const vital = (metric: LCPMetric | INPMetric | CLSMetric) => reporter.add(vitalEvent(metric));
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  // After web-vitals' own listeners (in the capture phase), which report CLS and INP on hiding.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  addEventListener('pagehide', reporter.flush);
  return reporter.addError;
}
