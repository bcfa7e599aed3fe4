/**
 * Where a release goes: a folder served by nginx, or an S3-compatible bucket behind a CDN. Both
 * hold the same keys (assets/..., releases/<id>/<brand>/..., releases/<id>/manifest.json) and a
 * pointer naming the current release; the verbs (publish.ts, releases.ts, verify.ts) work on
 * either through this interface.
 */
import type { Manifest, ManifestBrand, ManifestFile } from './manifest';

/** The headers an object is stored with, where the target stores them (S3). */
export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  contentEncoding?: string;
  /** S3 user metadata (x-amz-meta-*), names in lower case. */
  metadata: Record<string, string>;
}

/** What a target says about a stored object. */
export interface StoredObject extends Partial<ObjectHeaders> {
  size: number;
}

export interface Target {
  /** The target as given: a folder, or s3://bucket/prefix. */
  readonly label: string;
  /** Whether objects carry their headers (S3): verify then checks them. */
  readonly storesHeaders: boolean;
  /** The keys under `prefix` (relative to the target), with their sizes. */
  list(prefix: string): Promise<Map<string, number>>;
  read(key: string): Promise<Buffer | undefined>;
  head(key: string): Promise<StoredObject | undefined>;
  /** Stores a new object; a target refuses to replace one where it can tell. */
  write(key: string, body: Buffer, headers: ObjectHeaders): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  /** The id of the current release, if any. */
  current(): Promise<string | undefined>;
  /** Makes the release of `manifest` the current one: the last step of publish and rollback. */
  switchTo(manifest: Manifest): Promise<void>;
  /** Whether switchTo also makes the server read the switch (a folder given --reload). */
  readonly reloads?: boolean;
  /** Problems of how the current release is served, beyond its files (nginx's configuration). */
  checkServing?(manifest: Manifest): Promise<string[]>;
  /** Lets go of connections (S3's client). */
  close?(): void;
}

/**
 * S3 keeps at most 2 KB of user metadata per object (names and values): a brand's headers go
 * there when they fit, for an edge function to send; the CDN's response headers policy sends them
 * in any case (docs/releasing.md).
 */
export const METADATA_LIMIT = 2048;

/** A brand's headers as S3 user metadata, or none when they do not fit. */
export function brandMetadata(brand: ManifestBrand): Record<string, string> {
  const entries = Object.entries(brand.headers).map(([k, v]) => [k.toLowerCase(), v] as const);
  const bytes = entries.reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
  return bytes <= METADATA_LIMIT ? Object.fromEntries(entries) : {};
}

/** The headers a file of the release is stored with: a brand's files carry its headers. */
export function objectHeaders(file: ManifestFile, brand?: ManifestBrand): ObjectHeaders {
  return {
    contentType: file.contentType,
    cacheControl: file.cacheControl,
    ...(file.contentEncoding ? { contentEncoding: file.contentEncoding } : {}),
    metadata: brand ? brandMetadata(brand) : {},
  };
}

/** Where the current release is named on a bucket, for the CDN's edge to read. */
export const POINTER_KEY = 'current.json';

/** The pointer's content: the release, the origin folder of its sites, and host -> brand. */
export function pointerBody(manifest: Manifest): string {
  const hosts: Record<string, string> = {};
  for (const brand of manifest.brands) for (const host of brand.hosts) hosts[host] = brand.id;
  const origin = `releases/${manifest.release}/`;
  return `${JSON.stringify({ release: manifest.release, origin, hosts }, null, 1)}\n`;
}
