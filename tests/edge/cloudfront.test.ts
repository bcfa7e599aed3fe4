// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bundleCloudFrontFunction, CLOUDFRONT_LIMIT } from '../../scripts/edge/bundle';
import {
  kvsEntries,
  type CloudFrontEvent,
  type CloudFrontResponse,
  type KeyValues,
} from '../../scripts/edge/cloudfront';
import type { Pointer } from '../../scripts/edge/routing';
import { UNKNOWN_HOST_HEADERS, unknownHostPage } from '../../scripts/server/site-policy';

/**
 * The CloudFront Function (docs/releasing.md#the-edge-worker) as CloudFront would run its script:
 * the bundle, with the runtime's `cloudfront` (a KeyValueStore filled from the pointer) and
 * `crypto` modules, maps hosts and paths to the bucket's keys as the worker does.
 */
const pointer: Pointer = {
  release: '20261126T100000Z-abc',
  origin: 'releases/20261126T100000Z-abc/',
  hosts: { 'betdeck.example': 'demo', 'eurowin.example': 'eurowin' },
};

type Handler = (event: CloudFrontEvent) => Promise<CloudFrontEvent['request'] | CloudFrontResponse>;

/** The bundled script's handler, with the runtime's modules given as CloudFront gives them. */
async function loadScript(): Promise<{ handler: Handler; size: number }> {
  const script = await bundleCloudFrontFunction();
  const store = new Map(kvsEntries(pointer).map((e) => [e.key, e.value]));
  const kvs: KeyValues = {
    get: async (key) => {
      if (!store.has(key)) throw new Error(`KeyValueStore: no ${key}`);
      return store.get(key)!;
    },
  };
  const runtime = globalThis as { cfRuntime?: unknown };
  runtime.cfRuntime = { cloudfront: { kvs: () => kvs }, crypto: { createHash } };
  const code = script
    .replace(/import (\w+) from\s*"cloudfront";/, 'const $1=globalThis.cfRuntime.cloudfront;')
    .replace(/import (\w+) from\s*"crypto";/, 'const $1=globalThis.cfRuntime.crypto;');
  expect(code).not.toMatch(/\bimport\b/);
  const url = `data:text/javascript,${encodeURIComponent(`${code}\nexport { handler };`)}`;
  const mod = (await import(/* @vite-ignore */ url)) as { handler: Handler };
  return { handler: mod.handler, size: Buffer.byteLength(script) };
}

const request = (host: string, uri: string): CloudFrontEvent => ({
  context: { eventType: 'viewer-request' },
  request: { method: 'GET', uri, headers: { host: { value: host } } },
});

describe('the CloudFront Function', () => {
  it('is one script of at most 10 KB that maps each host and path to its key', async () => {
    const { handler, size } = await loadScript();
    expect(size).toBeLessThanOrEqual(CLOUDFRONT_LIMIT);
    const uri = async (host: string, path: string) =>
      ((await handler(request(host, path))) as CloudFrontEvent['request']).uri;
    expect(await uri('Betdeck.example', '/')).toBe(`/${pointer.origin}demo/index.html`);
    expect(await uri('eurowin.example', '/quickbetx/12')).toBe(
      `/${pointer.origin}eurowin/index.html`,
    );
    expect(await uri('eurowin.example', '/sw.js')).toBe(`/${pointer.origin}eurowin/sw.js`);
    expect(await uri('betdeck.example', '/assets/index-x.js')).toBe('/assets/index-x.js');
    // The API goes to its own origin as it came.
    expect(await uri('betdeck.example', '/api/lobby')).toBe('/api/lobby');
  });

  it('answers a host no brand claims, and a refused path, itself', async () => {
    const { handler } = await loadScript();
    const unknown = (await handler(request('other.example', '/'))) as CloudFrontResponse;
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body?.data).toBe(unknownHostPage());
    expect(unknown.headers['content-security-policy']?.value).toBe(
      UNKNOWN_HOST_HEADERS['Content-Security-Policy'],
    );
    const refused = (await handler(request('betdeck.example', '/_headers'))) as CloudFrontResponse;
    expect([refused.statusCode, refused.body?.data]).toEqual([404, 'Not found']);
  });

  it("sends the brand's headers its objects carry as metadata", async () => {
    const { handler } = await loadScript();
    const event: CloudFrontEvent = {
      ...request('betdeck.example', '/'),
      context: { eventType: 'viewer-response' },
      response: {
        statusCode: 200,
        headers: { 'x-amz-meta-x-frame-options': { value: 'SAMEORIGIN' } },
      },
    };
    const answer = (await handler(event)) as unknown as { headers: Record<string, unknown> };
    expect(answer.headers).toEqual({ 'x-frame-options': { value: 'SAMEORIGIN' } });
  });
});
