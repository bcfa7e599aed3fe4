/**
 * A team's or a league's logo under the brand's media folder (`base`, without a trailing slash):
 * the app's pictures (media.ts) and those the page fetches before the app runs (src/boot/).
 */
export const mediaPath = (base: string, kind: 'teams' | 'leagues', id: number | string) =>
  `${base}/${kind}/${encodeURIComponent(String(id))}.png`;
