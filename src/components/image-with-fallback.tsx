import { useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  /** Shown when `src` is missing or fails to load. */
  fallback: string;
};

/**
 * An image that swaps to `fallback` once when its source is missing or fails. Its markup names
 * the fallback (`data-fallback`) for the page's guard script (src/boot/guard.ts), which
 * makes the same swap in the server's first screen, before the app's code has arrived.
 */
export function ImageWithFallback({ src, fallback, alt, ...rest }: Props) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const current = !src || failed === src ? fallback : src;
  return (
    <img
      {...rest}
      alt={alt}
      src={current}
      data-fallback={fallback}
      onError={() => {
        if (current !== fallback) setFailed(src);
      }}
    />
  );
}
