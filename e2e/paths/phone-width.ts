// Issue 12 item 7: no screen of the flow may scroll sideways on a phone. The paths run at the desktop size their
// page model was written for; each screen state they land on is measured once more at a phone's width, then the
// page goes back to its size. A desktop context at 390 px is the stricter check: a mobile one would zoom the
// layout viewport out to fit an overflowing page and report the wider innerWidth.
import { expect, type Page } from '@playwright/test';
import { record } from './run-state';

export const phoneViewport = { width: 390, height: 844 };

export async function checkWidthAtPhone(page: Page, id: string) {
  const previous = page.viewportSize();
  await page.setViewportSize(phoneViewport);
  try {
    // Two frames: the resize's layout has run and any size-driven re-render (the signature pad) has painted. Headless
    // Chromium now and then produces no frame after a resize (a CI run waited 8 minutes here for one): after 500 ms the
    // page is measured anyway — reading scrollWidth lays it out — and a size-driven re-render has had its turn.
    const { scrollWidth, innerWidth } = await page.evaluate(() => new Promise<{ scrollWidth: number; innerWidth: number }>((resolve) => {
      const measure = () => resolve({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth });
      requestAnimationFrame(() => requestAnimationFrame(measure));
      setTimeout(measure, 500);
    }));
    record({ kind: 'width', id, scrollWidth, innerWidth });
    expect(scrollWidth, `${id}: the page is wider than a ${phoneViewport.width} px phone`).toBeLessThanOrEqual(innerWidth);
  } finally {
    if (previous) await page.setViewportSize(previous);
  }
}
