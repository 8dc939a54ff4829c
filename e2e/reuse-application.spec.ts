import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { completeDocuments } from './documents-support';
import { addApplicant, chooseVisa, completeFormSteps, startNewApplication, throughDocuments } from './flow-support';
import { onScreen, press } from './screen-support';

// Reusing an earlier application (issue 16 item 6, decision 040): a person who applied for 张伟 once starts a second
// application, adds 张伟 again with the same passport, and on the first form step is offered the earlier answers;
// copied, each step opens with them and is still saved by the person, step by step. The visit is not copied.

const save = (page: Page) => press(page.getByRole('button', { name: '保存并继续' }));
const group = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

test.describe('reusing an earlier application', () => {
  test.setTimeout(600_000);

  test('a second application for an earlier applicant copies their answers, each step still saved by the person', async ({ page, request }) => {
    await startNewApplication(page, request);
    await throughDocuments(page, request);
    await onScreen(page, '个人信息', { where: 'form-steps' });
    // The first application of this person: nothing earlier to offer.
    await expect(page.getByRole('region', { name: '您曾为这位申请人申请过' })).toHaveCount(0);
    await completeFormSteps(page);
    await onScreen(page, '申请人信息');

    // A new application, the same person and passport.
    await page.goto('/apply/visa-type');
    await chooseVisa(page);
    await addApplicant(page, '张伟', '北京市', '本人');
    await page.getByRole('button', { name: '继续', exact: true }).click();
    await onScreen(page, '申请人信息');
    await page.getByRole('button', { name: /^张伟/ }).click();
    await completeDocuments(page);

    await onScreen(page, '个人信息', { where: 'form-steps' });
    const offer = page.getByRole('region', { name: '您曾为这位申请人申请过' });
    await expect(offer).toContainText(/本账号曾为张伟提交过申请（申请编号 A\d+/);
    await expectNoAxeViolations(page, 'personal step with the earlier answers offered (zh)');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('region', { name: 'You have applied for this person before' })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'personal step with the earlier answers offered (en)');
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await expect(group(page, '是否曾使用其他姓名？').getByLabel('否', { exact: true })).not.toBeChecked();
    await press(offer.getByRole('button', { name: '复制上次的回答' }));
    await expect(offer.getByRole('status')).toHaveText('已复制上次的回答。请逐步核对，确认无误后点击“保存并继续”。');
    await expect(group(page, '是否曾使用其他姓名？').getByLabel('否', { exact: true })).toBeChecked();
    await expect(group(page, '是否持有其他护照？').getByLabel('否', { exact: true })).toBeChecked();
    await save(page);

    await onScreen(page, '联系方式', { where: 'form-steps' });
    await expect(page.getByLabel('户籍地址', { exact: true })).toHaveValue('北京市朝阳区建国路1号');
    await expect(page.getByLabel('紧急联系人电话', { exact: true })).toHaveValue('13900139000');
    await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue(/^1\d{10}$/);
    await save(page);

    await onScreen(page, '家庭信息', { where: 'form-steps' });
    await expect(group(page, '婚姻状况').getByLabel('单身', { exact: true })).toBeChecked();
    await save(page);

    await onScreen(page, '教育与职业', { where: 'form-steps' });
    await expect(page.getByLabel('学校名称', { exact: true })).toHaveValue('北京大学');
    await expect(page.getByLabel('职位', { exact: true })).toHaveValue('工程师');
    await save(page);

    // The visit is this trip's own: nothing of the earlier one is copied.
    await onScreen(page, '访问信息', { where: 'form-steps' });
    await expect(page.getByLabel('在韩地址或酒店', { exact: true })).toHaveValue('');
  });
});
