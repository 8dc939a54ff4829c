import { whenIdle } from './when-idle';

/**
 * Resolves once the browser has painted what is on screen now: a frame's callback runs just before its paint, and a
 * task queued from it runs after. For work that may wait for the page's first view but should not wait longer (the
 * timer covers a tab in the background, which paints no frames). Resolves with the frame's time.
 */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    const fallback = setTimeout(() => resolve(performance.now()), 100);
    requestAnimationFrame((frameTime) => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve(frameTime);
      }, 0);
    });
  });
}

// The browser reports a page's largest paint only until the person first taps or types.
let inputSeen = false;
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, () => { inputSeen = true; }, { capture: true, once: true, passive: true });
}

const largestPaintReported = (): boolean =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/**
 * As afterNextPaint, and, on a page's first view, until that paint is on the screen: the main thread is done with a
 * frame well before the compositor shows it (tens of milliseconds on a phone), and a screen's code asked for in between
 * shares the network with the view it waits behind (decision 131). The view is on the screen when the browser reports
 * it as the page's largest paint so far; a view that is not the largest waits at most 100 ms more, and once the person
 * has tapped or typed (the browser stops reporting) it waits for the paint only.
 */
export async function afterPresented(): Promise<void> {
  const frameTime = await afterNextPaint();
  if (inputSeen || !largestPaintReported()) return;
  await new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= frameTime)) done();
    });
    const fallback = setTimeout(() => done(), 100);
    function done() {
      clearTimeout(fallback);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Runs `work` when the browser is idle after the page's own content (in its `main`) was first shown as its largest
 * paint, after the person's first tap or key, or after `atMost` ms, whichever comes first. For code a page keeps
 * for later (the session's watcher counts minutes): asked for before that, it shares a phone's network with the
 * view. Returns a cancel.
 */
export function whenPageContentShown(work: () => void, atMost = 3_000): () => void {
  let cancelIdle: (() => void) | null = null;
  if (inputSeen || !largestPaintReported()) {
    cancelIdle = whenIdle(work);
    return () => cancelIdle?.();
  }
  const go = () => {
    if (cancelIdle) return;
    stopWatching();
    cancelIdle = whenIdle(work);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element?.closest('main'))) go();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setTimeout(go, atMost);
  const inputs = ['pointerdown', 'keydown'] as const;
  for (const type of inputs) window.addEventListener(type, go, { capture: true, passive: true });
  function stopWatching() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, go, { capture: true });
  }
  return () => {
    stopWatching();
    cancelIdle?.();
    cancelIdle = () => undefined;
  };
}
