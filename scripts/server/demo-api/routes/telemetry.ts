/**
 * The operator's telemetry endpoint, played by the demo API (a brand's `telemetry.endpoint`,
 * /api/_telemetry in the shipped brands that name one; docs/behaviour.md#telemetry):
 * POST /api/_telemetry takes a batch of field metrics and errors (schemas/api/
 * telemetry-batch.schema.json, sent as text/plain by navigator.sendBeacon) and answers 204;
 * GET /api/_telemetry lists the last TELEMETRY_KEPT batches received, oldest first, so a test can
 * check what the pages send. In memory only: a restart forgets them.
 */
import type { TelemetryBatch } from '../../../../src/types/api.gen';
import { sendJson } from '../../http-utils';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../../site-policy';
import type { Route } from '../route';

/** The batches the demo keeps, the newest. */
export const TELEMETRY_KEPT = 200;

const PATH = '/api/_telemetry';

export const telemetryRoutes: readonly Route[] = [
  {
    method: 'POST',
    url: PATH,
    body: 'telemetry-batch',
    handle: ({ state, reply, body }) => {
      const batch = body as TelemetryBatch;
      state.telemetry.push(batch);
      state.telemetry.splice(0, state.telemetry.length - TELEMETRY_KEPT);
      void reply
        .code(204)
        .headers({ 'Cache-Control': CACHE_CONTROL.none, ...SECURITY_HEADERS })
        .send();
    },
  },
  {
    method: 'GET',
    url: PATH,
    handle: ({ state, reply }) => sendJson(reply, 200, state.telemetry),
  },
];
