/**
 * Live brand preview, in the dev server only (main.tsx loads this module behind
 * `import.meta.hot`, so no production build holds it): an edit of brands/<id>.json or one of its
 * images reaches the open page as a new brand, rendered in place (the page keeps its state), and a
 * broken edit shows the brand check's problems over the last good brand until it is fixed.
 * The problems are for the operator editing the file, not for players: English, not translated.
 */
import type { ViteHotContext } from 'vite/types/hot.d.ts';
import { BRAND_PREVIEW_EVENTS, type BrandProblem } from '@/config/brand-preview-events';
import { BRAND_ELEMENT_ID, type RuntimeBrand } from '@/config/runtime-brand';

const OVERLAY_ID = 'betdeck-brand-problems';

const STYLE = `
  :host { all: initial; position: fixed; inset: auto 0 0 0; z-index: 2147483647; }
  section {
    max-height: 60vh; overflow: auto; margin: 8px; padding: 12px 16px;
    background: #fff; color: #1a1a1a; border: 3px solid #b3261e; border-radius: 8px;
    box-shadow: 0 4px 24px rgb(0 0 0 / 0.35); font: 14px/1.45 system-ui, sans-serif;
  }
  h2 { margin: 0 0 4px; font-size: 16px; color: #b3261e; }
  p { margin: 0 0 8px; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { padding: 8px 0; border-top: 1px solid #e3e3e3; }
  code { font: 13px/1.4 ui-monospace, monospace; overflow-wrap: anywhere; }
  .where { display: block; font-weight: 600; }
  .hint { display: block; color: #0b5d3b; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  // Texts from the brand file (a key typo, a value) render as text, never as HTML.
  if (text !== undefined) el.textContent = text;
  if (className) el.className = className;
  return el;
}

/** Shows the problems over the page, in place of any shown before. */
export function showProblems(problems: readonly BrandProblem[]): void {
  hideProblems();
  const host = element('div');
  host.id = OVERLAY_ID;
  const root = host.attachShadow({ mode: 'open' });
  const section = element('section');
  section.setAttribute('role', 'alert');
  section.setAttribute('aria-labelledby', 'title');
  const title = element('h2', 'The brand file has problems');
  title.id = 'title';
  const files = [...new Set(problems.map((p) => p.file))].join(', ');
  const list = element('ul');
  for (const problem of problems) {
    const item = element('li');
    const where = element('code', `${problem.file} ${problem.pointer || '(the whole file)'}`);
    where.className = 'where';
    item.append(where, element('span', problem.message));
    if (problem.suggestion) item.append(element('span', problem.suggestion, 'hint'));
    list.append(item);
  }
  section.append(
    title,
    element('p', `The page shows the last good version of ${files}. Fix the file and it updates.`),
    list,
  );
  root.append(element('style', STYLE), section);
  document.body.append(host);
}

export function hideProblems(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

/** What the stamped page's head says of the brand (scripts/build/stamp.ts), brought up to date. */
function updateHead(brand: RuntimeBrand): void {
  const config = document.getElementById(BRAND_ELEMENT_ID);
  if (config) config.textContent = JSON.stringify(brand);
  document.querySelector('link[rel="icon"]')?.setAttribute('href', brand.assets.favicon);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', brand.theme.colors.primary);
  const html = document.documentElement.style;
  html.background = brand.theme.colors.background;
  html.color = brand.theme.colors.text;
}

/** Listens to the dev server: `render` draws the app with an edited brand, in place. */
export function previewBrand(hot: ViteHotContext, render: (brand: RuntimeBrand) => void): void {
  hot.on(BRAND_PREVIEW_EVENTS.brand, (brand) => {
    hideProblems();
    updateHead(brand);
    render(brand);
  });
  hot.on(BRAND_PREVIEW_EVENTS.problems, showProblems);
  // A page opened, or reloaded, while the file is broken shows the problems too.
  hot.send(BRAND_PREVIEW_EVENTS.hello);
}
