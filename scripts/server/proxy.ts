/**
 * Streams a request to an upstream operator API and its answer back; 502 when it is down. A body
 * over the limit is refused with 413 before anything reaches the upstream when it is declared, and
 * as soon as the count passes the limit when it is chunked (the upstream request is then aborted).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { HttpError, MAX_BODY_BYTES, refuseDeclaredBody, sendError, streamBody } from './http-utils';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** Time allowed for the upstream to start answering, in ms. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

export function createProxyHandler(
  upstream: string,
  { maxBodyBytes = MAX_BODY_BYTES }: { maxBodyBytes?: number } = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const target = new URL(upstream);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`API_UPSTREAM must be an http(s) URL, got ${upstream}`);
  }
  const client = target.protocol === 'https:' ? https : http;
  const prefix = target.pathname.replace(/\/+$/, '');

  return (req, res) =>
    new Promise<void>((resolve) => {
      if (refuseDeclaredBody(req, res, maxBodyBytes)) return resolve();
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers.host = target.host;
      const remote = req.socket.remoteAddress;
      if (remote) {
        const prior = req.headers['x-forwarded-for'];
        headers['x-forwarded-for'] = prior ? `${String(prior)}, ${remote}` : remote;
      }
      if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
      headers['x-forwarded-proto'] =
        'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';

      const upstreamReq = client.request(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port || undefined,
          method: req.method,
          path: `${prefix}${req.url ?? '/'}`,
          headers,
        },
        (upstreamRes) => {
          upstreamReq.setTimeout(0);
          const out: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(upstreamRes.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
          }
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, out);
          upstreamRes.pipe(res);
          upstreamRes.on('error', () => res.destroy());
          upstreamRes.on('end', resolve);
          res.on('close', () => {
            upstreamRes.destroy();
            resolve();
          });
        },
      );
      const fail = (status: number, message: string, extra?: Record<string, string>) => {
        if (!res.headersSent) sendError(res, status, message, status, extra);
        else res.destroy();
        resolve();
      };
      upstreamReq.setTimeout(UPSTREAM_TIMEOUT_MS, () => {
        upstreamReq.destroy(new Error('timeout'));
      });
      upstreamReq.on('error', (err) => {
        if (err instanceof HttpError) return fail(err.status, err.message, err.headers);
        const timedOut = err.message === 'timeout';
        fail(
          timedOut ? 504 : 502,
          timedOut ? 'Upstream API timed out' : `Upstream API unavailable (${target.host})`,
        );
      });
      // The body, counted as it goes: past the limit (or the client gone) the upstream request
      // is aborted and the client answered with the reason.
      streamBody(
        req,
        (chunk) => {
          if (upstreamReq.write(chunk)) return;
          req.pause();
          upstreamReq.once('drain', () => req.resume());
        },
        maxBodyBytes,
      ).then(
        () => upstreamReq.end(),
        (err: Error) => upstreamReq.destroy(err),
      );
    });
}
