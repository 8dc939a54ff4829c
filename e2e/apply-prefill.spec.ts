import { expect, test, type Page } from '@playwright/test';
import { createUser, logInThroughPage, uniqueEmail, watchCaptcha } from './account-support';
import { formStepAnswers, throughDocuments } from './flow-support';

// What the portal already knows comes into the form steps by itself (issue 12 item 11): the account holder's own
// mobile and e-mail, the purpose of entry of the chosen visa type (C-3-9: tourism), and the days of stay from the
// dates, which stay editable. And the stay address searched in Chinese, Hangul or romanised (item 13) is still a
// free-text field when the search knows no such place.

const answer = (page: Page, legend: string, choice: string) => page.getByRole('group', { name: legend, exact: true }).getByLabel(choice, { exact: true }).check();
const saveAndContinue = (page: Page) => page.getByRole('button', { name: '保存并继续' }).click();
async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/[?&]draft=[\w-]+/);
  await expect(page.getByRole('status').filter({ hasText: /已保存|Saved/ })).toBeVisible();
}

test.describe('prefilled form steps', () => {
  test.setTimeout(300_000);
  test('the account holder\'s contact, the visa type\'s purpose and the days from the dates; a free-text stay address', async ({ page, request }) => {
    const email = uniqueEmail();
    const user = await createUser(request, { email });
    const captcha = watchCaptcha(page);
    await page.goto('/login?returnTo=%2Fapply%2Fvisa-type');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);

    await throughDocuments(page, request);

    await heading(page, '个人信息');
    await formStepAnswers.personal(page);
    await saveAndContinue(page);

    await test.step('本人: the mobile and e-mail of the account', async () => {
      await heading(page, '联系方式');
      await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue(user.mobile);
      await expect(page.getByLabel('电子邮箱', { exact: true })).toHaveValue(email);
      await expect(page.getByText('部分内容已根据您的证件、所选签证、账户信息或同行申请人填写，请核对。')).toBeVisible();
      await formStepAnswers.contact(page);
      await saveAndContinue(page);
    });

    await heading(page, '家庭信息');
    await formStepAnswers.family(page);
    await saveAndContinue(page);
    await heading(page, '教育与职业');
    await formStepAnswers.educationJob(page);
    await saveAndContinue(page);

    await test.step('the purpose of entry of the chosen visa type (C-3-9)', async () => {
      await heading(page, '访问信息');
      await expect(page.getByLabel('入境目的', { exact: true }).locator('option:checked')).toHaveText('旅游、过境');
    });

    const days = page.getByLabel('停留天数', { exact: true });
    await test.step('the days of stay from the dates, counting both; typed days stay until a date changes', async () => {
      await answer(page, '停留期限', '90天及以下');
      await expect(days).toHaveValue('');
      await page.getByLabel('预计入境日期', { exact: true }).fill('2027-03-01');
      await expect(days).toHaveValue('');
      await page.getByLabel('预计出境日期', { exact: true }).fill('2027-03-08');
      await expect(days).toHaveValue('8');
      await days.fill('10');
      await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('applyForm.typed') && localStorage.getItem(key)!.includes('"days":"10"')));
      // Typed and kept over a reload: not computed over.
      await page.reload();
      await heading(page, '访问信息');
      await expect(days).toHaveValue('10');
      await page.getByLabel('预计出境日期', { exact: true }).fill('2027-03-15');
      await expect(days).toHaveValue('15');
    });

    await test.step('the stay address: 明洞 found in any script, an unknown place typed as free text', async () => {
      const search = page.getByLabel('搜索在韩地址或酒店（可选）', { exact: true });
      await search.fill('명동');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await expect(page.getByRole('button', { name: /^Lotte Hotel Seoul,/ })).toBeVisible();
      await search.fill('Nowhere-dong 999');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await expect(page.getByText('未找到匹配的地址，请直接在上方填写。')).toBeVisible();
      const address = page.getByLabel('在韩地址或酒店', { exact: true });
      await address.fill('首尔市麻浦区 朋友家 Nowhere-dong 999');
      await expect(address).toHaveValue('首尔市麻浦区 朋友家 Nowhere-dong 999');
    });

    await answer(page, '是否有家属同行？', '否');
    await answer(page, '近五年是否到访过韩国？', '否');
    await answer(page, '近五年是否到访过其他国家？', '否');
    await answer(page, '是否有家属在韩国？', '否');
    await saveAndContinue(page);
    // Saved as shown: the computed days and the typed address pass the visit step's checks.
    await heading(page, '邀请、费用与协助');
  });
});
