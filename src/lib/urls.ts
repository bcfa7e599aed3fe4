/** A ticket link with the affiliate tag appended, URL-encoded (or the link as is). */
export function withAtag(path: string, atag: string | null | undefined): string {
  if (!atag) return path;
  return `${path}${path.includes('?') ? '&' : '?'}atag=${encodeURIComponent(atag)}`;
}
