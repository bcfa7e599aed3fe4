/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...) through the AWS SDK, at
 * s3://bucket/prefix: the keys of target.ts under the prefix, each object with its content type,
 * cache rule and encoding (and a brand's headers as user metadata), and current.json naming the
 * current release, written last.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { CACHE_CONTROL } from '../server/site-policy';
import { pointerBody, POINTER_KEY, type Target } from './target';

/** bucket and prefix ('' or ending in /) of s3://bucket/prefix. */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match) throw new Error(`not an s3://bucket/prefix address: ${url}`);
  const prefix = match[2]!.replace(/\/+$/, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

async function listAll(s3: S3Client, bucket: string, prefix: string) {
  const found = new Map<string, number>();
  // ListObjects (v1), paged by the last key seen (Marker): no server-made token to trust. s3rver
  // (tests/release/s3.test.ts) makes v2's continuation token with DES, which Node's OpenSSL 3
  // refuses: past 1000 keys its listing failed with InternalError. S3, R2 and MinIO take both.
  let marker: string | undefined;
  for (;;) {
    const page = await s3.send(
      new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker }),
    );
    const contents = page.Contents ?? [];
    for (const o of contents) if (o.Key) found.set(o.Key, o.Size ?? 0);
    const last = contents.at(-1)?.Key;
    if (!page.IsTruncated || !last) return found;
    marker = page.NextMarker ?? last;
  }
}

async function headObject(s3: S3Client, bucket: string, key: string) {
  try {
    const res = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return {
      size: res.ContentLength ?? 0,
      contentType: res.ContentType,
      cacheControl: res.CacheControl,
      contentEncoding: res.ContentEncoding,
      metadata: res.Metadata ?? {},
    };
  } catch (error) {
    if (notFound(error)) return undefined;
    throw error;
  }
}

/**
 * The client: credentials and region from the SDK's usual sources (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_PROFILE...); `endpoint` for another store than AWS.
 */
export function s3Target(url: string, config: S3ClientConfig = {}): Target {
  const { bucket, prefix } = parseS3Url(url);
  const region =
    process.env.AWS_REGION ??
    process.env.AWS_DEFAULT_REGION ??
    (config.endpoint ? 'auto' : undefined);
  const s3 = new S3Client({ ...(region ? { region } : {}), ...config });
  const Key = (key: string) => `${prefix}${key}`;
  const read = async (key: string) => {
    try {
      const res = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  };
  const put = (key: string, body: Buffer | string, headers: Parameters<Target['write']>[2]) =>
    s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: Key(key),
        Body: body,
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
        ContentEncoding: headers.contentEncoding,
        Metadata: headers.metadata,
      }),
    );
  return {
    label: `s3://${bucket}/${prefix}`,
    storesHeaders: true,
    async list(sub) {
      const found = await listAll(s3, bucket, Key(sub));
      return new Map([...found].map(([k, size]) => [k.slice(prefix.length), size]));
    },
    read,
    head: (key) => headObject(s3, bucket, Key(key)),
    async write(key, body, headers) {
      await put(key, body, headers);
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((k) => ({ Key: Key(k) }));
        const res = await s3.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
        );
        if (res.Errors?.length) {
          throw new Error(`could not delete ${res.Errors.map((e) => e.Key).join(', ')}`);
        }
      }
    },
    async current() {
      const body = await read(POINTER_KEY);
      return body && (JSON.parse(body.toString()) as { release?: string }).release;
    },
    async switchTo(manifest) {
      await put(POINTER_KEY, pointerBody(manifest), {
        contentType: 'application/json; charset=utf-8',
        cacheControl: CACHE_CONTROL.page,
        metadata: {},
      });
    },
    close: () => s3.destroy(),
  };
}
