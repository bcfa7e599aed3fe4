/**
 * verify --url: the current release where players get it. Each host of each brand is asked for
 * its page over HTTP, through nginx or the CDN and its edge: the page must be the one published
 * (its bytes, `no-cache`, the brand's headers) and name the entry of the release, which answers
 * 200, immutable, with the bytes published. A host still serving another kept release (nginx not
 * reloaded, a CDN that cached a page) is named with that release. docs/releasing.md#verify-what-players-get.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { mapLimit } from '../build/files';
import { releasePrefix, type Manifest, type ManifestBrand } from './manifest';
import { listReleases, readManifest } from './releases';
import type { Target } from './target';

/** Where the hosts are asked: one address for every host (sent as Host), or 'https://{host}'. */
export const HOST_PLACEHOLDER = '{host}';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET `url`, as `host` when given (its Host header, and its name for TLS), without compression. */
function get(url: URL, host?: string, timeoutMs = 10_000): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        headers: { 'accept-encoding': 'identity', ...(host ? { host } : {}) },
        ...(host && url.protocol === 'https:' ? { servername: host } : {}),
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end();
  });
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** The address of a host's page, and the Host header to send with it (none with {host}). */
export function pageAddress(url: string, host: string): { url: URL; host?: string } {
  if (url.includes(HOST_PLACEHOLDER)) {
    return { url: new URL('/', url.replaceAll(HOST_PLACEHOLDER, encodeURIComponent(host))) };
  }
  return { url: new URL('/', url), host };
}

/** The app entry a page loads (its module script), as written in the page. */
export const entryOfPage = (html: string): string | undefined =>
  /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];

/** The kept releases whose pages of `brand` are these bytes, newest first. */
async function releasesWithPage(
  target: Target,
  brand: string,
  pageSha: string,
  except: string,
): Promise<string[]> {
  const found: string[] = [];
  for (const id of (await listReleases(target)).reverse()) {
    if (id === except) continue;
    const m = await readManifest(target, id).catch(() => undefined);
    const file = m?.brands
      .find((b) => b.id === brand)
      ?.files.find((f) => f.key === `${releasePrefix(id)}${brand}/index.html`);
    if (file?.sha256 === pageSha) found.push(id);
  }
  return found;
}

interface HostCheck {
  target: Target;
  manifest: Manifest;
  brand: ManifestBrand;
  host: string;
  url: string;
}

/** What is wrong with one host's page and entry; [] when players get the current release. */
async function hostProblems({ target, manifest, brand, host, url }: HostCheck): Promise<string[]> {
  const where = pageAddress(url, host);
  const name = where.host ? `${host} (at ${where.url.origin})` : where.url.origin;
  const pageKey = `${releasePrefix(manifest.release)}${brand.id}/index.html`;
  const published = brand.files.find((f) => f.key === pageKey);
  const page = await get(where.url, where.host).catch((e: Error) => e);
  if (page instanceof Error) return [`${name}: no answer (${page.message})`];
  if (page.status !== 200) return [`${name}: the page answers ${page.status}, not 200`];
  const problems: string[] = [];
  const html = page.body.toString();
  const entry = entryOfPage(html);
  const wanted = brand.entry ?? manifest.entry;
  if (published && sha256(page.body) !== published.sha256) {
    const older = await releasesWithPage(target, brand.id, sha256(page.body), manifest.release);
    // Another kept release's page: its policy and its entry are that release's too; one line.
    if (older.length) {
      return [
        `${name}: serves the page of release ${older[0]}, not of ${manifest.release} (reload nginx, or purge the CDN's copy)`,
      ];
    }
    problems.push(`${name}: serves a page that is not ${manifest.release}'s`);
  }
  if (page.headers['cache-control'] !== published?.cacheControl) {
    problems.push(
      `${name}: the page's Cache-Control is ${JSON.stringify(page.headers['cache-control'] ?? null)}, not ${JSON.stringify(published?.cacheControl)}`,
    );
  }
  for (const [header, value] of Object.entries(brand.headers)) {
    if (page.headers[header.toLowerCase()] !== value) {
      problems.push(`${name}: the page is not sent the ${header} of ${brand.id}'s release`);
    }
  }
  if (!entry || !new URL(entry, where.url).pathname.endsWith(`/${wanted}`)) {
    problems.push(`${name}: the page loads ${entry ?? 'no app'}, not /${wanted}`);
    return problems;
  }
  const entryUrl = new URL(entry, where.url);
  const sameOrigin = entryUrl.origin === where.url.origin;
  const code = await get(entryUrl, sameOrigin ? where.host : undefined).catch((e: Error) => e);
  const asset = manifest.assets.find((a) => a.key === wanted);
  if (code instanceof Error) problems.push(`${name}: ${entry} has no answer (${code.message})`);
  else if (code.status !== 200) problems.push(`${name}: ${entry} answers ${code.status}, not 200`);
  else {
    if (code.headers['cache-control'] !== asset?.cacheControl) {
      problems.push(
        `${name}: ${entry}'s Cache-Control is ${JSON.stringify(code.headers['cache-control'] ?? null)}, not ${JSON.stringify(asset?.cacheControl)}`,
      );
    }
    if (asset && sha256(code.body) !== asset.sha256) {
      problems.push(`${name}: ${entry} is not the file published (${code.body.length} bytes)`);
    }
  }
  return problems;
}

export interface ServedReport {
  hosts: number;
  problems: string[];
}

/**
 * Asks every host of `manifest` at `url` (see HOST_PLACEHOLDER). A host that serves another
 * page is asked again, `attempts` times a second apart: nginx's old workers finish their
 * connections for a moment after a reload.
 */
export async function verifyServed(
  target: Target,
  manifest: Manifest,
  url: string,
  {
    progress = () => {},
    attempts = 3,
  }: { progress?: (line: string) => void; attempts?: number } = {},
): Promise<ServedReport> {
  const checks: HostCheck[] = manifest.brands.flatMap((brand) =>
    brand.hosts.map((host) => ({ target, manifest, brand, host, url })),
  );
  progress(`verify: asking ${checks.length} hosts for their pages at ${url}`);
  let done = 0;
  const problems = await mapLimit(checks, 8, async (check) => {
    let found = await hostProblems(check);
    for (let i = 1; i < attempts && found.length; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      found = await hostProblems(check);
    }
    if (++done % 25 === 0 && done < checks.length)
      progress(`verify: ${done}/${checks.length} hosts`);
    return found;
  });
  return { hosts: checks.length, problems: problems.flat() };
}
