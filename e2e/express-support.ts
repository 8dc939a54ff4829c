import { expect, type Page } from '@playwright/test';

// The sandbox courier's desk (/dev/express, decision 035) as a tester uses it: on a desk computer of the center's (a
// browser context of its own), the waybill's "Next event" button pressed.

export async function nextCourierEvent(page: Page, expressNo: string) {
  const desk = await page.context().browser()!.newContext({ viewport: { width: 1366, height: 768 } });
  const tab = await desk.newPage();
  try {
    await tab.goto(new URL('/dev/express', page.url()).href);
    await tab.getByRole('button', { name: `Next event: ${expressNo}` }).click();
    await expect(tab.getByRole('status')).toHaveText(`Advanced ${expressNo}.`);
  } finally {
    await desk.close();
  }
}
