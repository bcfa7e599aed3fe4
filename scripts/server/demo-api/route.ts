/** What a route module of the demo API exports: its routes as data, over the shared state. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http-utils';
import type { DemoState } from './state';

export interface RequestContext {
  state: DemoState;
  req: IncomingMessage;
  res: ServerResponse;
  /** The pattern's capture groups. */
  params: string[];
  query: URLSearchParams;
  /** The path without a trailing slash. */
  pathname: string;
}

export interface Route {
  /** GET routes also answer HEAD. */
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle: (c: RequestContext) => Promise<void> | void;
}

/** A path segment, percent-decoded; 400 when it is malformed. */
export function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'Malformed URL');
  }
}
