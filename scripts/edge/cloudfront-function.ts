// The CloudFront Function's code (docs/releasing.md#the-edge-worker): bundled into one script by
// `npm run edge:cloudfront` (scripts/edge/bundle.ts), whose `handler` CloudFront calls.
import cf from 'cloudfront';
import { cloudfrontHandler, type CloudFrontEvent } from './cloudfront';

const kvs = cf.kvs();

export function handler(event: CloudFrontEvent) {
  return cloudfrontHandler(event, kvs);
}
