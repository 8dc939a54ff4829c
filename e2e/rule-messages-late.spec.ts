import { expect, test, type Page } from '@playwright/test';
import { chooseVisaType, startNewApplication } from './flow-support';
import { onScreen, pressButton } from './screen-support';

// The flow's rule messages arrive after a step has shown (flow-route.tsx asks for them when the browser is idle). A
// check made before they are here must still end in texts, never in the rules' keys: the visa type's check waits for
// them, and any other form's error summary shows the texts once they arrive.

const summaryLinks = (page: Page) => page.getByRole('alert').filter({ hasText: '请检查以下问题' }).getByRole('link');

/** Holds the flow's message catalogue until the returned function is called. */
async function holdFlowMessages(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/assets\/rules~flow-messages-[\w-]+\.js$/;
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}

test('an empty check before the flow\'s messages arrive ends in their texts', async ({ page, request }) => {
  const release = await holdFlowMessages(page);
  await startNewApplication(page, request);
  await pressButton(page, '继续');
  await page.waitForTimeout(500);
  await expect(page.getByText(/required\./)).toHaveCount(0);
  await release();
  await expect(summaryLinks(page)).toHaveText(['请选择签证中心', '请选择访问目的', '请选择签证类型']);

  await chooseVisaType(page);
  await onScreen(page, '签证信息');
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  // Reloaded with the messages held again, the visa information's summary shows the texts once they are here.
  const releaseAgain = await holdFlowMessages(page);
  await page.reload();
  await onScreen(page, '签证信息');
  await pressButton(page, '继续');
  await expect(summaryLinks(page)).toHaveCount(2);
  await releaseAgain();
  await expect(summaryLinks(page)).toHaveText(['请选择有效期', '请选择普通或加急办理']);
});
