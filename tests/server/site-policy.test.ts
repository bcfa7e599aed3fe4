// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineCode, renderSiteHeaders } from '../../scripts/build/stamp';
import {
  contentSecurityPolicy,
  EMPTY_STYLE_HASH,
  HSTS,
  isHttps,
  readHeadersFile,
  renderHeadersFile,
  siteHeaders,
  type PolicyBrand,
  type PolicyPage,
} from '../../scripts/server/site-policy';
import type { RuntimeBrand } from '../../src/config/runtime-brand';

/**
 * Each brand's pages get a content security policy computed at build time from the
 * brand (its API, media, bank widget and embedding origins) and the page (the assets folder, its
 * inline code), sent the same by the bundled server, nginx and static hosts (`_headers`).
 */
const mobileMoney: PolicyBrand = { api: { basePath: '/api' }, payments: { providers: ['mpesa'] } };
const page: PolicyPage = { assetsUrl: '/assets/', inlineScripts: [], inlineStyles: [] };

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a brand page’s content security policy', () => {
  it('allows what a mobile-money brand on one origin uses, and nothing else', () => {
    expect(contentSecurityPolicy(mobileMoney, page)).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        `style-src 'self' ${EMPTY_STYLE_HASH}`,
        "img-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "manifest-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it("allows the page's inline scripts and styles by hash, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const policy = directives(
      contentSecurityPolicy(mobileMoney, {
        ...page,
        inlineScripts: ['(function(){})()', 'var a=1'],
        inlineStyles: ['html{color:red}'],
      }),
    );
    expect(policy.get('script-src')).toBe(
      `'self' ${sha256('(function(){})()')} ${sha256('var a=1')}`,
    );
    // The empty style element styled-components fills through the CSSOM, by the hash of nothing.
    expect(EMPTY_STYLE_HASH).toBe(sha256(''));
    expect(policy.get('style-src')).toBe(`'self' ${sha256('html{color:red}')} ${EMPTY_STYLE_HASH}`);
    expect([...policy.values()].join(' ')).not.toMatch(/unsafe|\*|data:|https?:(?!\/\/)/);
  });

  it('follows the API, the media, the assets folder and the bank widget to their origins', () => {
    const brand: PolicyBrand = {
      api: {
        basePath: 'https://api.operator.example/v1',
        mediaBasePath: 'https://media.operator.example/img',
      },
      payments: { providers: ['bank'], bankWidgetOrigin: 'https://widget.bank.example' },
    };
    const policy = directives(
      contentSecurityPolicy(brand, { ...page, assetsUrl: 'https://cdn.example.com/r1/assets/' }),
    );
    const cdn = 'https://cdn.example.com';
    expect(policy.get('script-src')).toBe(`'self' ${cdn} https://widget.bank.example`);
    expect(policy.get('style-src')).toBe(`'self' ${cdn} ${EMPTY_STYLE_HASH}`);
    // The API's preview images are from the API's origin; logos from the media's.
    expect(policy.get('img-src')).toBe(
      `'self' ${cdn} https://media.operator.example https://api.operator.example`,
    );
    // The page calls the API; its service worker (which runs under this policy, sent with
    // sw.js) fetches the site's pages, the assets to precache and the media to cache.
    expect(policy.get('connect-src')).toBe(
      `https://api.operator.example 'self' ${cdn} https://media.operator.example`,
    );
    expect(policy.get('frame-src')).toBe('https://widget.bank.example');
    // Only the site's own service worker: not one from the CDN or the bank widget's origin.
    expect(policy.get('worker-src')).toBe("'self'");
  });

  it('lets the pages call the telemetry endpoint the brand names, and no other', () => {
    const connect = (brand: PolicyBrand) =>
      directives(contentSecurityPolicy(brand, page)).get('connect-src');
    // A path of the site: the site is already there.
    expect(connect({ ...mobileMoney, telemetry: { endpoint: '/api/_telemetry' } })).toBe("'self'");
    // Another origin joins the API's (a port kept, a path dropped).
    expect(
      connect({ ...mobileMoney, telemetry: { endpoint: 'https://collect.operator.example/rum' } }),
    ).toBe("'self' https://collect.operator.example");
    expect(
      connect({
        api: { basePath: 'https://api.operator.example/v1' },
        payments: { providers: ['mpesa'] },
        telemetry: { endpoint: 'https://collect.operator.example:8443/b/rum' },
      }),
    ).toBe("https://api.operator.example https://collect.operator.example:8443 'self'");
    // The same origin as the API's is named once ('self': the service worker's).
    expect(
      connect({
        api: { basePath: 'https://api.operator.example/v1' },
        payments: { providers: ['mpesa'] },
        telemetry: { endpoint: 'https://api.operator.example/v1/_telemetry' },
      }),
    ).toBe("https://api.operator.example 'self'");
  });

  it("takes the bank widget from the site itself when the brand names no origin (the demo's)", () => {
    const bank = { ...mobileMoney, payments: { providers: ['mpesa', 'bank'] } };
    const policy = directives(contentSecurityPolicy(bank, page));
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('frame-src')).toBe("'self'");
  });

  it('lets the origins the brand lists frame it; X-Frame-Options only when it says the same', () => {
    const alone = siteHeaders(mobileMoney, page);
    expect(directives(alone['Content-Security-Policy']!).get('frame-ancestors')).toBe("'self'");
    expect(alone['X-Frame-Options']).toBe('SAMEORIGIN');
    const embedded = siteHeaders(
      { ...mobileMoney, embedOrigins: ['https://partner.example', 'https://news.example:8443'] },
      page,
    );
    expect(directives(embedded['Content-Security-Policy']!).get('frame-ancestors')).toBe(
      "'self' https://partner.example https://news.example:8443",
    );
    // SAMEORIGIN would stop the partners in browsers that honour it over frame-ancestors.
    expect(embedded['X-Frame-Options']).toBeUndefined();
  });

  it('turns off the browser features the app does not use, payment among them', () => {
    const policy = siteHeaders(mobileMoney, page)['Permissions-Policy']!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // The share panel copies the ticket's link and hands it to the phone's share sheet.
    expect(policy).not.toMatch(/clipboard-write|web-share/);
  });
});

describe('the inline code of a stamped page', () => {
  it('is each script the browser runs and each style: not data blocks, not scripts with a src', () => {
    const html = [
      '<style>html{color:red}</style>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script>(function(){preload()})()</script>',
      '<script type="module">import "/x.js"</script>',
      '<script id="brand-config" type="application/json">{"name":"</script"}</script>',
    ].join('\n');
    expect(inlineCode(html)).toEqual({
      scripts: ['(function(){preload()})()', 'import "/x.js"'],
      styles: ['html{color:red}'],
    });
  });

  it("is what the page's _headers allows, as written", () => {
    const brand = {
      id: 'acme',
      api: { basePath: '/api' },
      payments: { providers: ['mpesa'] },
    } as unknown as RuntimeBrand;
    const html = '<style>b{}</style><script>go()</script>';
    const headers = readHeadersFile(renderSiteHeaders(brand, html, '/assets/'));
    const policy = directives(headers['Content-Security-Policy']!);
    expect(policy.get('script-src')).toBe(`'self' ${sha256('go()')}`);
    expect(policy.get('style-src')).toBe(`'self' ${sha256('b{}')} ${EMPTY_STYLE_HASH}`);
  });
});

describe('_headers', () => {
  it('holds the headers on every path, HSTS too, and the cache rules of the hashed folders', () => {
    const headers = siteHeaders(mobileMoney, page);
    const file = renderHeadersFile('acme', headers);
    const rules = file.split('\n').filter((l) => l && !l.startsWith('#') && !l.startsWith(' '));
    expect(rules).toEqual(['/*', '/assets/*', '/brand/*', '/manifest.webmanifest', '/sw.js']);
    expect(file).toContain(`\n  ${HSTS.name}: ${HSTS.value}\n`);
    expect(file).toMatch(
      /\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n {2}Access-Control-Allow-Origin: \*\n/,
    );
    // No header is in two rules: Netlify and Cloudflare Pages add the rules of a path up.
    const names = file
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .map((l) => l.trim().split(':')[0]);
    expect(names.filter((n) => n === 'Cache-Control')).toHaveLength(4);
    // The service worker is asked again at every visit, so a release installs at once.
    expect(file).toMatch(/\/sw\.js\n {2}Cache-Control: no-cache\n/);
    expect(Object.keys(headers)).not.toContain('Cache-Control');
    // Read back by the bundled server and nginx, who send HSTS only over https.
    expect(readHeadersFile(file)).toEqual(headers);
  });
});

describe('https', () => {
  it('is a TLS connection, or the first X-Forwarded-Proto of a proxy in front saying so', () => {
    expect(isHttps(true, undefined)).toBe(true);
    expect(isHttps(false, 'https')).toBe(true);
    expect(isHttps(false, ' HTTPS , http')).toBe(true);
    expect(isHttps(false, ['https'])).toBe(true);
    expect(isHttps(false, 'http, https')).toBe(false);
    expect(isHttps(false, undefined)).toBe(false);
    expect(isHttps(false, '')).toBe(false);
  });
});
