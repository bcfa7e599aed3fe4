/** Runs `run` once the page has loaded (its load event) and the browser is idle. */
export function afterLoadWhenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => run()) : setTimeout(run);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
