import { expect, test } from '@playwright/test';
import { confirmAndSignOnPhones, prepareApplicants, signingLinks, signOnPhone } from './flow-support';
import { backToDesktop } from './screen-support';

// Spec §4 steps 8–9 on the real server: the confirmation shows every answer with change links, submission is
// final (the browser's back button does not reopen the review), and the applicant signs on a phone — a second
// browser context with a phone's viewport — while the desktop page moves on by itself.

// One of the longest files, whose journeys share nothing (each makes its own people and orders): they are spread over
// the workers instead of running one after another in one (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

test.describe('confirmation and signing on a phone', () => {
  test.setTimeout(480_000);
  test('review, change a section and come back, submit, back is refused, a failed check retried, sign on the phone, the desktop moves on', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 1 });

    // Every section of the applicant, with the answers given.
    await expect(page.getByRole('heading', { level: 1, name: '确认申请' })).toBeVisible();
    const review = page.getByRole('region', { name: '申请人：张伟' });
    for (const section of ['护照信息', '身份证', '照片', '银行卡', '个人信息', '联系方式', '家庭信息', '教育与职业', '访问信息', '邀请、费用与协助']) {
      await expect(review.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
    await expect(review.getByRole('definition').filter({ hasText: 'E12345678' })).toBeVisible();
    await expect(review.getByRole('definition').filter({ hasText: '首尔特别市中区乙支路30 乐天酒店' })).toBeVisible();
    await expect(review.getByRole('definition').filter({ hasText: /^2000$/ })).toBeVisible();
    await expect(page.getByText('提交后，申请信息将不能再更改。')).toBeVisible();

    // A change link opens that step with its answers; saving it comes straight back to the review.
    await page.getByRole('button', { name: '更改张伟的邀请、费用与协助' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '邀请、费用与协助' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await expect(page.getByLabel('预计旅行费用（美元）', { exact: true })).toHaveValue('2000');
    await page.getByLabel('预计旅行费用（美元）', { exact: true }).fill('3500');
    await page.getByRole('button', { name: '保存并继续' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '确认申请' })).toBeVisible();
    await expect(review.getByRole('definition').filter({ hasText: /^3500$/ })).toBeVisible();

    // Cancel asks first; keeping the application leaves the review as it was.
    await page.getByRole('button', { name: '取消申请' }).click();
    await expect(page.getByText('确定要取消本次申请吗？')).toBeVisible();
    await page.getByRole('button', { name: '不取消，继续核对' }).click();
    await expect(page.getByText('确定要取消本次申请吗？')).toHaveCount(0);

    // Submit: the QR page with the link as text, and no change links any more.
    await page.getByRole('button', { name: '确认并提交' }).click();
    const [link] = await signingLinks(page, 1);
    expect(link).toMatch(/\/m\/sign\/[\w-]{32}\?lang=zh$/);
    await expect(page.getByRole('img', { name: '张伟的签名二维码' })).toBeVisible();
    await expect(page.getByText('等待扫码')).toBeVisible();

    // The browser's back button does not reopen the review for editing.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '申请已提交' })).toBeVisible();
    await expect(page.getByRole('button', { name: '确认并提交' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^更改/ })).toHaveCount(0);
    await page.getByRole('link', { name: '继续办理' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '签名确认' })).toBeVisible();

    // A status check that fails stops the watch with the reason and a way to check again; the QR stays the same.
    await page.route('**/api-apply/apply/sign/*/status', (route) => route.abort('failed'), { times: 1 });
    await expect(page.getByRole('alert').filter({ hasText: '暂时无法查询签名状态' })).toBeVisible();
    await page.getByRole('button', { name: '重新检查' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '暂时无法查询签名状态' })).toHaveCount(0);
    expect(await signingLinks(page, 1)).toEqual([link]);

    // The phone: a second browser context, phone-sized; the desktop moves on by itself once it has signed.
    await signOnPhone(page, link!);
    await expect(page.getByRole('heading', { level: 1, name: '签名完成' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/apply\/signed/);

    // The link is spent: opened again, the phone page says so.
    const again = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN' });
    const phone = await again.newPage();
    await phone.goto(link!);
    await expect(phone.getByRole('heading', { level: 1, name: '无法签名' })).toBeVisible();
    await expect(phone.getByRole('alert')).toContainText('该申请已签名，签名链接不能再次使用');
    await again.close();
    await backToDesktop(page);

    await page.getByRole('button', { name: '继续', exact: true }).click();
    await expect(page).toHaveURL(/\/apply\/send-materials(\?|$)/);
  });

  test('two applicants: a failed submission is said and retried; each signs on a phone of their own; confirmAndSign ends on the delivery way', async ({ page, request }) => {
    await prepareApplicants(page, request, { count: 2 });
    await expect(page.getByRole('region', { name: '申请人：李娜' }).getByRole('definition').filter({ hasText: 'E23456781' })).toBeVisible();
    // A submission that never reached the server: the review says so and stays, nothing is lost, and the next try goes.
    await page.route('**/api/visa/apply/submit/user', (route) => route.abort('failed'), { times: 1 });
    await page.getByRole('button', { name: '确认并提交' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '提交没有成功' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '确认申请' })).toBeVisible();
    await confirmAndSignOnPhones(page);
  });
});
