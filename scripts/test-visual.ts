/**
 * npm run test:visual [-- --update] [Playwright options]: the visual checks alone
 * (e2e/visual.spec.ts, every brand's lobby and swipe screen against e2e/visual/baselines/).
 * --update takes the screens that changed as the new baselines (a change of look on purpose);
 * review them (git diff) and commit them.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const update = args.includes('--update');
const { status } = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--project=visual',
    ...(update ? ['--update-snapshots=changed'] : []),
    ...args.filter((a) => a !== '--update'),
  ],
  { stdio: 'inherit' },
);
process.exitCode = status ?? 1;
