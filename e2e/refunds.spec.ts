import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { confirmAndSign, prepareApplicants } from './flow-support';
import { payCourierOrderAndOpenIt } from './paid-order-support';

// Money back (issue 34, decision 103), as the finance role and the payer see it on the sandbox server: a finance
// member opened from /dev/staff refunds part of a paid order with a reason in three languages — after the form has
// refused more than was paid, keeping what was typed — confirms amount and method; a second refund the sandbox
// gateway refuses leads the queue and is tried again there; the payer sees both on the order's page (amount, method,
// state, reason) and in the order list, at 360 px too, and has the message in the message center.

const REFUND = '10.00';

async function openConsoleAs(page: Page, role: 'finance' | 'clerk') {
  await page.goto('/dev/staff');
  await page.getByRole('button', { name: `Open the console as ${role}` }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

test.describe('refunds', () => {
  test.setTimeout(420_000);

  test('a finance member refunds part of a paid order with a reason, and the payer sees it', async ({ page, browser }, testInfo) => {
    await prepareApplicants(page, page.request, { count: 1 });
    await confirmAndSign(page);
    const { orderId, orderNo, url } = await payCourierOrderAndOpenIt(page, browser);

    // A clerk has no refunds in the console: neither the page in the navigation nor the section on the order.
    const clerkContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
    const clerk = await clerkContext.newPage();
    await openConsoleAs(clerk, 'clerk');
    await clerk.goto(`/staff/orders/${orderId}`);
    await expect(clerk.getByRole('heading', { level: 1, name: `订单 ${orderNo}` })).toBeVisible({ timeout: 30_000 });
    await expect(clerk.getByRole('navigation', { name: '工作台导航' }).getByRole('link', { name: '退款' })).toHaveCount(0);
    await expect(clerk.getByRole('region', { name: '退款' })).toHaveCount(0);
    await clerkContext.close();

    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
    const desk = await staff.newPage();
    await openConsoleAs(desk, 'finance');
    await expect(desk.getByRole('navigation', { name: '工作台导航' }).getByRole('link', { name: '退款' })).toBeVisible({ timeout: 30_000 });
    await desk.goto(`/staff/orders/${orderId}`);
    await expect(desk.getByRole('heading', { level: 1, name: `订单 ${orderNo}` })).toBeVisible({ timeout: 30_000 });

    const refunds = desk.getByRole('region', { name: '退款' });
    const payment = refunds.getByRole('listitem').filter({ has: desk.getByRole('heading', { level: 3, name: /订单费用 · 微信支付/ }) });
    await expect(payment).toContainText('可退');
    await payment.getByRole('button', { name: '退款…' }).click();
    const amount = payment.getByRole('textbox', { name: '退款金额（CNY）' });
    // The form opens on all that is refundable: a full refund is one confirmation away.
    const paid = await amount.inputValue();
    expect(Number(paid)).toBeGreaterThan(Number(REFUND));

    // More than was paid is refused beside the field, and nothing typed is lost.
    await amount.fill((Number(paid) + 1).toFixed(2));
    await payment.getByRole('textbox', { name: '原因（中文）' }).fill('退还加急费');
    await payment.getByRole('textbox', { name: '原因（英文）' }).fill('Urgent fee returned');
    await payment.getByRole('textbox', { name: '原因（韩文）' }).fill('긴급 수수료 환불');
    await payment.getByRole('button', { name: '下一步：确认退款' }).click();
    await expect(amount).toBeFocused();
    await expect(payment).toContainText('不能超过可退金额');
    await expect(payment.getByRole('textbox', { name: '原因（中文）' })).toHaveValue('退还加急费');
    await expectNoAxeViolations(desk, 'staff console refund form with a refusal (zh)');

    await amount.fill(REFUND);
    await payment.getByRole('button', { name: '下一步：确认退款' }).click();
    const confirm = payment.getByRole('heading', { level: 4, name: '确认退款？' });
    await expect(confirm).toBeFocused();
    await expect(payment).toContainText(/将 (CN)?¥10\.00 原路退回微信支付/);
    await expectNoAxeViolations(desk, 'staff console refund confirmation (zh)');
    // A double click is one refund: the form's requestId is the same for both.
    await payment.getByRole('button', { name: '确认退款' }).dblclick();
    await expect(refunds.getByRole('status')).toContainText(/已发起退款 (CN)?¥10\.00/);
    const made = payment.getByRole('list', { name: /的退款$/ }).getByRole('listitem');
    await expect(made).toHaveCount(1);
    await expect(made).toContainText('退还加急费');
    await expect(payment).toContainText(/已退\s*(CN)?¥10\.00/);

    // A second refund the sandbox gateway refuses every time (its reason carries the sandbox's marker): said as a
    // problem beside the form, and it does not count as refunded.
    await payment.getByRole('button', { name: '退款…' }).click();
    await amount.fill('5');
    await payment.getByRole('textbox', { name: '原因（中文）' }).fill('退还快递费 sandbox:fail');
    await payment.getByRole('textbox', { name: '原因（英文）' }).fill('Courier fee returned');
    await payment.getByRole('textbox', { name: '原因（韩文）' }).fill('택배비 환불');
    await payment.getByRole('button', { name: '下一步：确认退款' }).click();
    await payment.getByRole('button', { name: '确认退款' }).click();
    await expect(refunds.getByRole('alert')).toContainText(/退款 (CN)?¥5\.00 未能完成/);
    await expect(made).toHaveCount(2);
    await expect(payment).toContainText(/已退\s*(CN)?¥10\.00/);

    // The queue lists both, the failed one first; trying it again is refused again by the sandbox, in words.
    await desk.getByRole('navigation', { name: '工作台导航' }).getByRole('link', { name: '退款' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: '退款' })).toBeVisible({ timeout: 30_000 });
    const rows = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: orderNo }) });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('退款失败');
    // Why, in words finance can act on, with the gateway's own code kept in small print (decision 106).
    await expect(rows.first()).toContainText('商户账户余额不足');
    await expect(rows.first()).toContainText('支付平台代码：NOT_ENOUGH');
    await expect(rows.nth(1)).toContainText('退还加急费');
    await expectNoAxeViolations(desk, 'staff console refund queue (zh)');
    await rows.first().getByRole('button', { name: '重试' }).click();
    await expect(desk.getByRole('main').getByRole('alert')).toContainText('重试后仍未成功');
    await expect(rows.first()).toContainText('退款失败');
    await desk.screenshot({ path: testInfo.outputPath('refund-queue.png'), fullPage: true });
    // The same queue in English on a tablet: its table scrolls inside its frame, never the page.
    await desk.setViewportSize({ width: 768, height: 1024 });
    await desk.getByRole('button', { name: 'English' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await expect(rows.nth(1)).toContainText('Urgent fee returned');
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await expectNoAxeViolations(desk, 'staff console refund queue (en, 768 px)');
    await staff.close();

    // The payer: the refund on the order's page, arrived once the sandbox gateway says so.
    await page.goto(url);
    const section = page.getByRole('region', { name: '退款' });
    await expect.poll(async () => {
      await page.reload();
      return (await section.textContent({ timeout: 30_000 })) ?? '';
    }, { timeout: 60_000 }).toContain('已退款');
    const lines = section.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const line = lines.filter({ has: page.getByRole('heading', { level: 3, name: '退款 CNY 10.00 · 已退款' }) });
    await expect(line).toContainText('微信支付');
    await expect(line).toContainText('签证中心退款；退还加急费');
    // The failed one, with what happens next: the payer has nothing to do.
    const failed = lines.filter({ has: page.getByRole('heading', { level: 3, name: '退款 CNY 5.00 · 退款失败' }) });
    await expect(failed).toContainText('签证中心会再次处理');
    await expectNoAxeViolations(page, 'order detail with a refund (zh)');

    // On a 360 px phone the refunds fit: nothing of the section reaches past the screen's right edge.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(line).toBeVisible();
    expect(await section.evaluate((element) => Math.max(...[element, ...element.querySelectorAll('*')].map((each) => each.getBoundingClientRect().right))))
      .toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('order-refund-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The order list names it too.
    await page.goto('/account/orders');
    const listed = page.getByRole('article', { name: `订单号 ${orderNo}` });
    await expect(listed).toContainText('CNY 10.00（微信支付，已退款）', { timeout: 30_000 });
    await expect(listed).toContainText('CNY 5.00（微信支付，退款失败）');

    // And the message center has the refund's message.
    await page.goto('/account/messages');
    await expect(page.getByRole('article', { name: /退款已/ }).first()).toContainText(orderNo, { timeout: 30_000 });
  });
});
