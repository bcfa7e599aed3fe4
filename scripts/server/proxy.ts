/**
 * Streams a request to an upstream operator API and its answer back; 502 when it is down. Fastify
 * hands the request over unread (serve.ts): a body declared over the limit was refused with 413
 * before (nothing reaches the upstream); a chunked one is counted here as it streams, and refused
 * as soon as the count passes the limit (the upstream request is then aborted).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLOSE, HttpError, MAX_BODY_BYTES, sendRawError, tooLarge } from './http-utils';

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

/**
 * Passes the request body to `onChunk` as it streams in, counting its bytes: rejects with 413
 * once the count passes `limit` (nothing more is read, and the answer closes the connection),
 * and with 400 when the client goes away before the end.
 */
function streamBody(
  req: IncomingMessage,
  onChunk: (chunk: Buffer) => void,
  limit: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (!error) return resolve();
      req.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(tooLarge(limit));
      else onChunk(chunk);
    };
    const onEnd = () => settle();
    const onError = (err: Error) => settle(err);
    const onClose = () => settle(new HttpError(400, 'Request body not complete', 400, CLOSE));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** The request's headers as the upstream gets them: its host, and who asked, forwarded. */
function upstreamHeaders(req: IncomingMessage, target: URL): http.OutgoingHttpHeaders {
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
  return headers;
}

/** Time allowed for the upstream to start answering, in ms. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

export function createProxyHandler(
  upstream: string,
  { maxBodyBytes = MAX_BODY_BYTES }: { maxBodyBytes?: number } = {},
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const target = new URL(upstream);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`API_UPSTREAM must be an http(s) URL, got ${upstream}`);
  }
  const client = target.protocol === 'https:' ? https : http;
  const prefix = target.pathname.replace(/\/+$/, '');

  const forward = (req: IncomingMessage, res: ServerResponse, log: FastifyRequest['log']) =>
    new Promise<void>((resolve) => {
      const headers = upstreamHeaders(req, target);
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
          res.on('close', () => upstreamRes.destroy());
        },
      );
      // The player gone before the answer ends (a closed tab, a page that stopped waiting): the
      // upstream call goes too, instead of holding a connection until its time-out.
      res.on('close', () => {
        if (!res.writableFinished) upstreamReq.destroy();
        resolve();
      });
      const fail = (error: HttpError) => {
        if (res.destroyed) return resolve();
        sendRawError(res, error);
        resolve();
      };
      upstreamReq.setTimeout(UPSTREAM_TIMEOUT_MS, () => {
        upstreamReq.destroy(new Error('timeout'));
      });
      upstreamReq.on('error', (err) => {
        if (err instanceof HttpError) return fail(err);
        const timedOut = err.message === 'timeout';
        // The operator API's address is for the server's log; the page reads only that the
        // operator did not answer: no address, host or port reaches a player.
        log.warn({ upstream: target.host, reason: err.message }, 'operator API call failed');
        fail(
          timedOut
            ? new HttpError(504, 'The operator did not answer in time')
            : new HttpError(502, 'The operator cannot be reached right now'),
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
  return async (request, reply) => {
    // The answer is written here, straight from the upstream's.
    reply.hijack();
    await forward(request.raw, reply.raw, request.log);
  };
}
