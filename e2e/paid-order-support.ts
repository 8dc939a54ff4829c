import { expect, type Browser, type Page } from '@playwright/test';
import { courierBothWays } from './delivery-support';
import { payOnSandboxPhone } from './payment-support';

export interface PaidOrder {
  orderId: string;
  orderNo: string;
  url: string;
}

/**
 * From signed applications to the paid order's own page: courier both ways, paid on the sandbox phone, then the
 * paid page's link. The journeys about what happens after payment (express, invoices, progress, notifications)
 * all start here.
 */
export async function payCourierOrderAndOpenIt(page: Page, browser: Browser): Promise<PaidOrder> {
  await courierBothWays(page);
  await payOnSandboxPhone(page, browser, 'wechat', 'approve');
  await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible({ timeout: 30_000 });
  const orderNo = (await page.getByRole('region', { name: '订单概要' }).getByRole('definition').first().textContent())!.trim();
  return { orderId: new URL(page.url()).pathname.split('/').pop()!, orderNo, url: page.url() };
}
