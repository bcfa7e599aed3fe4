// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildForSize,
  formatScreen,
  KB,
  measureScreen,
  SCREEN_BUDGETS,
  scripts,
  type SizeBuild,
} from '../../scripts/size/route-sizes';
import { chunkOf, screenPreloads } from '../../scripts/build/preloads';
import { LANGUAGE_CHOICE_KEY, VISIT_LANGUAGE_KEY } from '../../src/lib/languages';
import { LATER_PARTS, MARKET_SLOT_PART } from '../../src/lib/screen-files';
import { pagePreloads } from './page-preloads';
import { TOUR_DONE_KEY } from '../../src/boot/page-ids';

/**
 * What a player's phone downloads before a screen shows, gzipped, for the default
 * brand. `npm run bench:size` prints the same report in full.
 */
let build: SizeBuild;
beforeAll(async () => {
  build = await buildForSize('demo');
}, 120_000);
afterAll(() => build?.cleanup());

describe('size budgets (gzipped JavaScript loaded before the first render)', () => {
  it.each(SCREEN_BUDGETS)('$name ($url) stays within its budget', (budget) => {
    const size = measureScreen(build, budget);
    expect(size.js.gzip, formatScreen(size)).toBeLessThanOrEqual(budget.maxJsGzip);
  });

  // On HTTP/1.1 at 400 ms a round trip, each 6 scripts cost one before the app runs.
  it.each(SCREEN_BUDGETS)(
    '$name loads at most $maxScripts scripts before its first render',
    (b) => {
      const size = measureScreen(build, b);
      expect(scripts(size), formatScreen(size)).toBeLessThanOrEqual(b.maxScripts);
    },
  );

  it.each(SCREEN_BUDGETS)('$name is measured with its own screen chunk and the messages', (b) => {
    const size = measureScreen(build, b);
    expect(size.module, `${b.url} should render a lazily loaded screen`).toMatch(/^src\//);
    const roles = size.files.map((f) => f.role);
    expect(roles).toContain('entry');
    expect(roles).toContain('screen');
    expect(roles).toContain('messages');
    // React and react-dom alone are about 67 KB gzipped: a smaller figure measured nothing.
    expect(size.js.gzip).toBeGreaterThan(60 * KB);
  });

  it('the lobby loads no gesture, spring, QR code or schema library', () => {
    const lobby = measureScreen(
      build,
      SCREEN_BUDGETS.find((b) => b.name === 'lobby')!,
    );
    const heavy = lobby.modules.filter((m) =>
      /node_modules\/(@react-spring|@use-gesture|qrcode|ajv)\//.test(m.id),
    );
    expect(heavy.map((m) => m.id)).toEqual([]);
  });

  // React Router's build is one module of top-level calls to React; marked pure
  // (scripts/vite/lean-libraries.ts), what the declarative router does not use leaves: its <Link>
  // (the app has its own), <Form>, and the framework mode's parts, 6 KB gzipped.
  it("ships none of React Router's links, forms or framework parts", () => {
    for (const budget of SCREEN_BUDGETS) {
      const code = measureScreen(build, budget)
        .files.filter((f) => f.type === 'js')
        .map((f) => readFileSync(path.join(build.siteDir, f.file), 'utf8'))
        .join('\n');
      expect(code, budget.name).not.toContain('data-discover');
      expect(code, budget.name).not.toContain('inside a <HydratedRouter> element');
    }
  });

  it('ships each English text once, in the messages chunk, not again as a default in the code', () => {
    const size = measureScreen(build, SCREEN_BUDGETS[0]!);
    const en = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../src/locales/en.json'), 'utf8'),
    ) as Record<string, string>;
    const code = size.files
      .filter((f) => f.type === 'js' && f.role !== 'messages')
      .map((f) => readFileSync(path.join(build.siteDir, f.file), 'utf8'))
      .join('\n');
    const text = en['error.kind.pageLoad'];
    expect(text).toBeDefined();
    expect(code).toContain('error.kind.pageLoad');
    expect(code).not.toContain(text);
  });
});

describe('index.html', () => {
  const html = () => readFileSync(path.join(build.siteDir, 'index.html'), 'utf8');
  const preloadsAt = (url: string, storage: Record<string, string> = {}) =>
    pagePreloads(html(), url, storage);
  const fileOf = (key: string) => `/${build.manifest[key]!.file}`;

  it('has the browser fetch the screen being opened, and its texts, with the entry', () => {
    const lobby = preloadsAt('/');
    expect(lobby.modules).toContain(fileOf('src/features/lobby/lobby-screen.tsx'));
    expect(lobby.modules).toContain(fileOf('virtual:messages/en/core'));
    expect(lobby.modules).toContain(fileOf('virtual:messages/en/lobby'));
    expect(lobby.modules).not.toContain(fileOf('src/features/ticket-builder/builder-screen.tsx'));

    const swipe = preloadsAt('/quickbetx/QBX-101?atag=x');
    expect(swipe.modules).toContain(fileOf('src/features/ticket-builder/builder-screen.tsx'));
    expect(swipe.modules).not.toContain(fileOf('src/features/lobby/lobby-screen.tsx'));

    const tracking = preloadsAt('/quickbetx/tracking/T-OPEN-1');
    expect(tracking.modules).toContain(fileOf('src/features/tracking/tracking-screen.tsx'));
    expect(tracking.modules).not.toContain(
      fileOf('src/features/ticket-builder/builder-screen.tsx'),
    );
  });

  // The build has no preload helper nor lists of each lazy chunk's imports; a screen
  // opened after the first asks the page for its files, which come at once.
  it('has the browser fetch a screen opened later with all its files, each once', () => {
    const swipe = 'src/features/ticket-builder/builder-screen.tsx';
    const page = pagePreloads(html(), '/', { [TOUR_DONE_KEY]: 'true' });
    const later = page.later('/quickbetx/:id');
    expect(later).toContain(fileOf(swipe));
    for (const i of build.manifest[swipe]!.imports ?? []) {
      if (!build.manifest[i]!.isEntry && !page.modules.includes(fileOf(i))) {
        expect(later).toContain(fileOf(i));
      }
    }
    expect(later).toContain(fileOf('virtual:messages/en/ticket-builder'));
    // What the first screen fetched already is not asked for again, nor a screen twice.
    expect(later).not.toContain(fileOf('virtual:messages/en/core'));
    expect(page.later('/quickbetx/:id')).toEqual([]);
    expect(page.later('/')).toEqual([]);
  });

  it('has the browser fetch a part every page loads after its screen with its imports and texts', () => {
    const page = pagePreloads(html(), '/');
    for (const { module, messages } of LATER_PARTS) {
      const later = page.later(module);
      const chunk = chunkOf(build.manifest, module)!;
      expect(later, module).toContain(fileOf(chunk));
      for (const i of build.manifest[chunk]!.imports ?? []) {
        if (!build.manifest[i]!.isEntry && !page.modules.includes(fileOf(i))) {
          expect(later, module).toContain(fileOf(i));
        }
      }
      expect(later, module).toContain(fileOf(`virtual:messages/en/${messages}`));
    }
    // The market's slot and its confirmation dialog: two imports that came one after the other.
    const slot = build.manifest[chunkOf(build.manifest, MARKET_SLOT_PART)!]!;
    expect(slot.imports?.filter((i) => !build.manifest[i]!.isEntry).length).toBeGreaterThan(1);
  });

  it("has the browser fetch the texts of the player's language: the one the app will show", () => {
    const texts = (language: string, group: string) =>
      fileOf(`virtual:messages/${language}/${group}`);
    const english = preloadsAt('/').modules;
    expect(english).toContain(texts('en', 'core'));
    expect(english).not.toContain(texts('swTZ', 'core'));
    // Chosen before (the language selector), or asked for in the link, or kept by this tab.
    for (const swahili of [
      preloadsAt('/', { [LANGUAGE_CHOICE_KEY]: '"swTZ"' }).modules,
      preloadsAt('/?lang=swTZ').modules,
      pagePreloads(html(), '/', {}, { [VISIT_LANGUAGE_KEY]: '"swTZ"' }).modules,
    ]) {
      expect(swahili).toEqual(
        expect.arrayContaining([texts('swTZ', 'core'), texts('swTZ', 'lobby')]),
      );
      expect(swahili).not.toContain(texts('en', 'core'));
      expect(swahili).toContain(fileOf('src/features/lobby/lobby-screen.tsx'));
    }
    // A language the brand does not offer, asked for: English, as the app shows then.
    expect(preloadsAt('/quickbetx/QBX-101?lang=de').modules).toEqual(
      expect.arrayContaining([texts('en', 'core'), texts('en', 'ticket-builder')]),
    );
  });

  it('has a first visit to a swipe screen fetch its tour with it, and later visits not', () => {
    const tour = fileOf('src/features/ticket-builder/components/tour.tsx');
    expect(preloadsAt('/quickbetx/QBX-101').modules).toContain(tour);
    expect(preloadsAt('/jackpot-swipe/JP601').modules).toContain(tour);
    expect(preloadsAt('/quickbetx/QBX-101', { [TOUR_DONE_KEY]: 'true' }).modules).not.toContain(
      tour,
    );
    expect(preloadsAt('/').modules).not.toContain(tour);
    expect(preloadsAt('/quickbetx/tracking/T-OPEN-1').modules).not.toContain(tour);
    // A brand without the tour (eurowin) never preloads it.
    const withTour = screenPreloads(build.manifest, 'en', { tour: true }).routes;
    expect(withTour.filter((r) => r.tour.length).map((r) => r.pattern)).toContain('/quickbetx/:id');
    const without = screenPreloads(build.manifest, 'en', { tour: false }).routes;
    expect(without.flatMap((r) => r.tour)).toEqual([]);
  });

  it("starts the lobby's lists with the page, only those the lobby shows", () => {
    expect(preloadsAt('/').fetches).toEqual(
      expect.arrayContaining(['/api/init', '/api/quicktip_cards', '/api/quickbetx_cards']),
    );
    const narrowed = preloadsAt('/?type=1,3').fetches;
    expect(narrowed).toContain('/api/superbet_cards');
    expect(narrowed).not.toContain('/api/quickbetx_cards');
  });

  it("starts a ticket screen's ticket with the page, and nothing for OTP or generated pages", () => {
    expect(preloadsAt('/quickbetx/QBX-101').fetches).toEqual([
      '/api/init',
      '/api/quickbetx_cards/QBX-101',
    ]);
    expect(preloadsAt('/jackpot-swipe/JP%20601').fetches).toContain('/api/jackpot_cards/JP%20601');
    expect(preloadsAt('/quickbetx/tracking/T-OPEN-1').fetches).toContain('/api/tickets/T-OPEN-1');
    expect(preloadsAt('/track/T-WON-1').fetches).toContain('/api/tickets/T-WON-1');
    expect(preloadsAt('/quickbetx/otp').fetches).toEqual(['/api/init']);
    expect(preloadsAt('/smartbet/generated').fetches).toEqual(['/api/init']);
  });
});
