import { expect, test } from '@playwright/test';
import { startNewApplication } from './flow-support';
import { fitsThePhone } from './phone-support';

// Issue 12 item 7: no page of the portal scrolls sideways on a 360 px phone.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

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
