import { expect, type Page } from '@playwright/test';

// A phone browser widens its layout viewport to fit content that overflows, so both are checked: the viewport stays
// as wide as the phone and nothing on the page is wider.

/** The page does not scroll sideways at the context's viewport width. */
export async function fitsThePhone(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(innerWidth, `${what}: layout viewport`).toBe(width);
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(width);
}
