import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The unit tests' temporary files (servers' sites, brand fixtures, builds) go into one folder of
 * this run, removed when the run ends: the machine's temporary folder does not fill up run after
 * run. os.tmpdir() reads TMPDIR, which the test workers inherit.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'betdeck-tests-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
