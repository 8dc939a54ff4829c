import { expect, test, type Page } from '@playwright/test';
import { startNewApplication } from './flow-support';
import { onScreen, pressButton } from './screen-support';

// What a person chose or typed on the flow's first screens and has not yet sent comes back after a reload (a phone
// reloading a tab it had put away, a reload pressed by mistake), on the visa type, the visa information and the
// applicant entry; another visit to the address and another tab start from the screen's own defaults
// (decision 072).

const center = (page: Page) => page.getByLabel('签证申请中心', { exact: true });
const purpose = (page: Page) => page.getByLabel('旅游 / 过境');
const visaType = (page: Page) => page.getByLabel('C-3-9 一般旅游/过境');

test.describe('typing kept on the flow screens', () => {
  test('the visa type, visa information and applicant entry come back after a reload, and only there', async ({ page, request, context }) => {
    // The entry state the first save's replace of the address writes, as written: a reload can come at any instant
    // after it, before any render (a clean clone's reload came there once and lost the visa information).
    await page.addInitScript(() => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
        const gainsDraft = url != null && /[?&]draft=/.test(String(url)) && !/[?&]draft=/.test(location.search);
        if (gainsDraft) (window as unknown as { entryBornWith?: string }).entryBornWith = JSON.stringify(state);
        replace(state, unused, url);
      };
    });
    await startNewApplication(page, request);

    // A new application, nothing saved yet: the choices come back after a reload.
    await center(page).selectOption({ label: '上海韩国签证申请中心' });
    await purpose(page).check();
    await visaType(page).check();
    await page.reload();
    await onScreen(page, '选择签证类型');
    await expect(center(page).locator('option:checked')).toHaveText('上海韩国签证申请中心');
    await expect(purpose(page)).toBeChecked();
    await expect(visaType(page)).toBeChecked();

    // Another tab on the same address starts from the defaults.
    const other = await context.newPage();
    await other.goto('/apply/visa-type');
    await onScreen(other, '选择签证类型');
    await expect(purpose(other)).not.toBeChecked();
    await other.close();

    // The first save (held here until the choice is made) adds the draft to the address; the choice made before it
    // still comes back after a reload.
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route('**/api-apply/unprocessed', async (route) => {
      if (route.request().method() === 'POST') await saveHeld;
      await route.fallback();
    });
    await pressButton(page, '继续');
    await onScreen(page, '签证信息');
    await page.getByLabel('单次（3个月有效，停留90天）', { exact: true }).check();
    await page.getByLabel('普通办理').check();
    releaseSave();
    await expect(page).toHaveURL(/\/apply\/visa-information\?draft=[\w-]+/);
    expect(await page.evaluate(() => (window as unknown as { entryBornWith?: string }).entryBornWith)).toContain('visaInformation');
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await page.reload();
    await onScreen(page, '签证信息');
    await expect(page.getByLabel('单次（3个月有效，停留90天）', { exact: true })).toBeChecked();
    await expect(page.getByLabel('普通办理')).toBeChecked();

    await pressButton(page, '继续');
    await onScreen(page, '添加申请人', { where: 'route.confirmApplicant' });
    await page.getByLabel('申请人姓名').fill('周小川');
    await page.getByLabel('家庭成员', { exact: true }).check();
    await page.getByLabel('户籍或居住所在省份').selectOption({ label: '上海市' });
    await page.reload();
    await onScreen(page, '添加申请人', { where: 'route.confirmApplicant' });
    await expect(page.getByLabel('申请人姓名')).toHaveValue('周小川');
    await expect(page.getByLabel('家庭成员', { exact: true })).toBeChecked();
    await expect(page.getByLabel('户籍或居住所在省份').locator('option:checked')).toHaveText('上海市');

    // Added, the entry is the server's: the next entry starts empty, also after a reload.
    await pressButton(page, '添加申请人', { where: 'add.submit' });
    await expect(page.getByRole('region', { name: /本订单的申请人/ }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByLabel('申请人姓名')).toHaveValue('');
    await page.reload();
    await onScreen(page, '添加申请人', { where: 'route.confirmApplicant' });
    await expect(page.getByRole('region', { name: /本订单的申请人/ }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByLabel('申请人姓名')).toHaveValue('');

    // A new visit to the first step is a new application: nothing of this one's typing.
    await page.goto('/apply/visa-type');
    await onScreen(page, '选择签证类型');
    await expect(purpose(page)).not.toBeChecked();
    await expect(visaType(page)).toHaveCount(0);

    // Nothing of it waits in the device's storage for the next person.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('周小川');
  });
});
