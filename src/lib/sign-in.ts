/**
 * The operator's sign-in address with the address to come back to (docs/compliance.md#who-may-stake):
 * the brand's compliance.signIn, its `{return}` replaced by `returnTo` encoded, or a `return=`
 * query added where it has no `{return}`. The sign-in sends the player back there with `?token=`.
 */
export function signInHref(template: string, returnTo: string): string {
  const encoded = encodeURIComponent(returnTo);
  if (template.includes('{return}')) return template.replaceAll('{return}', encoded);
  const [path, hash] = template.split('#', 2) as [string, string | undefined];
  const joined = `${path}${path.includes('?') ? '&' : '?'}return=${encoded}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The page to come back to from the sign-in: this one as it is, without a token it carried. */
export function returnAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return url.href;
}
