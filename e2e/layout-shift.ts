import type { Page } from '@playwright/test';

/**
 * How far the page moved by itself since it was opened (the layout shifts no input caused, summed as Lighthouse's
 * cumulative layout shift counts them), read once what it shows has settled.
 */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
      resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
    }).observe({ type: 'layout-shift', buffered: true });
    // No entry at all is no shift: the observer is called only with entries.
    setTimeout(() => resolve(0), 500);
  }));
}

/** Lighthouse's phone: the size a page is opened at to see whether it moves. */
export const lighthousePhone = { width: 412, height: 823 } as const;
