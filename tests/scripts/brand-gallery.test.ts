// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderGallery } from '../../scripts/gallery/html';
import { replaceFolder } from '../../scripts/gallery/make-gallery';
import { GALLERY_SCREENS, otherLicenceHost } from '../../scripts/gallery/screens';
import type { Brand } from '@/types/brand.gen';

const brand = (id: string, more: Partial<Brand> = {}): Brand => ({
  ...(JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../brands/demo.json'), 'utf8'),
  ) as Brand),
  id,
  ...more,
});

describe('the gallery page', () => {
  it('has one row per brand: its name, hosts, languages, payments, warnings and screens in order', () => {
    const html = renderGallery(
      [
        {
          brand: brand('demo'),
          warnings: [],
          shots: [
            { file: 'screens/demo-lobby.png', title: 'Lobby' },
            { file: 'screens/demo-otp.png', title: 'OTP' },
          ],
          failed: [],
        },
        {
          brand: brand('acme', {
            name: 'Acme <b>Bet</b>',
            languages: ['en', 'es'],
            hosts: ['acme.example'],
          }),
          warnings: [
            {
              file: 'brands/acme.json',
              pointer: '/assets/favicon',
              message:
                "the installable app's icons (192 and 512 px) are drawn from the favicon, 64x64 px, scaled up: they will look blurry",
            },
          ],
          shots: [],
          failed: [{ title: 'Tracking', error: 'Timeout <30000ms>' }],
        },
      ],
      new Date('2025-06-14T09:00:00Z'),
    );
    expect(html.match(/<section class="brand"/g)).toHaveLength(2);
    expect(html).toContain('<h2>ScoreDeck</h2>');
    // Text of a brand file is text, not markup.
    expect(html).toContain('<h2>Acme &lt;b&gt;Bet&lt;/b&gt;</h2>');
    expect(html).not.toContain('<b>Bet</b>');
    expect(html).toContain('<dt>hosts</dt><dd>betdeck.example, localhost</dd>');
    expect(html).toContain('<dt>languages</dt><dd>en, es</dd>');
    expect(html).toContain('<dt>payments</dt><dd>mpesa, airtel</dd>');
    expect(html).toContain('<dt>licences</dt><dd>KE BK-0000101</dd>');
    expect(html).toContain(
      'Warning: brands/acme.json /assets/favicon: the installable app&#x27;s icons (192 and 512 px)',
    );
    expect(html).toContain('Tracking: not captured (Timeout &lt;30000ms&gt;)');
    expect(html.indexOf('demo-lobby.png')).toBeLessThan(html.indexOf('demo-otp.png'));
    expect(html).toContain('1 brand-check warning.');
  });

  it('captures the screens the issue names, the second language only where there is one', () => {
    expect(GALLERY_SCREENS.map((s) => s.id)).toEqual([
      'lobby',
      'swipe',
      'payment',
      'otp',
      'tracking',
      'error',
      'footer',
      'play-responsibly',
      'other-licence',
      'lobby-2',
    ]);
    const second = GALLERY_SCREENS.find((s) => s.id === 'lobby-2')!;
    expect(second.applies?.(brand('a', { languages: ['en'] }))).toBe(false);
    expect(second.applies?.(brand('a', { languages: ['en', 'de'] }))).toBe(true);
  });

  it("shows a brand licensed in several markets on its last licence's host too (eurowin's Swedish one)", () => {
    const other = GALLERY_SCREENS.find((s) => s.id === 'other-licence')!;
    expect(other.applies?.(brand('demo'))).toBe(false);
    const eurowin = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../brands/eurowin.json'), 'utf8'),
    ) as Brand;
    expect(otherLicenceHost(eurowin)).toBe('se.eurowin.example');
    expect(other.applies?.(eurowin)).toBe(true);
  });
});

describe('replaceFolder', () => {
  let dir: string;
  let dest: string;
  let partials: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gallery-'));
    dest = path.join(dir, 'gallery');
    partials = path.join(dir, 'cache');
    await mkdir(dest);
    await writeFile(path.join(dest, 'index.html'), 'the last gallery');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('puts the new folder in place of the old one, whole', async () => {
    await replaceFolder(
      dest,
      async (d) => {
        await writeFile(path.join(d, 'index.html'), 'new');
        await writeFile(path.join(d, 'shot.png'), 'png');
      },
      partials,
    );
    expect(readdirSync(dest).sort()).toEqual(['index.html', 'shot.png']);
    expect(readFileSync(path.join(dest, 'index.html'), 'utf8')).toBe('new');
    expect(readdirSync(partials)).toEqual([]);
  });

  it('leaves the last gallery as it was, and nothing half-written, when the run stops', async () => {
    const abort = new AbortController();
    const run = replaceFolder(
      dest,
      async (d) => {
        await writeFile(path.join(d, 'shot.png'), 'png');
        abort.abort(new Error('interrupted'));
        abort.signal.throwIfAborted();
        await writeFile(path.join(d, 'index.html'), 'never');
      },
      partials,
    );
    await expect(run).rejects.toThrow('interrupted');
    expect(readdirSync(dest)).toEqual(['index.html']);
    expect(readFileSync(path.join(dest, 'index.html'), 'utf8')).toBe('the last gallery');
    expect(readdirSync(partials)).toEqual([]);
  });

  it('clears what a run killed outright left behind', async () => {
    await mkdir(path.join(partials, 'gallery-partial-999999999'), { recursive: true });
    await replaceFolder(dest, async () => {}, partials);
    expect(existsSync(path.join(partials, 'gallery-partial-999999999'))).toBe(false);
  });
});
