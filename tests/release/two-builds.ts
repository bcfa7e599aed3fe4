// Two builds of every brand (the shared layout), of two versions of the app, to publish one after
// the other: the second's chunks have other names (its code differs by a comment).
import path from 'node:path';
import { readHeadersFile, HEADERS_FILE } from '../../scripts/server/site-policy';
import { readFileSync } from 'node:fs';
import { sharedBuild } from '../support/shared-builds';

/** Brands of different hosts and headers: a bank brand (eurowin) and the default one. */
export const RELEASE_BRANDS = ['demo', 'eurowin'];

export interface TwoBuilds {
  first: string;
  second: string;
}

/**
 * The two builds, made once per test run for every file that publishes them (read only): the
 * first of the app as npm run build compiles it, the second with a banner in every chunk.
 */
export async function buildTwoReleases(): Promise<TwoBuilds> {
  const first = await sharedBuild('release-1', RELEASE_BRANDS);
  const second = await sharedBuild('release-2', RELEASE_BRANDS, {
    build: { rolldownOptions: { output: { postBanner: '/* release 2 */' } } },
  });
  return { first, second };
}

/** The headers a brand's `_headers` gives every path (HSTS aside), as the build wrote them. */
export const builtHeaders = (build: string, id: string) =>
  readHeadersFile(readFileSync(path.join(build, id, HEADERS_FILE), 'utf8'));
