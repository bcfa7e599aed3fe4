// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTL_FORMATTERS } from '../../scripts/vite/lean-libraries';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** What react-intl and @formatjs/intl format with: `intl.formatX(` and their <FormattedX>. */
const FORMATTERS = [
  'formatNumber',
  'formatNumberToParts',
  'formatDuration',
  'formatDurationToParts',
  'formatRelativeTime',
  'formatDate',
  'formatDateToParts',
  'formatTime',
  'formatDateTimeRange',
  'formatTimeToParts',
  'formatPlural',
  'formatMessage',
  'formatList',
  'formatListToParts',
  'formatDisplayName',
];

// The build keeps only INTL_FORMATTERS of the `intl` object (scripts/vite/lean-libraries.ts),
// so a screen that formats with another would work in the tests and `npm run dev` and fail in a
// player's browser.
describe("the app's use of react-intl", () => {
  it('formats with no formatter the build leaves out', () => {
    const kept = new Set<string>(INTL_FORMATTERS);
    const used = new Map<string, string>();
    for (const file of sources(SRC)) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/\.(format[A-Za-z]+)\(|<Formatted([A-Za-z]+)\b/g)) {
        const name = m[1] ?? `format${m[2]!}`;
        if (FORMATTERS.includes(name)) used.set(name, path.relative(SRC, file));
      }
      // Bound or destructured ({ formatList } = intl) use is found by name too.
      for (const name of FORMATTERS) {
        if (new RegExp(`\\{[^}]*\\b${name}\\b[^}]*\\}\\s*=\\s*(useIntl\\(\\)|intl)`).test(code)) {
          used.set(name, path.relative(SRC, file));
        }
      }
    }
    expect([...used].filter(([name]) => !kept.has(name))).toEqual([]);
    // The scan finds what it looks for: the app formats its texts and numbers this way.
    expect(used.has('formatMessage')).toBe(true);
    expect(used.has('formatNumber')).toBe(true);
  });
});
