// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LOCALES } from '../../src/lib/languages';

const dir = path.resolve(import.meta.dirname, '../../src/locales');
const read = (lang: string) =>
  JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
const en = read('en');
const translated = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'en.json')
  .map((f) => f.slice(0, -5));

/** The placeholders a message uses ({name}, plurals, tags), which a translation must keep. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
  }
  return out;
}

describe('messages', () => {
  it('en.json is exactly what the code declares (npm run i18n:extract)', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'en.json');
    execFileSync(
      'npx',
      [
        'formatjs',
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        '--out-file',
        out,
        '--format',
        'simple',
      ],
      { cwd: path.resolve(dir, '../..'), stdio: 'pipe' },
    );
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(en);
  });

  it('has texts for every language of the product (none shows English under its flag)', () => {
    const product = Object.keys(LOCALES).filter((l) => l !== DEFAULT_LANGUAGE);
    expect(translated.sort()).toEqual(product.sort());
  });

  it.each(translated)('%s is its own language, not English with a few texts changed', (lang) => {
    const messages = read(lang);
    const asEnglish = Object.keys(en).filter((id) => messages[id] === en[id]);
    // What may read the same: brand and family names, codes, "Error", "Facebook"...
    expect(asEnglish.length, asEnglish.join(', ')).toBeLessThan(Object.keys(en).length / 10);
  });

  it.each(translated)('%s translates every English message, keeping its placeholders', (lang) => {
    const messages = read(lang);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) {
      const theirs = messages[id] ?? '';
      expect(theirs.trim(), `${lang} ${id} is empty`).not.toBe('');
      expect([...argumentsOf(parse(theirs))].sort(), `${lang} ${id}`).toEqual(
        [...argumentsOf(parse(text))].sort(),
      );
    }
  });
});
