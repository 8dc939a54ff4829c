import { catalogueText } from '../api/catalogue-messages';
import { getLanguage } from './language';
import { notifier } from './notifier';

// A screen's code is fetched when the person first goes to it. Cut off then (a phone between cells, a train), the
// import failed and the page said "Something went wrong", and stayed so after the network came back: React.lazy and
// the router keep a failed import's error, so only reloading the page helped (stop 63's walk: the delivery step's
// 继续 pressed offline). Browsers now fetch a failed module again on the next import() (whatwg/html#10327, in
// Chromium, Firefox and WebKit), so the import is asked again here, and the person is told what is happening in the
// words the API client uses for a call without an answer, withdrawn once the screen arrives (decision 145).

/** Waits after a failed fetch while the browser says it is online: a flaky network, a server restarting. */
const ONLINE_RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

const isFetchFailure = (error: unknown) => error instanceof TypeError;

function untilOnline(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
    // Back between the failure and this listener: no event is coming.
    if (navigator.onLine) resolve();
  });
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `load()`, asked again while the network is away (for as long as it is away) and a few times while it is there; a
 * module's own error, or a fetch that keeps failing online (a build replaced under the page: its chunks are gone),
 * rejects as before, and the route's error page offers the reload that fixes it.
 */
export async function retryingImport<T>(load: () => Promise<T>): Promise<T> {
  let notice: string | null = null;
  let onlineRetries = 0;
  for (;;) {
    try {
      const loaded = await load();
      if (notice) notifier.withdraw(notice);
      return loaded;
    } catch (error) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (!isFetchFailure(error) || typeof window === 'undefined') throw error;
      if (!offline && onlineRetries >= ONLINE_RETRY_DELAYS_MS.length) throw error;
      if (!notice) {
        notice = catalogueText('network', getLanguage());
        notifier.closeAll();
        notifier.show('error', notice);
      }
      if (offline) await untilOnline();
      else await pause(ONLINE_RETRY_DELAYS_MS[onlineRetries++]!);
    }
  }
}
