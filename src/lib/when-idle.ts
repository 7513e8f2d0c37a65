/**
 * Runs `task` when the browser has nothing else to do — after the first paint of what is on screen — and at the
 * latest after `timeout` ms; where the browser cannot say (Safari), on the next turn. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
