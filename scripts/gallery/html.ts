/** The gallery's page, gallery/index.html: one row per brand, its screens side by side. */
import type { Brand } from '../../src/types/brand.gen';
import { formatIssue, type BrandIssue } from '../brand/index';
import { escapeHtml } from '../../src/lib/text';

export interface GalleryRow {
  brand: Brand;
  warnings: readonly BrandIssue[];
  /** Its captures, in GALLERY_SCREENS' order: image file (relative to the page) and caption. */
  shots: readonly { file: string; title: string }[];
  /** Screens that could not be captured, with why. */
  failed: readonly { title: string; error: string }[];
}

const STYLE = `
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #f4f4f4; color: #1a1a1a; }
  header { padding: 16px 24px; background: #1a1a1a; color: #fff; }
  h1 { margin: 0; font-size: 20px; }
  header p { margin: 4px 0 0; color: #ccc; }
  .brand { display: grid; grid-template-columns: 240px 1fr; gap: 16px; padding: 16px 24px;
    border-bottom: 1px solid #ddd; }
  .facts h2 { margin: 0 0 4px; font-size: 17px; }
  .swatches { display: flex; gap: 4px; margin: 6px 0; }
  .swatches span { width: 20px; height: 20px; border-radius: 4px; border: 1px solid #0003; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; }
  dt { color: #666; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .warnings { margin: 8px 0 0; padding: 6px 8px; background: #fff4d6; border-left: 3px solid #d49a00;
    list-style: none; }
  .warnings li + li { margin-top: 4px; }
  .failed { color: #b3261e; }
  .shots { display: flex; gap: 12px; overflow-x: auto; padding-bottom: 8px; }
  figure { margin: 0; flex: none; }
  figure img { display: block; width: 206px; height: auto; border: 1px solid #ccc; background: #fff; }
  figcaption { margin-top: 4px; font-size: 12px; color: #444; }
`;

function row({ brand, warnings, shots, failed }: GalleryRow): string {
  const c = brand.theme.colors;
  const facts: [string, string][] = [
    ['id', brand.id],
    ['hosts', (brand.hosts ?? []).join(', ') || '(none)'],
    ['languages', brand.languages.join(', ')],
    ['payments', brand.payments.providers.join(', ')],
    [
      'licences',
      (brand.compliance?.licences ?? [])
        .map((l) => `${l.market} ${l.number}${l.hosts ? ` (${l.hosts.join(', ')})` : ''}`)
        .join('; ') || '(none)',
    ],
    ['cards', brand.lobby.cards.join(', ')],
    ['fonts', brand.theme.fonts.body],
  ];
  return `<section class="brand" id="${escapeHtml(brand.id)}">
  <div class="facts">
    <h2>${escapeHtml(brand.name)}</h2>
    <div class="swatches">${[c.primary, c.accent, c.background, c.surface, c.text]
      .map((v) => `<span title="${escapeHtml(v)}" style="background:${escapeHtml(v)}"></span>`)
      .join('')}</div>
    <dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
    ${
      warnings.length
        ? `<ul class="warnings">${warnings
            .map((w) => `<li>Warning: ${escapeHtml(formatIssue(w))}</li>`)
            .join('')}</ul>`
        : ''
    }
    ${failed.map((f) => `<p class="failed">${escapeHtml(f.title)}: not captured (${escapeHtml(f.error)})</p>`).join('')}
  </div>
  <div class="shots">${shots
    .map(
      (s) =>
        `<figure><a href="${escapeHtml(s.file)}"><img src="${escapeHtml(s.file)}" alt="${escapeHtml(`${brand.name}: ${s.title}`)}" loading="lazy" width="206" height="411"></a><figcaption>${escapeHtml(s.title)}</figcaption></figure>`,
    )
    .join('')}</div>
</section>`;
}

export function renderGallery(rows: readonly GalleryRow[], made: Date): string {
  const warnings = rows.reduce((n, r) => n + r.warnings.length, 0);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand gallery: ${rows.length} brands</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Brand gallery: ${rows.length} brand${rows.length === 1 ? '' : 's'}</h1>
  <p>Made ${escapeHtml(made.toISOString())} by npm run brand:gallery, on a phone (412 x 823), with the demo API.
  ${warnings} brand-check warning${warnings === 1 ? '' : 's'}. Click a screen for its full size.</p>
</header>
${rows.map(row).join('\n')}
</body>
</html>
`;
}
