import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a screen of the app, opened in place by the router (a click with a modifier key, or
 * with another target, is the browser's). React Router's own <Link> brings its prefetching and
 * framework-mode parts, which the app uses none of, into every first load (3.3 KB gzipped).
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const open = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) open(event);
      }}
    />
  );
}
