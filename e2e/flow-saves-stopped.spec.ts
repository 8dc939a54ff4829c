import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseVisaType, startNewApplication } from './flow-support';
import { onScreen, pressButton } from './screen-support';

// One draft open in two tabs (a phone and a laptop, or two windows): once the other tab has saved a newer version or
// deleted the draft, nothing this tab does can be saved. It says so, keeps its screen in view without taking input,
// and gives the focus to the way on: a reload onto the newer version, or the to-do list for a deleted draft.

test.use({ viewport: { width: 360, height: 740 } });

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

/** On the visa information: a validity and normal handling, then 继续 (whose save the other tab has made stale). */
async function continueWithValidity(page: Page, validity: string) {
  await page.getByLabel(validity, { exact: true }).check();
  await page.getByLabel('普通办理').check();
  await pressButton(page, '继续');
}

/** The status line's message once saving has stopped, and its way on, which has the focus. */
async function stoppedWith(page: Page, message: string, way: Locator) {
  const status = page.getByRole('main').getByRole('status').filter({ hasText: message });
  await expect(status).toBeVisible();
  await expect(status.locator(way)).toBeFocused();
  return status.locator(way);
}

test.describe('a draft changed in another tab', () => {
  test('a newer version elsewhere stops this tab: its screen takes no input and the reload brings the newer one', async ({ page, request, context }) => {
    await startNewApplication(page, request);
    await chooseVisaType(page);
    await onScreen(page, '签证信息');
    await expect(page).toHaveURL(/draft=/);
    await saved(page);
    const other = await context.newPage();
    await other.goto(page.url());
    await onScreen(other, '签证信息');
    await saved(other);

    // This tab moves on and saves; the other still has the older version and saves over it.
    await continueWithValidity(page, '单次（3个月有效，停留90天）');
    await onScreen(page, '添加申请人', { where: 'route.confirmApplicant' });
    await saved(page);
    await continueWithValidity(other, '两次（6个月有效，每次停留90天）');

    const reload = await stoppedWith(other, '该申请已在其他窗口中修改，请刷新页面后继续', other.getByRole('button', { name: '刷新页面' }));
    // The screen is still there to read, but neither a reader nor the keyboard can reach its controls.
    await expect(other.getByRole('heading', { level: 1, name: '添加申请人' })).toBeVisible();
    await expect(other.locator('[inert]').getByRole('button', { name: '继续', exact: true })).toHaveCount(1);
    await other.keyboard.press('Tab');
    expect(await other.evaluate(() => document.activeElement?.closest('[inert]') === null)).toBe(true);

    await reload.click();
    await onScreen(other, '添加申请人', { where: 'route.confirmApplicant' });
    await saved(other);
    await pressButton(other, '返回');
    await onScreen(other, '签证信息');
    await expect(other.getByLabel('单次（3个月有效，停留90天）', { exact: true })).toBeChecked();
    await expect(other.locator('[inert]')).toHaveCount(0);
  });

  test('a draft deleted elsewhere stops this tab and leads to the to-do list', async ({ page, request, context }) => {
    await startNewApplication(page, request);
    await chooseVisaType(page);
    await onScreen(page, '签证信息');
    await saved(page);

    const other = await context.newPage();
    await other.goto('/account/to-do');
    const item = other.getByRole('listitem').filter({ hasText: 'C-3-9' });
    await item.getByRole('button', { name: '删除' }).click();
    await other.getByRole('alertdialog', { name: '删除这份申请？' }).getByRole('button', { name: '确认删除' }).click();
    await expect(other.getByText('没有待办申请。')).toBeVisible();

    await continueWithValidity(page, '单次（3个月有效，停留90天）');
    await stoppedWith(page, '该申请草稿已被删除', page.getByRole('link', { name: '查看待办申请' }));
    await expect(page.locator('[inert]').getByLabel('申请人姓名')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '待办申请' })).toBeVisible();
    await expect(page.getByText('没有待办申请。')).toBeVisible();
  });
});
