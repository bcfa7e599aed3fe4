import shirt1 from '@/assets/shirts/shirt-1.svg';
import shirt2 from '@/assets/shirts/shirt-2.svg';
import shirt3 from '@/assets/shirts/shirt-3.svg';
import shirt4 from '@/assets/shirts/shirt-4.svg';
import { mediaPath } from './media-paths';

let mediaBase = '/media';

/** Set once at start from the brand. */
export function configureMedia(options: { basePath: string }): void {
  mediaBase = options.basePath.replace(/\/+$/, '');
}

export const teamLogoUrl = (id: number | string) => mediaPath(mediaBase, 'teams', id);
export const leagueLogoUrl = (id: number | string) => mediaPath(mediaBase, 'leagues', id);

/** The four fallback shirts for a team without a logo. */
export const SHIRTS = [shirt1, shirt2, shirt3, shirt4] as const;

/** One of the four shirts, at random (`random` in [0, 1)). */
export function randomShirt(random: number = Math.random()): string {
  const i = Math.min(SHIRTS.length - 1, Math.max(0, Math.floor(random * SHIRTS.length)));
  return SHIRTS[i] ?? SHIRTS[0];
}
