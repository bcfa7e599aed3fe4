/**
 * npm run brand:gallery [-- id ...]: every brand's screens side by side in gallery/index.html
 * (all brands by default): built as the release build is, served with the demo API, captured in
 * Chromium on a phone (scripts/gallery/). For review, not a test. Ctrl-C leaves the last gallery
 * as it was. (package.json runs it with `node --import tsx`, not the tsx command, whose parent
 * process kills a child that takes over 30 ms to acknowledge a Ctrl-C: there would be no clean-up.)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BrandError, listBrandIds } from './brand/index';
import { ROOT } from './build/stamp';
import { makeGallery } from './gallery/make-gallery';

const tty = process.stdout.isTTY;
const abort = new AbortController();
const stop = () => {
  // One stop is enough (a terminal's Ctrl-C may arrive twice: directly and through npm); the
  // run then closes the browser and removes what it wrote, which takes a moment.
  if (abort.signal.aborted) return;
  console.log('\nStopping: the last gallery stays as it was...');
  abort.abort(new Error('interrupted'));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const ids = positionals.length ? positionals : await listBrandIds();
  const report = await makeGallery({
    ids,
    signal: abort.signal,
    progress: (line) => {
      if (tty) process.stdout.write(`\r\x1b[2K${line}`);
      else console.log(line);
    },
  });
  if (tty) process.stdout.write('\r\x1b[2K');
  const page = path.join(path.relative(ROOT, report.dest) || '.', 'index.html');
  console.log(
    `${report.rows.length} brands, ${report.captures} screens in ${(report.ms / 1000).toFixed(0)} s: open ${page}`,
  );
  for (const row of report.rows) {
    for (const f of row.failed)
      console.error(`  ${row.brand.id}: ${f.title} not captured: ${f.error}`);
  }
  process.exitCode = report.failures ? 1 : 0;
} catch (error) {
  if (abort.signal.aborted) {
    console.log('Stopped: nothing was written.');
    process.exitCode = 130;
  } else if (error instanceof BrandError) {
    console.error(`The brand files have problems:\n${error.message}`);
    process.exitCode = 1;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
