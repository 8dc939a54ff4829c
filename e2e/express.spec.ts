import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { moveOrder } from './backoffice-support';
import { nextCourierEvent } from './express-support';
import { confirmAndSign, prepareApplicants } from './flow-support';
import { payCourierOrderAndOpenIt } from './paid-order-support';

// Express tracking on the real server (issue 15 item 4): a paid order whose materials go by courier has a waybill,
// whose route grows in the order detail each time the sandbox courier's desk makes its next event happen, latest
// first; the passports' waybill comes when the center returns them; the tracking page lists the order and tracks
// it in Chinese and English; axe finds nothing on either screen in either language.

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

test.describe('express tracking', () => {
  test.setTimeout(420_000);

  test('a courier order: its route advances in the order detail, the passports get their own, and the tracking page shows both', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 1 });
    await confirmAndSign(page);
    const { orderId, orderNo } = await payCourierOrderAndOpenIt(page, browser);

    await page.getByRole('tab', { name: '快递详情' }).click();
    const sending = page.getByRole('region', { name: '材料物流' });
    await expect(sending).toContainText('沙箱快递（模拟）');
    await expect(sending).toContainText('运输中');
    const expressNo = (await sending.getByRole('definition').nth(1).textContent())!.trim();
    expect(expressNo).toMatch(/^SB\d{12}$/);
    const route = sending.getByRole('list', { name: `运单 ${expressNo} 的物流轨迹` });
    await expect(route.getByRole('listitem')).toHaveText([/已下单，等待快递员上门揽收/]);
    await expect(page.getByRole('region', { name: '护照物流' })).toContainText('暂无运单：签证中心以快递寄回护照时生成运单。');

    // The courier's desk moves the parcel on twice; the page shows it after a refresh, the latest event first.
    await nextCourierEvent(page, expressNo);
    await nextCourierEvent(page, expressNo);
    await sending.getByRole('button', { name: '刷新物流' }).click();
    await expect(route.getByRole('listitem')).toHaveText([/快件已到达【北京】营业点/, /【北京】快递员已揽收/, /已下单/]);
    await expectNoAxeViolations(page, 'order detail, express tab (zh)');

    // Signed for at the center after two more; the status says so.
    await nextCourierEvent(page, expressNo);
    await nextCourierEvent(page, expressNo);
    await page.reload();
    await expect(sending).toContainText('已签收');
    await expect(route.getByRole('listitem').first()).toContainText('快件已签收，签收人：签证申请中心');

    // The center decides and returns the passport by courier: a second waybill, the passports' own.
    for (const move of ['accepted', 'inReview', 'issued', 'returned'] as const) await moveOrder(request, orderId, move);
    await page.reload();
    const returning = page.getByRole('region', { name: '护照物流' });
    await expect(returning).toContainText('已下单，等待快递员上门揽收');
    const returnNo = (await returning.getByRole('definition').nth(1).textContent())!.trim();
    expect(returnNo).toMatch(/^SB\d{12}$/);
    expect(returnNo).not.toBe(expressNo);

    // The tracking page: the order is listed with its newest waybill and opens to both directions.
    await page.goto('/account/express');
    await heading(page, '物流信息');
    const listed = page.getByRole('article', { name: `订单号 ${orderNo}` });
    await expect(listed).toContainText(returnNo);
    await expectNoAxeViolations(page, 'expressInfo, list (zh)');
    await listed.getByRole('link', { name: `查看订单 ${orderNo} 的物流` }).click();
    await expect(page).toHaveURL(new RegExp(`order=${orderId}`));
    await expect(page.getByRole('region', { name: '材料物流' })).toContainText('已签收');
    await expect(page.getByRole('region', { name: '护照物流' })).toContainText(returnNo);
    await expectNoAxeViolations(page, 'expressInfo, one order (zh)');

    // In English: the same route in English words, the places in English where the courier names them.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await heading(page, 'Delivery tracking');
    const sendingEn = page.getByRole('region', { name: 'Tracking of the materials' });
    await expect(sendingEn).toContainText('Sandbox Express (simulated)');
    await expect(sendingEn.getByRole('list', { name: `Route of waybill ${expressNo}` }).getByRole('listitem')).toHaveText([
      /Delivered: signed for by the visa application center/, /Out for delivery/, /Arrived at the Beijing delivery station/, /Picked up by the courier in Beijing/, /Waybill created/,
    ]);
    await expectNoAxeViolations(page, 'expressInfo, one order (en)');
    await page.getByRole('link', { name: 'Back to delivery tracking' }).click();
    await expect(page.getByRole('article', { name: `Order ${orderNo}` })).toBeVisible();
    await expectNoAxeViolations(page, 'expressInfo, list (en)');

    // A 360 px phone: the route reads without scrolling sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('link', { name: `Track order ${orderNo}` }).click();
    await expect(page.getByRole('region', { name: 'Tracking of the passports' })).toContainText(returnNo);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
