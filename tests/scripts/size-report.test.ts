// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenPreloads } from '../../scripts/build/preloads';
import { declaredMessageIds, groupOfModule } from '../../scripts/vite/message-groups';
import { packageOf } from '../../scripts/size/route-sizes';
import { bytesBySource, decodeSegment, UNMAPPED } from '../../scripts/size/source-map';

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

  it('puts the texts of the betslip, which every family screen composes, with the core ones', () => {
    expect(groupOfModule('src/features/betslip/payment-block.tsx')).toBe('core');
  });
});

describe('preloads: computed from the route table, or the build stops', () => {
  it("refuses a build in which a route's screen is not a chunk", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'virtual:messages/en/core': { file: 'assets/core.js' },
    };
    expect(() => screenPreloads(manifest, 'en', { tour: false })).toThrow(
      /route .*: its screen src\/features\/.*-screen\.tsx is not a chunk of the build/,
    );
  });
});
