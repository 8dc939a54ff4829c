/**
 * Resolves once the browser has painted what is on screen now: a frame's callback runs just before its paint, and a
 * task queued from it runs after. For work that may wait for the page's first view but should not wait longer (the
 * timer covers a tab in the background, which paints no frames).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}
