import { expect, request as apiRequest, test } from '@playwright/test';
import { pageBudgets, pagesNamed } from '../bench/page-budgets';
import { pageMaker } from '../bench/support/made-pages';
import { measurePageWeight, settledLine, weightLine } from '../bench/support/page-weight';

// Issue 37 item 2 (decision 104): the bytes of JS a phone receives before each kind of page shows its heading are the
// same for every run of one build, so the suite checks them, on the build `npm test` made and the journeys' server.
// Every page of bench/page-budgets.ts (the table `npm run bench:bundle` measures) is opened in a fresh context (an
// empty cache) of the one browser and measured by the bench's own code; a page over its budget fails by name, with its
// bytes and its budget. PAGES_ONLY=<names or paths> narrows a run while working on a few pages.

const pages = pagesNamed(process.env.PAGES_ONLY);

test.describe('every kind of page within its budgets of JS, before its heading and until it settled', () => {
  // The made pages walk the flow up to their step (the pay step: an order, signed and with its delivery) first.
  test.setTimeout(240_000);

  let make: ReturnType<typeof pageMaker> | undefined;
  let dispose: (() => Promise<void>) | undefined;
  test.beforeAll(async ({ browser, baseURL }) => {
    // One connection per call: this context lives for the whole file, and a kept-alive connection reused just as the
    // server closed it for idleness hung up a walk's call once (ECONNRESET).
    const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { connection: 'close' } });
    make = pageMaker({ browser, request: api, baseUrl: baseURL! });
    dispose = () => api.dispose();
  });
  test.afterAll(async () => dispose?.());

  test('the table names each page once', () => {
    expect(new Set(pageBudgets.map((page) => page.name)).size).toBe(pageBudgets.length);
    expect(pages.length).toBeGreaterThan(0);
  });

  for (const target of pages) {
    test(`${target.name} (${target.path}) ≤ ${target.budgetKb} KB, ≤ ${target.settledKb} KB in all`, async ({ browser, baseURL }) => {
      const made = target.made ? await make!(target.made, target.path) : undefined;
      const path = made?.path ?? target.path;
      const context = await browser.newContext({ locale: 'zh-CN', storageState: made?.storageState });
      try {
        const weight = await measurePageWeight(context, baseURL + path, target.heading);
        test.info().annotations.push({ type: 'weight', description: weightLine(target.name, path, weight, target.budgetKb) });
        test.info().annotations.push({ type: 'settled weight', description: settledLine(target.name, path, weight, target.settledKb) });
        expect.soft(weight.js, `${weightLine(target.name, path, weight, target.budgetKb)}: over by ${((weight.js / 1024) - target.budgetKb).toFixed(1)} KB`)
          .toBeLessThanOrEqual(target.budgetKb * 1024);
        const all = weight.js + weight.afterJs;
        expect(all, `${settledLine(target.name, path, weight, target.settledKb)}: over by ${((all / 1024) - target.settledKb).toFixed(1)} KB`)
          .toBeLessThanOrEqual(target.settledKb * 1024);
      } finally {
        await context.close();
      }
    });
  }
});
