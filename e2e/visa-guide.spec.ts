import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { startNewApplication } from './flow-support';
import { onScreen, pressButton } from './screen-support';

// "Which visa do I need" (issue 16 item 5, decision 040): linked from the home page and the visa type step; four
// questions, every one required; the recommendation names a visa type and product of the seeded catalogue with a
// reason per answer, and starts the flow on the visa type step with that choice made.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
const answer = (page: Page, legend: string, choice: string) =>
  page.getByRole('group', { name: legend }).getByLabel(choice, { exact: true }).check();

test.describe('visa guide', () => {
  test.setTimeout(360_000);

  test('recommends a product for a repeat tourist and lands on the visa type step with it chosen', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: '我需要哪种签证？' })).toHaveAttribute('href', '/visa-guide');

    // Opened straight from its address (nothing of the flow loaded before), an empty submit still titles its summary.
    await page.goto('/visa-guide');
    await heading(page, '我需要哪种签证？');
    await page.getByRole('button', { name: '查看推荐' }).click();
    await expect(page.getByRole('alert').getByRole('heading', { name: '请检查以下问题' })).toBeVisible();

    await startNewApplication(page, request);
    await page.getByRole('link', { name: '不确定选哪种签证？回答几个问题获取推荐' }).click();
    await heading(page, '我需要哪种签证？');
    await page.getByRole('button', { name: '查看推荐' }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText(['请选择去韩国的目的', '请选择停留时间', '请选择国籍和居住情况', '请选择近五年是否去过韩国']);
    await expectNoAxeViolations(page, 'visa guide with errors (zh)');

    await answer(page, '您去韩国的主要目的是什么？', '旅游或过境');
    await answer(page, '您打算在韩国停留多久？', '90天及以下');
    await answer(page, '您的国籍和居住情况是？', '中国公民');
    await answer(page, '近五年您是否去过韩国？', '去过');
    await page.getByRole('button', { name: '查看推荐' }).click();
    const result = page.getByRole('region', { name: '推荐的签证' });
    await expect(result).toContainText('C-3-9 一般旅游/过境');
    await expect(result).toContainText('推荐办理类型：多次（5年有效，每次停留30天）');
    await expect(result.getByRole('listitem')).toHaveCount(4);
    await expect(result.getByRole('listitem').last()).toContainText('近五年有赴韩记录的申请人可申请多次往返签证');
    await expectNoAxeViolations(page, 'visa guide with a recommendation (zh)');

    // The answers live in the address: the English page shows the same recommendation.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('region', { name: 'Recommended visa' })).toContainText('C-3-9 Tourism / transit', { timeout: 30_000 });
    await expectNoAxeViolations(page, 'visa guide with a recommendation (en)');
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await page.getByRole('link', { name: '按此选择开始申请' }).click();
    await onScreen(page, '选择签证类型');
    await expect(page.getByLabel('旅游 / 过境')).toBeChecked();
    await expect(page.getByLabel('C-3-9 一般旅游/过境')).toBeChecked();
  });

  // Issue 38 item 6 (decision 086): the recommended product reaches the product step, chosen.
  test('the flow\'s product step starts with the product the guide recommended', async ({ page, request }) => {
    await startNewApplication(page, request);
    await page.goto('/visa-guide?purpose=tourism&stay=le90&nationality=chinese&visits=before');
    await expect(page.getByRole('region', { name: '推荐的签证' })).toContainText('推荐办理类型：多次（5年有效，每次停留30天）', { timeout: 30_000 });
    await page.getByRole('link', { name: '按此选择开始申请' }).click();
    await onScreen(page, '选择签证类型');
    await expect(page.getByLabel('C-3-9 一般旅游/过境')).toBeChecked();
    await page.getByLabel('签证申请中心', { exact: true }).selectOption({ label: '北京韩国签证申请中心' });
    await pressButton(page, '继续');
    await onScreen(page, '签证信息');
    await expect(page.getByLabel('多次（5年有效，每次停留30天）', { exact: true })).toBeChecked();
    await expect(page.getByLabel('单次（3个月有效，停留90天）', { exact: true })).not.toBeChecked();
  });

  test('a long stay with family points to the F-1 visa', async ({ page }) => {
    await page.goto('/visa-guide?purpose=family&stay=gt90&nationality=foreignResident&visits=never');
    await heading(page, '我需要哪种签证？');
    const result = page.getByRole('region', { name: '推荐的签证' });
    await expect(result).toContainText('F-1');
    await expect(result).toContainText('需提供有效的居留许可');
    await expect(page.getByRole('group', { name: '您打算在韩国停留多久？' }).getByLabel('超过90天')).toBeChecked();
  });
});
