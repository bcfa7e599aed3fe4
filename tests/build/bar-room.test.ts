// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../scripts/brand/index';
import { barRoom } from '../../scripts/build/bar-room';
import { bootScript } from '../../scripts/build/boot-scripts';
import { renderIndexHtml, renderSiteHeaders, toRuntimeBrand } from '../../scripts/build/stamp';
import { barHosts } from '../../src/config/bar-room';
import { pageLicence } from '../../src/config/page-licence';
import type { RuntimeBrand, RuntimeLicence } from '../../src/config/runtime-brand';
import { BAR_ATTRIBUTE } from '../../src/boot/page-ids';

/**
 * Sweden's bar has its room in the page from the first paint (src/config/bar-room.ts): the page's
 * script marks the hosts whose licence has a bar, as the app picks the licence, one page for all
 * of a brand's hosts.
 */

const ASSETS = { logo: '/brand/logo.svg', spinner: '/brand/spin.svg', favicon: '/brand/f.png' };
const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--brand-head--></head>' +
  '<body><div id="root"></div><!--brand-config--></body></html>';

const runtime = async (id: string) => toRuntimeBrand(await loadBrand(id), ASSETS);

/** Whether the page's script marks <html> on `host`. */
function marks(script: string, host: string): boolean {
  const marked = new Set<string>();
  const documentElement = { setAttribute: (name: string) => marked.add(name) };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('location', 'document', script) as (
    at: Pick<Location, 'hostname'>,
    doc: { documentElement: typeof documentElement },
  ) => void;
  run({ hostname: host }, { documentElement });
  return marked.has(BAR_ATTRIBUTE);
}

const licence = (layout: RuntimeLicence['layout'], hosts?: string[]) =>
  ({ layout, ...(hosts ? { hosts } : {}) }) as RuntimeLicence;

describe("the bar's room", () => {
  it("is held on eurowin's Swedish host only, as the app picks the licence there", async () => {
    const brand = await runtime('eurowin');
    const room = barRoom(brand);
    expect(room).toBeDefined();
    for (const host of [
      'se.eurowin.example',
      'de.eurowin.example',
      'eurowin.example',
      '127.0.0.1',
    ]) {
      const bar = pageLicence(brand, host)?.layout === 'stickyBar';
      expect(marks(room!.script, host), host).toBe(bar);
    }
    expect(marks(room!.script, 'se.eurowin.example')).toBe(true);
    // A host name that is a property of every object is not a host of the brand.
    expect(marks(room!.script, 'constructor')).toBe(false);
  });

  it('follows the first licence on a host no licence names, when that one has a bar', () => {
    const bar = barHosts({
      terms: 't',
      licences: [licence('stickyBar'), licence('footer', ['de.example'])],
    });
    expect(bar).toEqual({ hosts: { 'de.example': false }, otherwise: true });
    expect(marks(bootScript('bar-mark', bar!), 'anywhere.example')).toBe(true);
    expect(marks(bootScript('bar-mark', bar!), 'de.example')).toBe(false);
  });

  it('is not in the page of a brand whose licences have no bar', async () => {
    const brand = await runtime('demo');
    expect(barRoom(brand)).toBeUndefined();
    const html = renderIndexHtml(TEMPLATE, brand);
    // Its id is in the page's compiled head script (src/boot/page-ids.ts); no element has it.
    expect(html).not.toMatch(/id="market-bar/);
  });

  it("comes first in the page's body, its script before the body and allowed by the policy", async () => {
    const brand: RuntimeBrand = await runtime('eurowin');
    const room = barRoom(brand)!;
    const html = renderIndexHtml(TEMPLATE, brand);
    const head = html.slice(0, html.indexOf('<body>'));
    expect(head).toContain(`<script>${room.script}</script>`);
    expect(html.slice(html.indexOf('<body>') + 6).trimStart()).toMatch(/^<div id="market-bar">/);
    const hash = createHash('sha256').update(room.script).digest('base64');
    expect(renderSiteHeaders(brand, html, '/assets/')).toContain(`'sha256-${hash}'`);
  });
});
