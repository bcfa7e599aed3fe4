/** What a route module of the demo API exports: its routes as data, over the shared state. */
import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { DemoState } from './state';

export interface RequestContext {
  state: DemoState;
  req: IncomingMessage;
  reply: FastifyReply;
  /** The route's path parameters, percent-decoded. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The path without a trailing slash. */
  pathname: string;
  /** The request body, parsed as JSON (and checked against `Route.body` when it names one). */
  body: unknown;
}

export interface Route {
  /** GET routes also answer HEAD. */
  method: 'GET' | 'POST';
  /** A Fastify path, e.g. /api/tickets/:code. */
  url: string;
  /**
   * The schema of schemas/api the request body must match, e.g. 'reserve-request': Fastify
   * refuses any other body (400 `{code, message}`) before the handler runs.
   */
  body?: string;
  handle: (c: RequestContext) => unknown;
}
