import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, logInThroughPage, uniqueEmail, watchCaptcha } from './account-support';
import { expectNoAxeViolations } from './axe-support';
import { moveOrder } from './backoffice-support';
import { chooseVisa, completeApplicants, confirmAndSign } from './flow-support';
import { payCourierOrderAndOpenIt } from './paid-order-support';

// Milestone notifications on the real server (issue 15 items 7 and 8, decision 038): the applicant turns SMS off
// in the settings; paying and the back office's move each leave an in-site message and an e-mail, and no SMS; the
// settings page passes axe in Chinese and English.

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

interface OutboxRow { channel: string; purpose: string | null; subject: string | null; body: string; status: string }
async function sentTo(request: APIRequestContext, recipient: string): Promise<OutboxRow[]> {
  const response = await request.get(`/dev/outbox.json?${new URLSearchParams({ recipient })}`);
  return ((await response.json()) as { messages: OutboxRow[] }).messages;
}
const notifications = async (request: APIRequestContext, recipient: string) =>
  (await sentTo(request, recipient)).filter((row) => row.purpose?.startsWith('notification:')).map((row) => `${row.channel} ${row.purpose} ${row.status}`);

test.describe('milestone notifications', () => {
  test.setTimeout(420_000);

  test('SMS off in the settings: a paid order moved by the back office brings an in-site message and an e-mail, no SMS', async ({ page, request, browser }) => {
    const user = await createUser(request, { email: uniqueEmail() });
    const captcha = watchCaptcha(page);
    await page.goto('/login?returnTo=%2Faccount%2Fsettings');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);
    await heading(page, '设置');

    const section = page.getByRole('region', { name: '进度通知' });
    const sms = section.getByRole('checkbox', { name: '同时发送短信' });
    const email = section.getByRole('checkbox', { name: '同时发送邮件' });
    await expect(sms).toBeChecked();
    await expect(email).toBeChecked();
    await expect(section).toContainText(`发送至 ${user.email}`);
    await expectNoAxeViolations(page, 'setting with notification preferences (zh)');
    await sms.uncheck();
    await section.getByRole('button', { name: '保存通知设置' }).click();
    await expect(section.getByRole('status')).toHaveText('通知设置已保存。');
    await page.reload();
    await expect(sms).not.toBeChecked();
    await expect(email).toBeChecked();

    // The same page in English, then back: the choice is kept, only the page's words change.
    await page.getByRole('button', { name: 'English' }).click();
    await heading(page, 'Settings');
    const sectionEn = page.getByRole('region', { name: 'Progress notifications' });
    await expect(sectionEn.getByRole('checkbox', { name: 'Also send an SMS' })).not.toBeChecked();
    await expect(sectionEn).toContainText('(now: 中文)');
    await expectNoAxeViolations(page, 'setting with notification preferences (en)');
    await page.getByRole('button', { name: '中文' }).click();
    await heading(page, '设置');

    // An order, paid on the sandbox phone.
    await page.goto('/apply/visa-type');
    await chooseVisa(page);
    await completeApplicants(page, request, 1);
    await confirmAndSign(page);
    const { orderId } = await payCourierOrderAndOpenIt(page, browser);

    // The center receives the materials.
    const moved = await moveOrder(request, orderId, 'accepted');

    await page.goto('/account/messages');
    await heading(page, '消息中心');
    const received = page.getByRole('article', { name: /签证中心已收到材料/ });
    await expect(received).toContainText(`订单 ${moved.orderNo} 状态更新：签证中心已收到材料。`);
    await expect(page.getByRole('article', { name: /已支付，等待材料送达/ })).toContainText(moved.orderNo);

    // The worker sends the e-mails within seconds; no SMS was written for either milestone.
    await expect.poll(() => notifications(request, user.email!), { timeout: 30_000 })
      .toEqual(['email notification:accepted sent', 'email notification:paid sent']);
    expect(await notifications(request, user.mobile)).toEqual([]);

    // As a tester reads it: the outbox page lists the e-mail to the address, in Chinese.
    await page.goto(`/dev/outbox?${new URLSearchParams({ recipient: user.email! })}`);
    await expect(page.getByRole('row').filter({ hasText: 'notification:accepted' })).toContainText('签证中心已收到材料');
  });
});
