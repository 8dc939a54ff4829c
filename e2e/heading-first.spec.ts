import { expect, test, type Page, type Route } from '@playwright/test';
import { startNewApplication } from './flow-support';
import { screenLoaded } from './screen-support';

// The visa type step shows its heading while the flow's host is still on its way (decision 071), in the place the
// step's screen shows it, on a desktop and on a 360 px phone: nothing moves when the screen arrives.

const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Holds the flow host's file (also when the page names it to be fetched early) until `release` is called. */
async function holdTheHost(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Route[] = [];
  await page.route(/\/assets\/flow-route-[\w-]+\.js$/, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { release, held };
}

test.describe('a flow step heading first', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    test(`the visa type step's heading shows before its host, where the screen shows it (${viewport.width} px)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await startNewApplication(page, request);
      await screenLoaded(page);
      const loaded = await pageHeading(page).boundingBox();
      expect(loaded).not.toBeNull();

      const host = await holdTheHost(page);
      await page.reload();
      const busy = page.locator('section[aria-labelledby="page-title"][aria-busy="true"]');
      await expect(busy).toBeVisible();
      await expect(pageHeading(page)).toHaveText('选择签证类型');
      await expect(busy.getByRole('status')).toBeVisible();
      // The host's file was asked for and is being held: what shows is the step loading, not the step.
      await expect.poll(() => host.held.length).toBeGreaterThan(0);
      await expect(page.getByLabel('签证申请中心', { exact: true })).toHaveCount(0);
      const whileLoading = await pageHeading(page).boundingBox();
      expect(whileLoading).toEqual(loaded);
      await expect(page).toHaveTitle(/^选择签证类型/);

      host.release();
      await screenLoaded(page);
      await expect(page.getByLabel('签证申请中心', { exact: true })).toBeVisible();
      expect(await pageHeading(page).boundingBox()).toEqual(loaded);
    });
  }
});
