import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { courierBothWays } from './delivery-support';
import { confirmAndSign, prepareApplicants } from './flow-support';
import { paymentLink, payOnSandboxPhone } from './payment-support';
import { layoutShiftOf, lighthousePhone } from './layout-shift';
import { fitsThePhone } from './phone-support';

// Issue 6's payment journeys on the real server: WeChat Pay approved on the sandbox phone page, the back button
// after paying, a QR left to expire then paid, and Alipay declined then paid with WeChat Pay.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /支付|二维码|扣款/ });

async function toPayment(page: Page, request: Parameters<typeof prepareApplicants>[1]) {
  await prepareApplicants(page, request, { count: 1 });
  await confirmAndSign(page);
  await courierBothWays(page);
}

// One of the longest files, whose journeys share nothing (each makes its own people and orders): they are spread over
// the workers instead of running one after another in one (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

test.describe('payment', () => {
  test.setTimeout(600_000);

  test('one applicant, courier both ways, WeChat Pay approved on the phone; back after paying never pays twice', async ({ page, request, browser }) => {
    await toPayment(page, request);
    await expect(page.getByText(/沙箱：付款进入沙箱微信支付和支付宝/)).toBeVisible();
    await noShiftOnReload(page);
    const fees = page.getByRole('table', { name: '本订单费用（美元）' });
    await expect(fees.getByRole('row', { name: /领事馆签证费/ })).toContainText('USD');
    await expect(fees.getByRole('row', { name: /合计/ })).toBeVisible();
    await expect(page.getByText(/^订单号：/)).toBeVisible();

    // Chosen by keyboard: the button keeps the focus while the QR is made (a disabled button dropped it to the body).
    const wechat = page.getByRole('button', { name: '微信支付', exact: true });
    await wechat.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: '请用微信支付扫码' })).toBeVisible({ timeout: 20_000 });
    await expect(wechat).toBeFocused();
    await paymentLink(page, 'wechat');
    await expect(page.getByRole('img', { name: '微信支付支付二维码' })).toBeVisible();
    await expect(page.getByText(/^本二维码支付金额：CNY/)).toBeVisible();
    await expect(page.getByText(/^二维码有效期至 \d\d:\d\d（北京时间），/)).toBeVisible();
    await expect(status(page)).toContainText(/等待支付|正在查询/);
    await qrFitsA360Phone(page);

    await payOnSandboxPhone(page, browser, 'wechat', 'approve');
    await heading(page, '支付成功');
    await expect(page).toHaveURL(/\/apply\/paid(\?|$)/);
    await expect(page.getByText('支付成功，谢谢。')).toBeVisible();
    // The payment screen's sandbox advice (confirm or decline on the phone page) is not repeated once paid.
    await expect(page.getByText(/沙箱：付款进入沙箱微信支付和支付宝/)).toHaveCount(0);
    await expect(page.getByText('沙箱：这笔付款是在沙箱中模拟的，没有真实扣款。')).toBeVisible();
    await expect(page.getByRole('definition').first()).not.toHaveText('…');
    // Paid when, as every time of the portal: YYYY-MM-DD HH:mm, Beijing time.
    await expect(page.getByRole('definition').nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(page.getByText('请将护照和材料通过快递寄到签证中心。', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', /\/account\/orders\//);
    // The forms: the button asks for a signed link, which the browser follows with no bearer header.
    await page.getByRole('button', { name: '下载申请表' }).click();
    const formsLink = page.getByRole('link', { name: /^下载 visa-application-forms-KV\d+\.pdf$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), formsLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^visa-application-forms-KV\d+\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Back to the payment address: a clear "already paid" page, never the payment again.
    await page.goBack();
    await heading(page, '订单已支付');
    await expect(page.getByText('该订单已经支付，不会重复扣款。')).toBeVisible();
    await expect(page.getByRole('button', { name: '微信支付', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: '继续办理' }).click();
    await heading(page, '支付成功');
  });

  test('a QR left past its 15 minutes says no money was taken; retried, it is paid', async ({ page, request, browser }) => {
    // The browser's clock runs normally until moved; the server's own clock is real time (no test clock in the e2e
    // server), so here the page's deadline ends the QR and the server closes it when the next one is made.
    await page.clock.install();
    await toPayment(page, request);
    const first = await paymentLink(page, 'wechat');
    await page.clock.fastForward('15:05');
    await expect(status(page)).toHaveText('二维码已过期，未完成支付，未扣款。', { timeout: 20_000 });
    await expect(page.getByRole('link', { name: /\/sandbox\/pay\// })).toHaveCount(0);
    // The server's time did not move: the page's clock is put back in step with it before the next QR, whose
    // deadline the server sets (a page 15 minutes ahead would find that one past its time at once).
    await page.clock.setSystemTime(new Date());
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(status(page)).toHaveText('请选择微信支付或支付宝以获取二维码。');
    const second = await paymentLink(page, 'wechat');
    // The server's clock did not move, so its QR is still payable for nearly 15 minutes: the retry is shown that one
    // QR again rather than a second payable one beside it (one open payment per order, decision 029).
    expect(second).toBe(first);
    await payOnSandboxPhone(page, browser, 'wechat', 'approve');
    await heading(page, '支付成功');
  });

  test('Alipay declined on the phone, then paid with WeChat Pay (the Alipay QR closed first)', async ({ page, request, browser }) => {
    await toPayment(page, request);
    const alipay = await paymentLink(page, 'alipay');
    await payOnSandboxPhone(page, browser, 'alipay', 'decline');
    // Alipay keeps a declined trade waiting for the payer (as the real one does): the page still waits.
    await expect(status(page)).toContainText(/等待支付|正在查询/);
    await payOnSandboxPhone(page, browser, 'wechat', 'approve');
    await heading(page, '支付成功');
    // The Alipay QR was closed before the WeChat Pay one was made: it can no longer be paid.
    const phone = await browser.newPage();
    await phone.goto(alipay);
    await expect(phone.getByText(/TRADE_CLOSED/)).toBeVisible();
    await expect(phone.getByRole('button', { name: /Approve/ })).toHaveCount(0);
    await phone.close();
  });
});

/**
 * On a 360 px phone the words beside the QR go below it: beside it they were a column a few characters wide, whose
 * amount ran past the screen's edge (the page scrolled sideways, 392 px wide in English).
 */
async function qrFitsA360Phone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  const qr = await page.getByRole('img', { name: '微信支付支付二维码' }).boundingBox();
  const amount = await page.getByText(/^本二维码支付金额：CNY/).boundingBox();
  expect(amount!.y, 'the amount below the QR').toBeGreaterThanOrEqual(qr!.y + qr!.height);
  await fitsThePhone(page, 'the payment screen with its QR at 360 px');
  if (size) await page.setViewportSize(size);
}

/**
 * The payment screen opened afresh on a phone (as Lighthouse's phone opens it) draws its sandbox advice in its first
 * frame: nothing comes in above the fees after they showed. The advice waited for a call once, and pushed them down
 * (a layout shift of 0.26 on Lighthouse's phone).
 */
async function noShiftOnReload(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize(lighthousePhone);
  await page.reload();
  await expect(page.getByRole('table', { name: '本订单费用（美元）' })).toBeVisible();
  await expect(page.getByText(/^订单号：/)).toBeVisible();
  await expect(page.getByText(/沙箱：付款进入沙箱微信支付和支付宝/)).toBeVisible();
  const shifted = await layoutShiftOf(page);
  expect(shifted).toBeLessThan(0.02);
  if (size) await page.setViewportSize(size);
}
