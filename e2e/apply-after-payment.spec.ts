import { expect, test, type Page } from '@playwright/test';
import { checkNowForSupplement, clickMove, clickSupplement } from './backoffice-support';
import { courierBothWays } from './delivery-support';
import { confirmAndSign, prepareApplicants } from './flow-support';
import { payOnSandboxPhone } from './payment-support';

// Issue 6 after payment, on the real server: the sandbox back office moves the paid order (accepted, in review,
// issued) and asks for a supplement; the awaiting-visa page follows what the server reports, the supplement is paid
// with WeChat Pay on the sandbox phone page, and the page comes back to the order's progress.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
const statusTitle = (page: Page, title: string) => expect(page.getByRole('status').filter({ hasText: title })).toBeVisible({ timeout: 30_000 });

// One of the longest files, whose journeys share nothing (each makes its own people and orders): they are spread over
// the workers instead of running one after another in one (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

test.describe('after payment', () => {
  test.setTimeout(420_000);

  test('the order moves accepted → in review → issued as the back office\'s buttons move it in the browser; a supplement is requested and paid', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 1 });
    await confirmAndSign(page);
    await courierBothWays(page);
    await payOnSandboxPhone(page, browser, 'wechat', 'approve');
    await heading(page, '支付成功');
    const orderId = (await page.getByRole('link', { name: '查看订单' }).getAttribute('href'))!.split('/').pop()!;
    await page.getByRole('button', { name: '继续' }).click();

    await expect(page).toHaveURL(/\/apply\/visa-data(\?|$)/);
    await statusTitle(page, '已支付，等待材料送达');
    await expect(page.getByText(/^订单号：KV\d{14}$/)).toBeVisible();
    const progress = page.getByRole('list', { name: '办理进度' });
    await expect(progress.getByRole('listitem')).toHaveText([/待支付/, /已支付/]);

    await clickMove(page, orderId, 'accepted');
    // Polled every 10 s; "Check now" asks at once.
    await page.getByRole('button', { name: '立即刷新' }).click();
    await statusTitle(page, '签证中心已收到材料');

    await clickMove(page, orderId, 'inReview');
    await page.getByRole('button', { name: '立即刷新' }).click();
    await statusTitle(page, '领事馆审核中');

    // The center asks for a supplement: the page opens its payment by itself.
    await clickSupplement(page, orderId, 12, '偏远地区回寄附加费');
    await checkNowForSupplement(page);
    await heading(page, '确认支付');
    await expect(page.getByText('偏远地区回寄附加费', { exact: false }).first()).toBeVisible();
    await payOnSandboxPhone(page, browser, 'wechat', 'approve');

    await expect(page).toHaveURL(/\/apply\/visa-data(\?|$)/, { timeout: 30_000 });
    await statusTitle(page, '领事馆审核中');
    await expect(page.getByRole('alert').filter({ hasText: '需要补缴费用' })).toHaveCount(0);

    await clickMove(page, orderId, 'issued');
    await page.getByRole('button', { name: '立即刷新' }).click();
    await statusTitle(page, '签证已签发');
    // The way back as chosen on the return screen (courier to the sender's address), not a generic text.
    await expect(page.getByRole('region', { name: '护照返还' }).getByRole('listitem'))
      .toHaveText(/^.+的护照将快递寄到：.+，\d+，北京市朝阳区 朝阳区建国路1号 1号楼101$/);
    const entries = progress.getByRole('listitem');
    await expect(entries.nth(4)).toHaveText(/需要补缴费用.*偏远地区回寄附加费/);
    await expect(entries.last()).toHaveText(/已出结果/);
  });

  test('a supplement asked while the paid page was left open: the order\'s "pay the supplement" link opens its payment, not the old paid page', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 1 });
    await confirmAndSign(page);
    await courierBothWays(page);
    await payOnSandboxPhone(page, browser, 'wechat', 'approve');
    await heading(page, '支付成功');
    const orderId = (await page.getByRole('link', { name: '查看订单' }).getAttribute('href'))!.split('/').pop()!;
    // The person never presses "continue": the flow stays on the paid page while the center asks for more.
    await clickSupplement(page, orderId, 15, '加急处理费');
    await page.getByRole('link', { name: '查看订单' }).click();
    await page.getByRole('link', { name: '去补缴费用' }).click();
    await heading(page, '确认支付');
    await expect(page.getByText('加急处理费', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toHaveCount(0);
  });
});
