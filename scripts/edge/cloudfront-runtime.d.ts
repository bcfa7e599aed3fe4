// CloudFront Functions' own modules (JavaScript runtime 2.0), as cloudfront-function.ts and
// cloudfront-crypto.ts use them.
declare module 'cloudfront' {
  const cf: { kvs(): { get(key: string): Promise<string> } };
  export default cf;
}
