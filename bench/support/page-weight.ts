// How much a page costs a phone before it shows what it is (decision 050, 104): the compressed bytes the browser
// received (the body as it came over the wire, brotli from our server) of every script it asked for before the page's
// heading (`main h1`) showed, with an empty cache. One module for `npm run bench:bundle` and the suite's
// e2e/page-weights.spec.ts, so the bench and the check can never measure two different things.
import type { BrowserContext } from 'playwright-core';

export interface FetchedFile { file: string; bytes: number; encoding: string; beforeHeading: boolean }
export interface PageWeight {
  /** JS received before the heading showed, in bytes: what the budget is about. */
  js: number;
  css: number;
  /** JS fetched after the heading (the rest of the screen). */
  afterJs: number;
  heading: string;
  fetched: FetchedFile[];
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Opens `url` in a new page of `context` (give it a fresh context: an empty cache, as on a first visit), waits for
 * the network to settle and for the heading, and checks that the heading is the page's (`heading`), so that a redirect
 * or an error page is never measured in its place.
 */
export async function measurePageWeight(context: BrowserContext, url: string, heading: RegExp): Promise<PageWeight> {
  const page = await context.newPage();
  try {
    // The heading's moment, on the page's own clock: what was asked for before it is what the page needed to show it.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector('main h1')) {
          (window as unknown as { __headingAt: number }).__headingAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const encodings = new Map<string, string>();
    page.on('response', (response) => encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding'] ?? 'none'));
    // Scripts and styles still on their way: a file is in the page's timeline (with its size) only once it arrived.
    const pending = new Set<unknown>();
    const isCode = (address: string) => /\.(js|css)$/.test(new URL(address).pathname);
    page.on('request', (request) => void (isCode(request.url()) && pending.add(request)));
    page.on('requestfinished', (request) => void pending.delete(request));
    page.on('requestfailed', (request) => void pending.delete(request));
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor();
    // Quiet, or at least no code left to arrive: a page that keeps asking (the pay screen asks for its payment's
    // state) is never quiet for long, and what it asks is not code.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    for (let quietSince = Date.now(); Date.now() - quietSince < 500; await page.waitForTimeout(100)) {
      if (pending.size) quietSince = Date.now();
    }
    const shown = await page.locator('main h1').first().innerText();
    if (!heading.test(shown)) throw new Error(`${url} showed "${shown}", not the page to measure (${heading})`);
    const { headingAt, entries } = await page.evaluate(() => ({
      headingAt: (window as unknown as { __headingAt: number }).__headingAt,
      entries: performance.getEntriesByType('resource').map((entry) => {
        const resource = entry as PerformanceResourceTiming;
        return { name: resource.name, startTime: resource.startTime, encodedBodySize: resource.encodedBodySize };
      }),
    }));
    const fetched = entries
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => {
        const path = new URL(entry.name).pathname;
        return { file: path.replace(/^\//, ''), bytes: entry.encodedBodySize, encoding: encodings.get(path) ?? '?', beforeHeading: entry.startTime <= headingAt };
      })
      .sort((a, b) => b.bytes - a.bytes);
    const sum = (rows: FetchedFile[], ext: string) => rows.filter((row) => row.file.endsWith(ext)).reduce((total, row) => total + row.bytes, 0);
    const before = fetched.filter((row) => row.beforeHeading);
    return { js: sum(before, '.js'), css: sum(before, '.css'), afterJs: sum(fetched, '.js') - sum(before, '.js'), heading: shown, fetched };
  } finally {
    await page.close();
  }
}

/** The line a failure or a report gives a page: its name and address, its bytes and its budget. */
export const weightLine = (name: string, path: string, weight: PageWeight, budgetKb: number) =>
  `${name} (${path}): ${kb(weight.js)} KB of JS received before its heading, budget ${budgetKb} KB`;

/** The line for a page's JS in all, until it settled, and the budget for that. */
export const settledLine = (name: string, path: string, weight: PageWeight, settledKb: number) =>
  `${name} (${path}): ${kb(weight.js + weight.afterJs)} KB of JS received until it settled (${kb(weight.js)} before its heading), budget ${settledKb} KB`;
