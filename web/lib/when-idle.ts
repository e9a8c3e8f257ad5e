/**
 * Work that must never compete with the page (issue 37's idle prefetch, issue 36's page-view
 * beacon) waits for the browser to be idle.
 */

/** How long the browser may stay busy before an idle callback runs anyway. */
const idleTimeoutMs = 2000;

/** Runs `then` when the browser is next idle (after a timeout at the latest); answers a cancel. */
export function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 0);
  return () => clearTimeout(id);
}
