/**
 * npm run bench:size: builds the default brand and prints, for the lobby, the swipe screen and
 * tracking, the gzipped JavaScript and CSS each loads before its first render, against the
 * budgets of docs/performance.md (gzipped bytes, and scripts), and the modules that weigh most. Exit code 1 when a budget is exceeded.
 */
import {
  buildForSize,
  formatScreen,
  measureScreen,
  SCREEN_BUDGETS,
  scripts,
} from '../size/route-sizes';

const top = Number(process.env.TOP ?? 12);
const build = await buildForSize(process.env.BRAND ?? 'demo');
try {
  let over = false;
  console.log(
    `brand ${process.env.BRAND ?? 'demo'}, language ${build.language}; 1 KB = 1000 bytes\n`,
  );
  for (const budget of SCREEN_BUDGETS) {
    const size = measureScreen(build, budget);
    over ||= size.js.gzip > budget.maxJsGzip || scripts(size) > budget.maxScripts;
    console.log(`${formatScreen(size, top)}\n`);
  }
  process.exitCode = over ? 1 : 0;
} finally {
  await build.cleanup();
}
