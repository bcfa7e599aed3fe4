import { realpathSync } from 'node:fs';

/** How long the real folder of a served path is used before looking at the link again, in ms. */
const LOOK_AGAIN_MS = 1000;

/**
 * A folder a build switches (`dist` links to a release folder, scripts/build/release-folder.ts),
 * as the server follows it: its real path, looked up at most once a second. A request is served
 * from one release, whole, and a switch shows within a second; files are cached by their real
 * path, so the releases never mix.
 */
export function followRelease(folder: string): () => string {
  let real = folder;
  let lookedAt = -Infinity;
  return () => {
    const now = Date.now();
    if (now - lookedAt >= LOOK_AGAIN_MS) {
      lookedAt = now;
      try {
        real = realpathSync(folder);
      } catch {
        real = folder;
      }
    }
    return real;
  };
}
