// node:crypto's createHash as CloudFront Functions have it (their `crypto` module), for
// site-policy.ts's hashes in the CloudFront Function's bundle (scripts/edge/bundle.ts).
import crypto from 'crypto';

export const createHash = crypto.createHash;
