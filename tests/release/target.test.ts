// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { releaseId, servedAs } from '../../scripts/release/manifest';
import { parseS3Url } from '../../scripts/release/s3-target';
import { brandMetadata, METADATA_LIMIT } from '../../scripts/release/target';

describe('release targets and ids', () => {
  it('reads s3://bucket/prefix, with or without a prefix', () => {
    expect(parseS3Url('s3://sites/prod/eu/')).toEqual({ bucket: 'sites', prefix: 'prod/eu/' });
    expect(parseS3Url('s3://sites')).toEqual({ bucket: 'sites', prefix: '' });
    expect(() => parseS3Url('https://sites/prod')).toThrow(/not an s3:\/\/bucket\/prefix/);
  });

  it("stores a brand's headers as metadata only when they fit S3's 2 KB", () => {
    const brand = (csp: string) => ({
      id: 'x',
      hosts: [],
      files: [],
      headers: { 'Content-Security-Policy': csp, 'X-Frame-Options': 'SAMEORIGIN' },
    });
    expect(brandMetadata(brand("default-src 'none'"))).toEqual({
      'content-security-policy': "default-src 'none'",
      'x-frame-options': 'SAMEORIGIN',
    });
    // Too big for S3, which would refuse the upload: the CDN's policy sends them (docs/releasing.md).
    expect(brandMetadata(brand('x'.repeat(METADATA_LIMIT)))).toEqual({});
  });

  it('names a release by its UTC time and the app entry, in an order that sorts by time', () => {
    const entry = 'assets/index-xnNep4zt.js';
    const a = releaseId(entry, new Date('2026-11-26T09:59:59.900Z'));
    const b = releaseId('assets/index-AAAAAAAA.js', new Date('2026-11-26T10:00:00Z'));
    expect(a).toBe('20261126T095959Z-xnNep4zt');
    expect([b, a].sort()).toEqual([a, b]);
  });

  it('serves a .br or .gz copy with the type of the file it compresses', () => {
    expect(servedAs('assets/index-x.js.br')).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
      contentEncoding: 'br',
    });
    expect(servedAs('assets/logo-x.svg.gz').contentEncoding).toBe('gzip');
    expect(servedAs('sw.js').cacheControl).toBe('no-cache');
  });
});
