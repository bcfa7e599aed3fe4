import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrackingScreen } from '@/features/tracking/tracking-screen';
import { COPIED_MS } from '@/features/tracking/share/share-panel';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { renderWithApp, testBrand } from '../../support/render';
import { init, json, ticket } from './fixtures';

const CODE = 'T 1&x';
const PUBLIC_URL = `${window.location.origin}/track/T%201%26x`;

interface Post {
  path: string;
  body: unknown;
}

/** The ticket and the share call; records every POST. */
function serve(shareAnswer?: () => Response) {
  const posts: Post[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, opts?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/init') return json(init);
    if (url.pathname === `/api/tickets/${encodeURIComponent(CODE)}`)
      return json(ticket({ code: CODE }));
    if (url.pathname === `/api/tickets/${encodeURIComponent(CODE)}/share`) {
      posts.push({ path: url.pathname, body: JSON.parse(opts?.body as string) as unknown });
      return shareAnswer?.() ?? json({ message: 'Saved' });
    }
    return json({ code: 404, message: 'Not found' }, 404);
  };
  return posts;
}

function renderShare(share: RuntimeBrand['blocks']['share'] = testBrand().blocks.share) {
  renderWithApp(<TrackingScreen />, {
    path: `/track/${encodeURIComponent(CODE)}`,
    routePath: '/track/:id',
    brand: testBrand({ blocks: { ...testBrand().blocks, share } }),
  });
  return screen.findByRole('region', { name: 'Share ticket' });
}

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Share ticket', () => {
  it("links to each network with the ticket's public tracking URL, encoded, in a new tab", async () => {
    const posts = serve();
    const panel = await renderShare();
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'WhatsApp(opens in a new tab)',
      'Telegram(opens in a new tab)',
      'Facebook(opens in a new tab)',
      'X(opens in a new tab)',
    ]);
    const text = 'My ScoreDeck ticket T 1&x';
    const [wa, tg, fb, x] = links.map((a) => new URL(a.getAttribute('href')!));
    expect(wa!.searchParams.get('text')).toBe(`${text} ${PUBLIC_URL}`);
    expect(tg!.searchParams.get('url')).toBe(PUBLIC_URL);
    expect(tg!.searchParams.get('text')).toBe(text);
    expect(fb!.searchParams.get('u')).toBe(PUBLIC_URL);
    expect(x!.searchParams.get('url')).toBe(PUBLIC_URL);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Following a link tells the API (best effort).
    links[0]!.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(links[0]!);
    await waitFor(() => expect(posts.map((p) => p.body)).toEqual([{ method: 'whatsapp' }]));
  });

  it('copies the link and confirms it', async () => {
    serve();
    const panel = await renderShare();
    expect(within(panel).getByRole('textbox', { name: 'Ticket link' })).toHaveValue(PUBLIC_URL);
    await userEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(PUBLIC_URL);
    expect(await within(panel).findByText('Link copied')).toBeVisible();
  });

  it('takes the confirmation away after a few seconds, and shows it again on the next copy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve();
      const panel = await renderShare();
      const copy = within(panel).getByRole('button', { name: 'Copy link' });
      await userEvent.click(copy);
      expect(await within(panel).findByText('Link copied')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 1000));
      // A second copy starts its own few seconds.
      await userEvent.click(copy);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(within(panel).getByText('Link copied')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(COPIED_MS));
      expect(within(panel).queryByText('Link copied')).toBeNull();
      expect(writeText).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the clipboard refuses, and selects the link to copy by hand', async () => {
    serve();
    writeText.mockRejectedValue(new Error('denied'));
    const panel = await renderShare();
    await userEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(await within(panel).findByText(/Could not copy/)).toBeVisible();
    expect(within(panel).queryByText('Link copied')).toBeNull();
  });

  it('draws a QR code of the link', async () => {
    serve();
    const panel = await renderShare(['qr']);
    const qr = await within(panel).findByRole('img', { name: 'QR code of the ticket link' });
    const path = qr.querySelector('path')?.getAttribute('d') ?? '';
    expect(path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    // A QR of this URL has at least version 3 (29 modules) plus a 4-module quiet zone on each side.
    expect(Number(qr.getAttribute('viewBox')?.split(' ')[2])).toBeGreaterThanOrEqual(37);
  });

  it('asks for an email before sending, then sends it through the API', async () => {
    const posts = serve(() => json({ message: 'Email Sent' }));
    const panel = await renderShare(['email']);
    const send = within(panel).getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Please enter your email');
    expect(posts).toEqual([]);

    const field = within(panel).getByRole('textbox', { name: 'Send by email' });
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(send);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('valid email address');
    expect(posts).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, ' friend@example.com ');
    await userEvent.click(send);
    expect(await within(panel).findByText('Email Sent')).toBeVisible();
    expect(posts.map((p) => p.body)).toEqual([{ method: 'email', email: 'friend@example.com' }]);
  });

  it("shows the API's refusal of an email as text with its code", async () => {
    serve(() => json({ code: 400, message: 'Mailbox <i>full</i>' }, 400));
    const panel = await renderShare(['email']);
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Send by email' }), 'a@b.co');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Mailbox <i>full</i>');
    expect(alert).toHaveTextContent('Error code 400');
    expect(within(panel).queryByText('Email Sent')).toBeNull();
  });

  it("offers only the brand's methods, and nothing when the brand offers none", async () => {
    serve();
    const panel = await renderShare(['copy', 'email']);
    expect(within(panel).queryAllByRole('link')).toEqual([]);
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('hides sharing when the brand offers no method', async () => {
    serve();
    renderWithApp(<TrackingScreen />, {
      path: `/track/${encodeURIComponent(CODE)}`,
      routePath: '/track/:id',
      brand: testBrand({ blocks: { ...testBrand().blocks, share: [] } }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Share ticket' })).toBeNull();
  });
});
