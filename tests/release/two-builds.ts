// Two builds of every brand (the shared layout), of two versions of the app, to publish one after
// the other: the second's chunks have other names (its code differs by a comment).
import path from 'node:path';
import { buildBrands } from '../../scripts/build/build-brands';
import { readHeadersFile, HEADERS_FILE } from '../../scripts/server/site-policy';
import { readFileSync } from 'node:fs';

/** Brands of different hosts and headers: a bank brand (eurowin) and the default one. */
export const RELEASE_BRANDS = ['demo', 'eurowin'];

export interface TwoBuilds {
  first: string;
  second: string;
}

export async function buildTwoReleases(work: string): Promise<TwoBuilds> {
  const build = (name: string, banner: string) =>
    buildBrands({
      ids: RELEASE_BRANDS,
      outDir: path.join(work, name),
      appDir: path.join(work, `${name}-app`),
      layout: 'shared',
      log: () => {},
      vite: { build: { rolldownOptions: { output: { postBanner: banner } } } },
    });
  await build('first', '/* release 1 */');
  await build('second', '/* release 2 */');
  return { first: path.join(work, 'first'), second: path.join(work, 'second') };
}

/** The headers a brand's `_headers` gives every path (HSTS aside), as the build wrote them. */
export const builtHeaders = (build: string, id: string) =>
  readHeadersFile(readFileSync(path.join(build, id, HEADERS_FILE), 'utf8'));
