// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteTable, screenForUrl } from '../../scripts/build/route-table';
import { declaredMessageIds, groupOfModule } from '../../scripts/vite/message-groups';
import { packageOf } from '../../scripts/size/route-sizes';
import { bytesBySource, decodeSegment, UNMAPPED } from '../../scripts/size/source-map';

const root = path.resolve(import.meta.dirname, '../..');
const routes = path.join(root, 'src/app/routes.tsx');

describe('source map attribution', () => {
  it('decodes base64 VLQ segments, signs and continuations included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CACD')).toEqual([1, 0, 1, -1]);
    expect(decodeSegment('gBAAA')).toEqual([16, 0, 0, 0]);
  });

  it('gives each source the generated text up to the next mapping', () => {
    // Line 0: "abcdef": a.js owns "abc", b.js owns "de", "f" is unmapped; line 1 is b.js.
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,GCAA,E;AAAA' };
    const owned = bytesBySource('abcdef\nxy', map);
    expect(Object.fromEntries(owned)).toEqual({ 'a.js': 3, 'b.js': 4, [UNMAPPED]: 2 });
  });

  it('names the npm package of a module', () => {
    expect(packageOf('node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('node_modules/@formatjs/intl/index.js')).toBe('@formatjs/intl');
    expect(packageOf('src/app/main.tsx')).toBe('our code (src/)');
  });
});

describe('the screen of a URL, read from src/app/routes.tsx', () => {
  it('finds the lazily loaded screen React Router would render', () => {
    expect(screenForUrl('/', routes, root).module).toBe('src/features/lobby/lobby-screen.tsx');
    expect(screenForUrl('/quickbetx/QBX-101', routes, root)).toMatchObject({
      pattern: '/quickbetx/:id',
      module: 'src/features/ticket-builder/builder-screen.tsx',
    });
  });

  it('follows route helpers and ranks static segments over parameters', () => {
    expect(screenForUrl('/quickbetx/tracking/T-OPEN-1', routes, root)).toMatchObject({
      pattern: '/quickbetx/tracking/:id',
      module: 'src/features/tracking/tracking-screen.tsx',
    });
    expect(screenForUrl('/quickbetx/otp', routes, root).module).toBe(
      'src/features/otp/otp-screen.tsx',
    );
  });

  it('falls back to the catch-all page', () => {
    expect(screenForUrl('/no/such/page', routes, root).module).toBe(
      'src/app/screens/not-found.tsx',
    );
  });
});

describe('message groups: each screen loads its own texts', () => {
  it('finds the ids a file declares, in objects and in JSX', () => {
    const ids = declaredMessageIds(
      'x.tsx',
      `const m = defineMessages({ a: { id: 'a.one', defaultMessage: 'One' } });
       intl.formatMessage({ id: "a.two", defaultMessage: 'Two {n}' }, { n });
       const el = <FormattedMessage id="a.three" defaultMessage="Three" />;
       const notAMessage = { id: 'user-7', name: 'Ann' };`,
    );
    expect(ids).toEqual(['a.one', 'a.two', 'a.three']);
  });

  it('names the group of a module after its feature folder', () => {
    expect(groupOfModule('src/features/ticket-builder/swipe/deck.tsx')).toBe('ticket-builder');
    expect(groupOfModule('src/components/header.tsx')).toBe('core');
  });

  it("every lazily loaded feature screen in routes.tsx asks for its feature's messages", () => {
    const { lazy } = readRouteTable(routes, root);
    expect(lazy.size).toBeGreaterThan(5);
    for (const [component, screen] of lazy) {
      expect(screen.messages, `${component} (${screen.module})`).toBe(groupOfModule(screen.module));
    }
  });
});
