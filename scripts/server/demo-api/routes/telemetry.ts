/**
 * The operator's telemetry endpoint, played by the demo API (a brand's `telemetry.endpoint`,
 * /api/_telemetry in the shipped brands that name one; docs/behaviour.md#telemetry):
 * POST /api/_telemetry takes a batch of field metrics and errors (schemas/api/
 * telemetry-batch.schema.json, sent as text/plain by navigator.sendBeacon) and answers 204;
 * GET /api/_telemetry lists the last TELEMETRY_KEPT batches received, oldest first, so a test can
 * check what the pages send. In memory only: a restart forgets them.
 */
import type { TelemetryBatch } from '../../../../src/types/api.gen';
import { readJson, sendJson } from '../../http-utils';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../../site-policy';
import type { Route } from '../route';
import { assertValid } from '../validation';

/** The batches the demo keeps, the newest. */
export const TELEMETRY_KEPT = 200;

const PATH = /^\/api\/_telemetry$/;

export const telemetryRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: PATH,
    handle: async ({ state, req, res }) => {
      const batch = assertValid<TelemetryBatch>('telemetry-batch', await readJson(req));
      state.telemetry.push(batch);
      state.telemetry.splice(0, state.telemetry.length - TELEMETRY_KEPT);
      res.writeHead(204, { 'Cache-Control': CACHE_CONTROL.none, ...SECURITY_HEADERS });
      res.end();
    },
  },
  {
    method: 'GET',
    pattern: PATH,
    handle: ({ state, res }) => sendJson(res, 200, state.telemetry),
  },
];
