import { describe, expect, it } from 'vitest';
import {
  isEmail,
  offeredMethods,
  publicTicketUrl,
  shareLink,
} from '@/features/tracking/share/share-links';

const url = publicTicketUrl('https://bet.example/', 'T 1&x=2/?#');

describe('publicTicketUrl', () => {
  it("is the origin's /track/ page with the code encoded", () => {
    expect(url).toBe('https://bet.example/track/T%201%26x%3D2%2F%3F%23');
    expect(publicTicketUrl('http://127.0.0.1:4601', 'T-OPEN-1')).toBe(
      'http://127.0.0.1:4601/track/T-OPEN-1',
    );
  });
});

describe('shareLink', () => {
  const text = 'My ScoreDeck ticket T 1&x=2 #win';

  it('puts the text and the link into WhatsApp, encoded, in one parameter', () => {
    const link = new URL(shareLink('whatsapp', url, text));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(link.searchParams.get('text')).toBe(`${text} ${url}`);
    expect(shareLink('whatsapp', url, text)).toContain('%26x%3D2%20%23win');
  });

  it('gives Telegram and X the link and the text as separate parameters', () => {
    const telegram = new URL(shareLink('telegram', url, text));
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe(url);
    expect(telegram.searchParams.get('text')).toBe(text);

    const x = new URL(shareLink('x', url, text));
    expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toBe(text);
  });

  it('gives Facebook the link alone', () => {
    const fb = new URL(shareLink('facebook', url, text));
    expect(fb.origin + fb.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect([...fb.searchParams.entries()]).toEqual([['u', url]]);
  });

  it('encodes the already-encoded link again (no raw & or # leaks into the share address)', () => {
    const raw = shareLink('telegram', url, text);
    expect(raw).not.toContain('#');
    expect(raw.match(/&/g)).toHaveLength(1);
  });
});

describe('offeredMethods', () => {
  it("keeps the brand's methods in the product order and drops unknown ones", () => {
    expect(offeredMethods(['email', 'qr', 'copy', 'x', 'whatsapp', 'fax'])).toEqual([
      'whatsapp',
      'x',
      'copy',
      'qr',
      'email',
    ]);
    expect(offeredMethods([])).toEqual([]);
  });
});

describe('isEmail', () => {
  it('accepts an address and refuses obvious non-addresses', () => {
    expect(isEmail(' player@example.com ')).toBe(true);
    expect(isEmail('a.b+c@mail.co.tz')).toBe(true);
    for (const bad of ['', 'player', 'player@', '@example.com', 'pla yer@example.com', 'a@b'])
      expect(isEmail(bad), bad).toBe(false);
  });
});
