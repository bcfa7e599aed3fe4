/**
 * npm run release -- <publish|verify|rollback|prune|status> --to <folder | s3://bucket/prefix>
 * Publishes every brand to a folder served by nginx or to an S3-compatible bucket behind a CDN,
 * and verifies, rolls back and prunes its releases (scripts/release/, docs/releasing.md).
 */
import { runRelease } from './release/cli';

process.exit(await runRelease(process.argv.slice(2)));
