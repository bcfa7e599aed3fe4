import { useCallback, useEffect, useState } from 'react';

/**
 * True once `watched` has stayed the same for `limitMs` while `active`. Any change of
 * `watched`, or `restart()`, starts the time again.
 */
export function useNoChange(watched: string | undefined, active: boolean, limitMs: number) {
  const [attempt, setAttempt] = useState(0);
  const [expired, setExpired] = useState<string | null>(null);
  const token = `${attempt}:${watched ?? ''}`;

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setExpired(token), limitMs);
    return () => clearTimeout(timer);
  }, [token, active, limitMs]);

  const restart = useCallback(() => setAttempt((a) => a + 1), []);
  return { stalled: active && expired === token, restart };
}
