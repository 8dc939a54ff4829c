import { expect, type Browser, type Page } from '@playwright/test';
import { backToDesktop, onScreen, press } from './screen-support';
import { w } from './words';

// The payment screen (route confirmPay) and the sandbox gateways' phone page, for journeys that pay. The QR code's
// link is shown as text beside it; the payer's phone is a second, phone-sized browser context that opens it.

const methodNames = { wechat: '微信支付', alipay: '支付宝' } as const;

/** The link the QR code encodes, once the QR for `method` is shown (choosing the method first if needed). */
export async function paymentLink(page: Page, method: 'wechat' | 'alipay'): Promise<string> {
  await onScreen(page, '确认支付');
  const methodName = w(page, methodNames[method]);
  const qrHeading = page.getByRole('heading', { level: 2, name: w(page, '请用{{method}}扫码', { values: { method: methodName } }) });
  if (!(await qrHeading.isVisible())) await press(page.getByRole('button', { name: methodName, exact: true }));
  await expect(qrHeading).toBeVisible({ timeout: 20_000 });
  const link = page.getByRole('link', { name: new RegExp(`/sandbox/pay/${method}/`) });
  await expect(link).toHaveCount(1);
  return (await link.getAttribute('href'))!;
}

/**
 * Pays (or declines) on the sandbox phone page: reads the link shown on confirmPay, opens it in a phone-sized
 * context of its own and presses approve or decline. Ends when the phone page shows the gateway's answer; the
 * desktop page moves on by its own polling.
 */
export async function payOnSandboxPhone(page: Page, browser: Browser, method: 'wechat' | 'alipay', action: 'approve' | 'decline') {
  const link = await paymentLink(page, method);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, locale: 'zh-CN' });
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage.getByText(/SANDBOX 沙箱/)).toBeVisible();
    await phonePage.getByRole('button', { name: action === 'approve' ? /^确认支付 Approve/ : /^拒绝支付 Decline/ }).click();
    await expect(phonePage.getByRole('status')).toContainText(action === 'approve' ? 'Paid' : 'no money was taken');
  } finally {
    await phone.close();
    await backToDesktop(page);
  }
}
