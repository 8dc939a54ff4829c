import { expect, test, type Browser } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { courierBothWays } from './delivery-support';
import { confirmAndSign, prepareApplicants } from './flow-support';
import { paymentLink, payOnSandboxPhone } from './payment-support';

// A payment taken twice, as a payer makes one (issue 34, decision 106): the Alipay code is shown but not scanned, the
// payer switches to WeChat Pay and pays; the portal's close of the unscanned Alipay precreate finds no trade at Alipay
// (ACQ.TRADE_NOT_EXIST), so that code stays payable, and the payer pays it later on another phone. The order keeps
// one payment; the second is refunded by the worker with no one acting, and the payer sees it and is told. Then the
// payer cancels the order before the center has the materials, and its own payment is refunded too.

/** Pays a QR link on a phone of its own; the amount the phone page asked for, as it showed it ("123.00"). */
async function payLinkOnPhone(browser: Browser, link: string): Promise<string> {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN' });
  try {
    const page = await phone.newPage();
    await page.goto(link);
    const approve = page.getByRole('button', { name: /^确认支付 Approve/ });
    const amount = /¥(\d+\.\d\d)/.exec((await approve.textContent()) ?? '')?.[1];
    await approve.click();
    await expect(page.getByRole('status')).toContainText('Paid');
    if (!amount) throw new Error('the phone page showed no amount');
    return amount;
  } finally {
    await phone.close();
  }
}

test.describe('refunds of a payment taken twice', () => {
  test.setTimeout(420_000);

  test('an old Alipay code paid after the WeChat Pay one is refunded with its amount, and the payer is told', async ({ page, browser }, testInfo) => {
    await prepareApplicants(page, page.request, { count: 1 });
    await confirmAndSign(page);
    await courierBothWays(page);

    // The Alipay code is shown; the payer does not scan it and pays with WeChat Pay instead.
    const alipayLink = await paymentLink(page, 'alipay');
    await payOnSandboxPhone(page, browser, 'wechat', 'approve');
    await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible({ timeout: 30_000 });
    const url = page.url();
    const orderNo = (await page.getByRole('region', { name: '订单概要' }).getByRole('definition').first().textContent())!.trim();

    // The Alipay code was never a trade at Alipay, so it could not be closed: paid now, the money is taken twice.
    const amount = await payLinkOnPhone(browser, alipayLink);

    // The order keeps its WeChat Pay payment; the Alipay one comes back in full once the worker has sent it.
    await page.goto(url);
    const section = page.getByRole('region', { name: '退款' });
    await expect.poll(async () => {
      await page.reload();
      return (await section.textContent({ timeout: 30_000 }).catch(() => '')) ?? '';
    }, { timeout: 90_000, intervals: [2_000] }).toContain('已退款');
    const line = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `退款 CNY ${amount} · 已退款` }) });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('支付宝');
    await expect(line).toContainText('重复支付');
    await expect(page.getByRole('main')).toContainText('微信支付');
    await expectNoAxeViolations(page, 'order detail with a payment taken twice refunded (zh)');

    // On a 360 px phone the order's page fits: nothing reaches past the screen's right edge.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(line).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('order-paid-twice-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The message center holds the refund's messages: made, and arrived.
    await page.goto('/account/messages');
    await expect(page.getByRole('article', { name: /退款已发起/ }).first()).toContainText(orderNo, { timeout: 30_000 });
    await expect(page.getByRole('article', { name: /退款已到账/ }).first()).toContainText(orderNo);

    // The center has not received the materials, so the payer may still cancel: the button and its confirmation say
    // the WeChat Pay payment comes back; afterwards the page stays and shows that refund too.
    await page.goto(url);
    await page.getByRole('button', { name: '取消订单并退款' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: '确定取消此订单并退款吗？' })).toBeVisible();
    await expect(confirm).toContainText(/将原路退回微信支付/);
    await expectNoAxeViolations(page, 'cancel a paid order with its refund, confirmation (zh)');
    await confirm.getByRole('button', { name: '确定取消并退款' }).click();
    await expect(page.getByText(`订单 ${orderNo} 已取消`)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(url);
    const cancelled = section.getByRole('listitem').filter({ hasText: '订单已取消' });
    await expect(cancelled).toHaveCount(1, { timeout: 30_000 });
    await expect(cancelled).toContainText('微信支付');
    await expect(page.getByRole('button', { name: /取消订单/ })).toHaveCount(0);
  });
});
