/**
 * Runs `run` once the browser is idle, or after `timeoutMs` at the latest. Where there is no
 * requestIdleCallback (Safari, so every iPhone) it runs after `fallbackMs`. Answers a function
 * that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const id = window.setTimeout(run, fallbackMs);
    return () => window.clearTimeout(id);
  }
  const id = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(id);
}
