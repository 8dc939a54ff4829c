import { expect, test, type Page } from '@playwright/test';
import { startNewApplication } from './flow-support';

// Issue 12 item 7: no page of the portal scrolls sideways on a 360 px phone. A phone browser widens its layout
// viewport to fit content that overflows, so both are checked: the viewport stays 360 and nothing is wider.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function fitsThePhone(page: Page, what: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(innerWidth, `${what}: layout viewport`).toBe(360);
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(360);
}

test('the public pages and the first step of the flow fit a 360 px phone', async ({ page, request }) => {
  for (const path of ['/', '/login', '/register', '/news', '/faq', '/centers', '/progress', '/reservation', '/laws', '/travel', '/useful-links', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The home page's lists arrive after the heading: wait for the page to settle before measuring.
    await page.waitForLoadState('networkidle');
    await fitsThePhone(page, path);
  }
  await startNewApplication(page, request);
  await fitsThePhone(page, 'the visa type step');
});
