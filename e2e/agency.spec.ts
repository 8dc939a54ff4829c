import { expect, test, type Page } from '@playwright/test';
import { orderStateWords } from '../src/domain/vocabulary/order-state';
import { solveCaptcha, watchCaptcha } from './account-support';
import { expectNoAxeViolations } from './axe-support';
import { courierBothWays } from './delivery-support';
import { chooseVisa, completeApplicants, confirmAndSign, startNewApplication } from './flow-support';
import { onScreen } from './screen-support';
import type { TestLanguage } from './words';

// The sandbox travel agency (issue 16 item 4, decision 040): a sub-account signs in on the agency tab, sees the
// agency's identity page, applies for two clients through the same guided flow up to the order, and finds the order
// by each client's name in the agency's order list, marked with its own account. The order's stage (awaiting payment)
// reads the table's words (issue 35, decision 108) in the agency's list and on the order's page, in Chinese and in
// English. An applicant is told the page is for agencies.

const identityHeading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

async function agencyLogIn(page: Page, request: Parameters<typeof solveCaptcha>[1], account: string) {
  const captcha = watchCaptcha(page);
  await page.goto('/login?tab=agency');
  await page.getByLabel('旅行社账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill('agency2025');
  await solveCaptcha(page, request, captcha);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The field, not the filter form whose heading also says 客户姓名. */
const clientField = (page: Page) => page.getByRole('textbox', { name: /^客户姓名/ });

/**
 * The agency's one order's stage in its list and on the order's page it links to, in the table's words. Unpaid: paying
 * and moving it would add a sandbox payment to this journey, and the agency's list names every state by one key
 * (`state.{value}`, which the vocabulary test holds to the table).
 */
async function agencyReadsTheStage(page: Page, language: TestLanguage) {
  const words = orderStateWords.pendingPayment[language];
  const item = page.getByRole('list', { name: language === 'zh' ? '本社订单' : 'Your agency\'s orders' }).getByRole('listitem').first();
  await expect(item).toContainText(words);
  await item.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'zh' ? '订单详情' : 'Order details', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: language === 'zh' ? '订单概要' : 'Order summary' })).toContainText(words);
}

async function findByClient(page: Page, name: string) {
  await clientField(page).fill(name);
  await page.getByRole('button', { name: '查找', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`clientName=${encodeURIComponent(name)}`));
  await expect(page.getByText('共 1 个订单')).toBeVisible();
}

test.describe('travel agency', () => {
  test.setTimeout(420_000);

  test('a sub-account sees its identity, applies for two clients, finds them by name and reads the order\'s stage', async ({ page, request }) => {
    await agencyLogIn(page, request, 'sandbox-agency-01');
    await identityHeading(page, '旅行社认证');
    const certificate = page.getByRole('region', { name: '认证信息' });
    await expect(certificate).toContainText('沙箱国际旅行社');
    await expect(certificate).toContainText('L-BJ-CJ00888');
    await expect(certificate).toContainText('已认证（有效）');
    await expect(certificate).toContainText('北京韩国签证申请中心');
    await expect(certificate).toContainText('sandbox-agency-01');
    const accounts = page.getByRole('region', { name: '账号与子账号' });
    await expect(accounts.getByRole('row')).toHaveCount(4);
    await expect(accounts.getByRole('row', { name: /sandbox-agency-02/ })).toContainText('子账号');
    await expect(page.getByText('贵社还没有订单。')).toBeVisible();
    await expectNoAxeViolations(page, 'agency identity (zh)');

    await page.getByRole('link', { name: '为客户申请签证' }).click();
    await onScreen(page, '选择签证类型');
    await chooseVisa(page);
    const clients = await completeApplicants(page, request, 2);
    await confirmAndSign(page);
    await courierBothWays(page);
    await identityHeading(page, /支付/);

    await page.goto('/travel-agency');
    await identityHeading(page, '旅行社认证');
    const orders = page.getByRole('list', { name: '本社订单' }).getByRole('listitem');
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText('sandbox-agency-01');
    for (const client of clients) {
      await findByClient(page, client.name);
      await expect(orders.first()).toContainText(client.name);
    }
    await agencyReadsTheStage(page, 'zh');
    await page.goto('/travel-agency');
    await identityHeading(page, '旅行社认证');
    await findByClient(page, clients[1]!.name);
    await clientField(page).fill('没有这个人');
    await page.getByRole('button', { name: '查找', exact: true }).click();
    await expect(page.getByText('没有符合条件的订单。')).toBeVisible();
    // A wrong date is told beside its field, and the list is not asked.
    await page.getByRole('textbox', { name: /^开始日期/ }).fill('2025-13-40');
    await page.getByRole('button', { name: '查找', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('请输入正确的日期');
    await expect(clientField(page)).toHaveValue('没有这个人');
    await expectNoAxeViolations(page, 'agency orders with an error (zh)');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await identityHeading(page, 'Travel agency verification');
    await expect(page.getByRole('region', { name: 'Certification' })).toContainText('Certified (valid)');
    await expectNoAxeViolations(page, 'agency identity (en)');
    await page.goto('/travel-agency');
    await agencyReadsTheStage(page, 'en');
  });

  test('an applicant opening the agency page is told it is for agencies', async ({ page, request }) => {
    await startNewApplication(page, request);
    await page.goto('/travel-agency');
    await identityHeading(page, '旅行社认证');
    await expect(page.getByText('此页面仅供已认证的旅行社使用。')).toBeVisible();
    await expect(page.getByRole('link', { name: '使用旅行社账号登录' })).toBeVisible();
    await expect(page.getByRole('region', { name: '认证信息' })).toHaveCount(0);
  });
});
