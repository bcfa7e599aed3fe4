// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConf, tlsFor } from '../../scripts/server/nginx-conf';
import { CACHE_CONTROL, HSTS } from '../../scripts/server/site-policy';
import { freePort, makeStaticDir } from './helpers';
import { hasNginx, startNginx, warnWithoutNginx, type RunningNginx } from './nginx-runner';

/**
 * Given the operator's certificate (`--tls-cert`, `--tls-key`), the generated nginx
 * configuration serves every host over TLS and HTTP/2, so a first visit's requests share one
 * connection instead of queueing for six. Real nginx, asked by curl as a browser would.
 */
warnWithoutNginx('tests/server/nginx-tls.test.ts');

const HOST = 'betdeck.example';
const work = mkdtempSync(path.join(tmpdir(), 'betdeck-nginx-tls-'));
const site = makeStaticDir();
let port = 0;
let nginx: RunningNginx | undefined;

type Got = { version: string; status: number; connects: number; headers: string };

/** curl over HTTP/2: each URL's HTTP version, status, new connections and headers. */
function curl(...paths: string[]): Got[] {
  const out = execFileSync(
    'curl',
    [
      '--http2',
      '--silent',
      '--show-error',
      '--cacert',
      path.join(work, 'cert.pem'),
      '--resolve',
      `${HOST}:${port}:127.0.0.1`,
      '--dump-header',
      '-',
      '--output',
      '/dev/null',
      '--write-out',
      '=> %{http_version} %{http_code} %{num_connects}\\n',
      ...paths.map((p) => `https://${HOST}:${port}${p}`),
    ],
    { encoding: 'utf8' },
  );
  return out.split(/=> ([^\n]*)\n/).reduce<Got[]>((all, part, i, parts) => {
    if (i % 2 === 1) {
      const [version, status, connects] = part.split(' ');
      all.push({
        version: version!,
        status: Number(status),
        connects: Number(connects),
        headers: parts[i - 1]!,
      });
    }
    return all;
  }, []);
}

beforeAll(async () => {
  if (!hasNginx) return;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST}`,
      '-keyout',
      path.join(work, 'key.pem'),
      '-out',
      path.join(work, 'cert.pem'),
    ],
    { stdio: 'pipe' },
  );
  port = await freePort();
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConf({
      root: path.dirname(site.dir),
      sites: [
        { id: 'demo', hosts: [HOST], dir: site.dir, selfContained: true, headers: site.headers },
      ],
      port,
      user: userInfo().username,
      tls: tlsFor(path.join(work, 'cert.pem'), path.join(work, 'key.pem')),
    }),
  );
  nginx = await startNginx(work, conf, async () => {
    if (curl('/')[0]?.status !== 200) throw new Error('no page yet');
  });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await rm(work, { recursive: true, force: true });
  await rm(path.dirname(site.dir), { recursive: true, force: true });
});

describe.skipIf(!hasNginx)('nginx with the operator certificate', () => {
  it("serves a brand's page and its assets over HTTP/2 on one TLS connection", () => {
    const [page, asset, deepLink] = curl('/', `/assets/${site.assetName}`, '/track/T-WON-1');
    expect(page).toMatchObject({ version: '2', status: 200, connects: 1 });
    expect(asset).toMatchObject({ version: '2', status: 200, connects: 0 });
    expect(deepLink).toMatchObject({ version: '2', status: 200, connects: 0 });
    // HSTS over https; the cache rules as over plain HTTP.
    expect(page!.headers).toMatch(new RegExp(`^${HSTS.name}: ${HSTS.value}\\r$`, 'im'));
    expect(page!.headers).toMatch(new RegExp(`^cache-control: ${CACHE_CONTROL.page}\\r$`, 'im'));
    expect(asset!.headers).toMatch(
      new RegExp(`^cache-control: ${CACHE_CONTROL.immutable.replace(/[,]/g, '\\$&')}\\r$`, 'im'),
    );
  });

  it('refuses half a certificate, and a file that is not there', () => {
    expect(() => tlsFor(path.join(work, 'cert.pem'), undefined)).toThrow(
      '--tls-cert and --tls-key go together',
    );
    expect(() => tlsFor(path.join(work, 'missing.pem'), path.join(work, 'key.pem'))).toThrow(
      /--tls-cert: no file at/,
    );
    expect(tlsFor(undefined, undefined)).toBeUndefined();
  });
});
