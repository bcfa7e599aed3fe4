import { useEffect, useState } from 'react';

/**
 * False until the browser has drawn the frame the component first rendered in, then true: for
 * what can wait until the screen shows (its code fetched and run after, not before, the paint).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame's callbacks run before it is drawn: the task after them runs once it is.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
