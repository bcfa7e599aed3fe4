/**
 * The brand the browser tests make: demo's file and images, with
 * - every text a brand file puts on the page replaced by markup that would run a script if it
 *   were ever parsed as HTML. A brand file passes brand:check with such texts (they are only
 *   strings), so the page must show them as text, and the content security policy must refuse
 *   them if a bug ever parsed them;
 * - a partner's origin allowed to show it in an iframe (embedOrigins), which demo does not list.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '../../src/types/brand.gen';
import { FIXTURE_BRAND, PARTNER } from './brands';

/** Markup whose event handler sets window.__pw to `tag` when parsed (at most 40 characters). */
export const payload = (tag: string) => `<img src=x onerror=__pw=${JSON.stringify(tag)}>`;
/** The same within a card title's 24 characters. */
export const shortPayload = (tag: string) => `<img src onerror=__pw=${tag}>`;

/** The brand's texts, by the field they are in. */
export const FIXTURE_TEXTS = {
  name: payload('name'),
  description: `${payload('description')}</title></head><script>__pw='description'</script>`,
  smartbetTitle: shortPayload('1'),
} as const;

/**
 * Writes brands/fixture.json and its images into a root of their own, under the repository's
 * .cache/ (written afresh by each start of the browser tests' server); returns that root.
 */
export async function writeFixtureBrand(root: string): Promise<string> {
  const dir = path.join(root, '.cache', 'e2e-fixture-brand');
  await rm(dir, { recursive: true, force: true });
  const brands = path.join(dir, 'brands');
  const { id } = FIXTURE_BRAND;
  await mkdir(brands, { recursive: true });
  await cp(path.join(root, 'brands', 'demo'), path.join(brands, id), { recursive: true });
  const demo = JSON.parse(await readFile(path.join(root, 'brands', 'demo.json'), 'utf8')) as Brand;
  const brand: Brand = {
    ...demo,
    $schema: path.join(root, 'schemas', 'brand.schema.json'),
    id,
    name: FIXTURE_TEXTS.name,
    description: FIXTURE_TEXTS.description,
    hosts: [],
    embedOrigins: [PARTNER.origin],
    cardTitles: { ...demo.cardTitles, smartbet: FIXTURE_TEXTS.smartbetTitle },
    assets: Object.fromEntries(
      Object.entries(demo.assets).map(([k, v]) => [k, v.replace(/^demo\//, `${id}/`)]),
    ) as Brand['assets'],
  };
  await writeFile(path.join(brands, `${id}.json`), JSON.stringify(brand, null, 2));
  return dir;
}
