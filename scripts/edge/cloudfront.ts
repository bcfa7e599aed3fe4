/**
 * The edge as a CloudFront Function (docs/releasing.md#the-edge-worker), as far as its limits let
 * it: no network (it cannot read current.json or the manifest), so the pointer is in a
 * KeyValueStore (kvsEntries: `origin` and each host's brand); viewer-request maps the host and the
 * path to the bucket's key with the worker's rules (routing.ts), without the list of a brand's
 * files; viewer-response sends the brand's headers its objects carry as metadata.
 */
import {
  CACHE_CONTROL,
  isApiPath,
  normaliseHost,
  UNKNOWN_HOST_API,
  UNKNOWN_HOST_HEADERS,
  unknownHostPage,
} from '../server/site-policy';
import { type Pointer, sitePath, siteKey } from './routing';

/** The parts of a CloudFront Functions event (JavaScript runtime 2.0) used here. */
type Headers = Record<string, { value: string }>;
export interface CloudFrontEvent {
  context: { eventType: 'viewer-request' | 'viewer-response' };
  request: { method: string; uri: string; headers: Headers };
  response?: { statusCode: number; headers: Headers };
}
export interface CloudFrontResponse {
  statusCode: number;
  statusDescription: string;
  headers: Headers;
  body?: { encoding: 'text'; data: string };
}
/** A KeyValueStore as cf.kvs() gives it: get throws for a key it lacks. */
export interface KeyValues {
  get(key: string): Promise<string>;
}

export const ORIGIN_KEY = 'origin';
export const hostKey = (host: string): string => `host:${host}`;

/** The KeyValueStore's entries for a pointer: write them after each publish and rollback. */
export function kvsEntries(pointer: Pointer): { key: string; value: string }[] {
  return [
    { key: ORIGIN_KEY, value: pointer.origin },
    ...Object.entries(pointer.hosts).map(([host, brand]) => ({ key: hostKey(host), value: brand })),
  ];
}

const headersOf = (set: Readonly<Record<string, string>>): Headers =>
  Object.fromEntries(Object.entries(set).map(([k, v]) => [k.toLowerCase(), { value: v }]));

const fixed = (status: number, type: string, data: string, set = {}): CloudFrontResponse => ({
  statusCode: status,
  statusDescription: status === 404 ? 'Not Found' : 'Error',
  headers: headersOf({ 'Content-Type': type, 'Cache-Control': CACHE_CONTROL.none, ...set }),
  body: { encoding: 'text', data },
});

const lookUp = (kvs: KeyValues, key: string) => kvs.get(key).catch(() => undefined);

async function viewerRequest(event: CloudFrontEvent, kvs: KeyValues) {
  const { request } = event;
  const host = normaliseHost(request.headers.host?.value ?? '');
  const [brand, origin] = await Promise.all([lookUp(kvs, hostKey(host)), lookUp(kvs, ORIGIN_KEY)]);
  if (!brand || !origin) {
    return isApiPath(request.uri)
      ? fixed(404, 'application/json', JSON.stringify(UNKNOWN_HOST_API), UNKNOWN_HOST_HEADERS)
      : fixed(404, 'text/html; charset=utf-8', unknownHostPage(), UNKNOWN_HOST_HEADERS);
  }
  const found = sitePath(request.uri);
  // The API: another origin of the distribution (a cache behavior for /api/* and /media/*).
  if ('api' in found) return request;
  if ('status' in found) return fixed(found.status, 'text/plain; charset=utf-8', found.text);
  const pointer: Pointer = { release: '', origin, hosts: {} };
  request.uri = `/${'shared' in found ? found.shared : siteKey(pointer, brand, found.site)}`;
  return request;
}

/** The brand's headers, from its object's metadata (x-amz-meta-<name>), on the answer. */
function viewerResponse(event: CloudFrontEvent) {
  const response = event.response!;
  for (const [name, { value }] of Object.entries(response.headers)) {
    if (name.startsWith('x-amz-meta-')) {
      response.headers[name.slice('x-amz-meta-'.length)] = { value };
      delete response.headers[name];
    }
  }
  return response;
}

export function cloudfrontHandler(event: CloudFrontEvent, kvs: KeyValues) {
  return event.context.eventType === 'viewer-response'
    ? Promise.resolve(viewerResponse(event))
    : viewerRequest(event, kvs);
}
