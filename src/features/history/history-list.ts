import type { PlacedTicket } from '@/lib/placed-tickets';
import { familyById } from '@/lib/families';

/**
 * The tickets placed from this browser as the history lists them: only well-formed entries
 * (the list lives in localStorage, which anything can edit), one per code (its newest), newest
 * first; entries without a usable time go last, in their stored order.
 */
export function orderPlacedTickets(list: unknown): PlacedTicket[] {
  if (!Array.isArray(list)) return [];
  const byCode = new Map<string, PlacedTicket & { order: number }>();
  list.forEach((raw: unknown, order) => {
    if (!raw || typeof raw !== 'object') return;
    const t = raw as Record<string, unknown>;
    const code = typeof t.code === 'string' ? t.code.trim() : '';
    if (!code || typeof t.family !== 'string' || !familyById(t.family)) return;
    const placedAt =
      typeof t.placedAt === 'number' && Number.isFinite(t.placedAt) ? t.placedAt : Number.NaN;
    const entry = {
      code,
      family: t.family,
      placedAt,
      ...(typeof t.title === 'string' && t.title.trim() ? { title: t.title } : {}),
      order,
    };
    const seen = byCode.get(code);
    if (
      !seen ||
      placedAt > seen.placedAt ||
      (Number.isNaN(seen.placedAt) && !Number.isNaN(placedAt))
    )
      byCode.set(code, entry);
  });
  return [...byCode.values()]
    .sort((a, b) => {
      const ta = Number.isNaN(a.placedAt) ? -Infinity : a.placedAt;
      const tb = Number.isNaN(b.placedAt) ? -Infinity : b.placedAt;
      return tb - ta || a.order - b.order;
    })
    .map(({ order: _order, ...t }) => t);
}

/**
 * The ticket code in what the player typed or pasted: a bare code, or a shared tracking link
 * (…/track/<code> or …/tracking/<code>). Spaces around it are dropped; case is kept.
 */
export function codeFromInput(value: string): string {
  const text = value.trim();
  const link = /\/track(?:ing)?\/([^/?#\s]+)/.exec(text);
  if (link?.[1]) {
    try {
      return decodeURIComponent(link[1]).trim();
    } catch {
      return link[1];
    }
  }
  return text;
}
