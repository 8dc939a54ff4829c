import { expect, test, type Page } from '@playwright/test';
import { createUser, logInThroughPage, watchCaptcha } from './account-support';
import { throughDocuments } from './flow-support';

// The six form steps of one applicant, on the real server, reached through the visa choice and applicants screens,
// with the documents saved through the API as their screens save them (their own journeys walk those screens).

const group = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });
const answer = async (page: Page, legend: string, choice: string) => group(page, legend).getByLabel(choice, { exact: true }).check();
const saveAndContinue = (page: Page) => page.getByRole('button', { name: '保存并继续' }).click();
// The host may still settle the address (and remount the screen) just after a step shows: wait for the
// step's address and the draft's save before acting on it.
async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/[?&]draft=[\w-]+/);
  await expect(page.getByRole('status').filter({ hasText: /已保存|Saved/ })).toBeVisible();
}


test.describe('the form steps of one applicant', () => {
  test.setTimeout(300_000);
  test('error summaries, follow-up fields, reload in the middle of a step, back, and a ready applicant', async ({ page, request }) => {
    const user = await createUser(request);
    const captcha = watchCaptcha(page);
    await page.goto('/login?returnTo=%2Fapply%2Fvisa-type');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);

    await throughDocuments(page, request);

    // Personal: an empty submit lists every question, each a link to its field.
    await heading(page, '个人信息');
    await expect(page.getByText('第 1 步，共 6 步')).toBeVisible();
    await expect(page.getByText('申请人：张伟')).toBeVisible();
    await saveAndContinue(page);
    const summary = page.getByRole('alert').filter({ hasText: '请检查以下问题' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['请选择是否使用过其他姓名', '请选择是否拥有其他国籍', '请选择是否持有其他护照']);
    await summary.getByRole('link', { name: '请选择是否拥有其他国籍' }).click();
    await expect(group(page, '是否拥有其他国籍？').getByLabel('是', { exact: true })).toBeFocused();

    await answer(page, '是否曾使用其他姓名？', '是');
    await expect(page.getByLabel('曾用姓', { exact: true })).toBeVisible();
    await saveAndContinue(page);
    await expect(summary.getByRole('link', { name: '请输入曾用姓' })).toBeVisible();
    await expect(page.getByText('请输入曾用名').nth(1)).toBeVisible();
    await page.getByLabel('曾用姓', { exact: true }).fill('王');
    await page.getByLabel('曾用名', { exact: true }).fill('小三');
    await answer(page, '是否拥有其他国籍？', '否');
    await answer(page, '是否持有其他护照？', '否');
    await saveAndContinue(page);

    // Contact: digits only in phones, the landline optional, and nothing typed lost on a reload.
    await heading(page, '联系方式');
    // The next step (a new `?step=`, the same address) takes the focus to the page's content, as a new address does.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByText('第 2 步，共 6 步')).toBeVisible();
    await expect(page.getByText(/固定电话\s*（选填）/)).toBeVisible();
    // The ID card already said where the applicant lives.
    await expect(page.getByLabel('户籍地址', { exact: true })).toHaveValue('北京市朝阳区建国路1号');
    await page.getByLabel('户籍地址', { exact: true }).fill('北京市东城区东华门街道1号');
    // The account's own mobile came in for 本人 (apply-prefill.spec.ts): typed over here, digit by digit.
    await page.getByLabel('手机号码', { exact: true }).clear();
    await page.getByLabel('手机号码', { exact: true }).pressSequentially('138-0013 8000');
    await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue('13800138000');
    await expect(page.getByLabel('手机号码', { exact: true })).toHaveAttribute('inputmode', 'numeric');
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('applyForm.typed') && localStorage.getItem(key)!.includes('13800138000')));
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await page.reload();
    await heading(page, '联系方式');
    await expect(page.getByLabel('户籍地址', { exact: true })).toHaveValue('北京市东城区东华门街道1号');
    await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue('13800138000');
    await page.getByLabel('现居住地址', { exact: true }).fill('北京市朝阳区建国路1号');
    await page.getByLabel('电子邮箱', { exact: true }).fill('zhang.san@example.cn');
    await page.getByLabel('紧急联系人姓', { exact: true }).fill('李');
    await page.getByLabel('紧急联系人名', { exact: true }).fill('四');
    await page.getByLabel('紧急联系人电话', { exact: true }).fill('13900139000');
    await page.getByLabel('紧急联系人国籍', { exact: true }).fill('中国');
    await page.getByLabel('与您的关系', { exact: true }).fill('朋友');
    await saveAndContinue(page);

    // Family, in English once: married brings in the spouse's details, each required.
    await heading(page, '家庭信息');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await heading(page, 'Family');
    await expect(page.getByText('Step 3 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const englishSummary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(englishSummary.getByRole('link')).toHaveText(['Select your marital status', 'Select whether you have children']);
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await heading(page, '家庭信息');
    await answer(page, '婚姻状况', '已婚');
    await answer(page, '是否有子女？', '否');
    await saveAndContinue(page);
    await expect(summary.getByRole('link')).toHaveCount(6);
    await expect(summary.getByRole('link').first()).toHaveText('请输入配偶的姓');
    await page.getByLabel('配偶姓', { exact: true }).fill('李');
    await page.getByLabel('配偶名', { exact: true }).fill('梅');
    await page.getByLabel('配偶出生日期', { exact: true }).fill('1991-02-03');
    await page.getByLabel('配偶国籍', { exact: true }).fill('中国');
    await page.getByLabel('配偶电话', { exact: true }).fill('13700137000');
    await page.getByLabel('配偶地址', { exact: true }).fill('北京市朝阳区建国路1号');
    await saveAndContinue(page);

    // Education and job: the school and the employer follow the choices.
    await heading(page, '教育与职业');
    await answer(page, '最高学历', '本科');
    await page.getByLabel('学校名称', { exact: true }).fill('北京大学');
    await page.getByLabel('学校所在地', { exact: true }).fill('北京');
    await answer(page, '职业', '公司职员');
    await page.getByLabel('工作单位或学校名称', { exact: true }).fill('北京某科技有限公司');
    await page.getByLabel('职位', { exact: true }).fill('工程师');
    await page.getByLabel('单位地址', { exact: true }).fill('北京市海淀区中关村1号');
    await page.getByLabel('单位电话', { exact: true }).fill('01062751234');
    await saveAndContinue(page);

    // Visit: a yes to earlier visits brings in the list, with one visit to start.
    await heading(page, '访问信息');
    await page.getByLabel('入境目的', { exact: true }).selectOption({ label: '旅游、过境' });
    await answer(page, '停留期限', '90天及以下');
    await page.getByLabel('预计入境日期', { exact: true }).fill('2027-03-01');
    await page.getByLabel('预计出境日期', { exact: true }).fill('2027-03-08');
    await page.getByLabel('停留天数', { exact: true }).fill('8');
    // The address comes from the sandbox address search; the field stays editable text.
    await page.getByLabel('搜索在韩地址或酒店（可选）', { exact: true }).fill('Lotte');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('button', { name: /^Lotte Hotel Seoul,/ }).click();
    await expect(page.getByLabel('在韩地址或酒店', { exact: true })).toHaveValue('Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul 04533');
    await answer(page, '是否有家属同行？', '否');
    await answer(page, '近五年是否到访过韩国？', '是');
    const visit = page.getByRole('group', { name: '访韩记录 1' });
    await expect(visit).toBeVisible();
    await page.getByLabel('到访次数', { exact: true }).fill('1');
    await page.getByLabel('到访目的', { exact: true }).fill('旅游');
    await visit.getByLabel('开始日期', { exact: true }).fill('2025-05-01');
    await visit.getByLabel('结束日期', { exact: true }).fill('2025-05-05');
    await answer(page, '近五年是否到访过其他国家？', '否');
    await answer(page, '是否有家属在韩国？', '否');
    await saveAndContinue(page);

    // Back shows the previous step with what was saved.
    await heading(page, '邀请、费用与协助');
    await page.getByRole('button', { name: '返回上一步' }).click();
    await heading(page, '访问信息');
    await expect(page.getByLabel('在韩地址或酒店', { exact: true })).toHaveValue('Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul 04533');
    await expect(page.getByRole('group', { name: '访韩记录 1' }).getByLabel('开始日期', { exact: true })).toHaveValue('2025-05-01');
    await saveAndContinue(page);

    await heading(page, '邀请、费用与协助');
    await saveAndContinue(page);
    await expect(summary.getByRole('link')).toHaveText(['请选择是否有邀请人', '请选择旅行费用的承担方', '请输入预计旅行费用（美元）', '请选择是否有人协助填写本申请']);
    await answer(page, '是否有邀请人？', '否');
    await answer(page, '旅行费用由谁承担？', '本人');
    await page.getByLabel('预计旅行费用（美元）', { exact: true }).fill('2000');
    await answer(page, '是否有人协助您填写本申请？', '否');
    await saveAndContinue(page);

    // The applicant is ready: the order's task list says so.
    await heading(page, '申请人信息');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: '张伟' })).toContainText('已完成');
  });
});
