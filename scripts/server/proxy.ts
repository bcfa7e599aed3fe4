/** Streams a request to an upstream operator API and its answer back; 502 when it is down. */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { sendError } from './http-utils';

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
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const target = new URL(upstream);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`API_UPSTREAM must be an http(s) URL, got ${upstream}`);
  }
  const client = target.protocol === 'https:' ? https : http;
  const prefix = target.pathname.replace(/\/+$/, '');

  return (req, res) =>
    new Promise<void>((resolve) => {
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
      const fail = (status: number, message: string) => {
        if (!res.headersSent) sendError(res, status, message);
        else res.destroy();
        resolve();
      };
      upstreamReq.setTimeout(UPSTREAM_TIMEOUT_MS, () => {
        upstreamReq.destroy(new Error('timeout'));
      });
      upstreamReq.on('error', (err) => {
        const timedOut = err.message === 'timeout';
        fail(
          timedOut ? 504 : 502,
          timedOut ? 'Upstream API timed out' : `Upstream API unavailable (${target.host})`,
        );
      });
      req.on('aborted', () => upstreamReq.destroy());
      req.pipe(upstreamReq);
    });
}
