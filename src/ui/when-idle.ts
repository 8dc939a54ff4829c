/**
 * Runs `work` once the page has shown and the browser is idle (Safari has no requestIdleCallback: a short timer
 * instead). For code a page will need soon but not to show itself, so it does not compete with what the page shows.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 300);
  return () => clearTimeout(id);
}
