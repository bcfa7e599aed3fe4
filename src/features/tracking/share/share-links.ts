import { trackPath } from '@/lib/families';
import type { ShareMethod } from '@/types/api.gen';

/** The methods that open another site with the ticket link. */
export type LinkMethod = Extract<ShareMethod, 'whatsapp' | 'telegram' | 'facebook' | 'x'>;
export const LINK_METHODS: readonly LinkMethod[] = ['whatsapp', 'telegram', 'facebook', 'x'];

/** The ticket's public tracking page (what is shared): origin + /track/<encoded code>. */
export function publicTicketUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${trackPath(code)}`;
}

const enc = encodeURIComponent;

/** Each network's share address for `url` with `text`; every value is URL-encoded. */
export function shareLink(method: LinkMethod, url: string, text: string): string {
  switch (method) {
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${text} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${enc(url)}&text=${enc(text)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${enc(text)}&url=${enc(url)}`;
  }
}

/** The brand's share methods in the product's order, unknown ones dropped. */
export function offeredMethods(brandMethods: readonly string[]): ShareMethod[] {
  const order: ShareMethod[] = [...LINK_METHODS, 'copy', 'qr', 'email'];
  return order.filter((m) => brandMethods.includes(m));
}

/** A plausible email address (the API checks it too). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
