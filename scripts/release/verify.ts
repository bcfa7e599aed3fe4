/**
 * verify: the current release at a target against its manifest: every file there, with its size,
 * its SHA-256 and, where the target stores them (S3), its headers; and what serves it (the folder's
 * symlink and nginx configuration).
 */
import { createHash } from 'node:crypto';
import { mapLimit } from '../build/files';
import { manifestFiles, type Manifest, type ManifestFile } from './manifest';
import { readManifest } from './releases';
import { verifyServed } from './served';
import { objectHeaders, type ObjectHeaders, type StoredObject, type Target } from './target';

function headerProblems(key: string, want: ObjectHeaders, got: StoredObject): string[] {
  const fields = [
    ['Content-Type', want.contentType, got.contentType],
    ['Cache-Control', want.cacheControl, got.cacheControl],
    ['Content-Encoding', want.contentEncoding, got.contentEncoding],
    ...Object.entries(want.metadata).map(([k, v]) => [`x-amz-meta-${k}`, v, got.metadata?.[k]]),
  ];
  return fields
    .filter(([, w, g]) => (w ?? '') !== (g ?? ''))
    .map(
      ([name, w, g]) =>
        `${key}: ${name} is ${JSON.stringify(g ?? null)}, not ${JSON.stringify(w ?? null)}`,
    );
}

async function fileProblems(
  target: Target,
  file: ManifestFile,
  want: ObjectHeaders,
): Promise<string[]> {
  const got = await target.head(file.key);
  if (!got) return [`${file.key}: missing`];
  const problems = target.storesHeaders ? headerProblems(file.key, want, got) : [];
  const body = await target.read(file.key);
  const sha256 = body && createHash('sha256').update(body).digest('hex');
  if (!body || body.length !== file.size || sha256 !== file.sha256) {
    problems.push(
      `${file.key}: changed (${body?.length ?? 0} bytes, not ${file.size} as published)`,
    );
  }
  return problems;
}

export interface VerifyReport {
  release: string;
  files: number;
  /** The hosts asked over HTTP (with `url`). */
  hosts?: number;
  problems: string[];
}

export interface VerifyOptions {
  /** Hears of every tenth of the files checked (an S3 verify takes a while), and of the hosts. */
  progress?: (line: string) => void;
  /** Also ask every host for its page there (served.ts): nginx's address, or 'https://{host}'. */
  url?: string;
}

/** Checks the current release; `problems` is empty when the target holds it as published. */
export async function verify(
  target: Target,
  { progress = () => {}, url }: VerifyOptions = {},
): Promise<VerifyReport> {
  const release = await target.current();
  if (!release)
    return { release: '', files: 0, problems: [`no current release at ${target.label}`] };
  const manifest: Manifest = await readManifest(target, release);
  const brandOf = new Map(manifest.brands.flatMap((b) => b.files.map((f) => [f.key, b] as const)));
  const files = manifestFiles(manifest);
  const step = Math.max(1, Math.ceil(files.length / 10));
  let done = 0;
  const problems = (
    await mapLimit(files, 16, async (f) => {
      const found = await fileProblems(target, f, objectHeaders(f, brandOf.get(f.key)));
      if (++done % step === 0 && done < files.length) {
        progress(`verify: ${done}/${files.length} files checked`);
      }
      return found;
    })
  ).flat();
  problems.push(...((await target.checkServing?.(manifest)) ?? []));
  if (!url) return { release, files: files.length, problems };
  const served = await verifyServed(target, manifest, url, { progress });
  return {
    release,
    files: files.length,
    hosts: served.hosts,
    problems: [...problems, ...served.problems],
  };
}
