// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { listBrandIds } from '../../scripts/brand/index';
import { buildBrands } from '../../scripts/build/build-brands';
import type { Brand } from '@/types/brand.gen';

const root = path.resolve(import.meta.dirname, '../..');
const out = mkdtempSync(path.join(tmpdir(), 'brands-'));
let ids: string[] = [];
const brands = new Map<string, Brand>();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What identifies a brand: its id and name (as whole words) and the colours no other brand uses. */
function markers(brand: Brand, others: Brand[]): RegExp[] {
  const otherColours = new Set(
    others.flatMap((b) => Object.values(b.theme.colors).map((c) => c.toLowerCase())),
  );
  const own = Object.values(brand.theme.colors)
    .map((c) => c.toLowerCase())
    .filter((c) => !otherColours.has(c));
  const word = (s: string) =>
    new RegExp(`(?<![\\w-])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'i');
  return [word(brand.id), word(brand.name), ...own.map((c) => new RegExp(c, 'i'))];
}

beforeAll(async () => {
  ids = await listBrandIds();
  for (const id of ids) {
    brands.set(
      id,
      JSON.parse(readFileSync(path.join(root, 'brands', `${id}.json`), 'utf8')) as Brand,
    );
  }
  await buildBrands({ ids, outDir: out, appDir: path.join(out, '.app'), log: () => {} });
}, 120_000);

describe('per-brand builds', () => {
  it('builds every brand from one compile', () => {
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids) expect(readdirSync(path.join(out, id))).toContain('index.html');
  });

  it("hold their own config and assets and nothing of any other brand's", () => {
    for (const id of ids) {
      const brand = brands.get(id)!;
      const others = [...brands.values()].filter((b) => b.id !== id);
      const files = filesUnder(path.join(out, id));
      const html = readFileSync(path.join(out, id, 'index.html'), 'utf8');
      expect(html).toContain(`<title>${brand.name}</title>`);
      expect(html).toContain(`"id":"${id}"`);

      const brandFiles = files.filter((f) => f.includes(`${path.sep}brand${path.sep}`));
      expect(brandFiles.length).toBe(Object.keys(brand.assets).length);
      for (const other of others) {
        const patterns = markers(
          other,
          [...brands.values()].filter((b) => b.id !== other.id),
        );
        for (const file of files) {
          // Brotli copies (written by the build) are checked for what they hold once inflated.
          const text = file.endsWith('.br')
            ? brotliDecompressSync(readFileSync(file)).toString('latin1')
            : readFileSync(file, 'latin1');
          for (const re of patterns) {
            expect(re.test(text), `${path.relative(out, file)} holds ${re} of ${other.id}`).toBe(
              false,
            );
          }
        }
        const otherAssets = Object.values(other.assets).map((a) =>
          readFileSync(path.join(root, 'brands', a)),
        );
        for (const f of brandFiles) {
          const bytes = readFileSync(f);
          expect(
            otherAssets.some((a) => a.equals(bytes)),
            `${f} is an asset of ${other.id}`,
          ).toBe(false);
        }
      }
    }
  });

  it('ship no JSON Schema compiler to the browser', () => {
    const js = filesUnder(path.join(out, ids[0]!)).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    for (const f of js) {
      const text = readFileSync(f, 'utf8');
      for (const marker of ['strictSchema', 'ajv', 'json-schema.org']) {
        expect(text.includes(marker), `${path.basename(f)} contains ${marker}`).toBe(false);
      }
    }
  });
});
