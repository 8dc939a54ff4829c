import { expect, test, type Page } from '@playwright/test';
import { createUser, logInThroughPage, watchCaptcha } from './account-support';
import { expectNoAxeViolations } from './axe-support';
import { chooseLanguage } from './screen-support';

// The personal center (spec §2): every entry opens its real screen (none the "being built" page), the order tabs
// open the list on their tab, the customer center's name leads here, and logout asks first. axe in zh and en;
// a 360 px phone.

const pending = '该栏目正在建设中，即将开放，敬请期待。';

/** Entry link (its name starts with the screen's title) → the screen's heading. */
const entries: { link: RegExp; heading: string }[] = [
  { link: /^消息中心/, heading: '消息中心' },
  { link: /^待办申请/, heading: '待办申请' },
  { link: /^全部订单/, heading: '我的订单' },
  { link: /^常用地址/, heading: '常用地址' },
  { link: /^发票抬头与发票/, heading: '发票' },
  { link: /^意见反馈/, heading: '意见反馈' },
  { link: /^设置/, heading: '设置' },
  { link: /^修改手机号$/, heading: '修改手机号' },
  { link: /^修改邮箱$/, heading: '修改邮箱' },
  { link: /^修改密码$/, heading: '修改密码' },
];

async function backToCenter(page: Page) {
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
}

test('every entry of the personal center opens a real screen, and logout asks first', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const user = await createUser(request);
  const captcha = watchCaptcha(page);
  await page.goto('/login?returnTo=%2Fclient-center');
  await logInThroughPage(page, request, captcha, user.mobile, user.password);
  // The customer center's name leads to the personal center (decision 037).
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^消息中心 \d+条未读$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '待办申请 0份待完成' })).toBeVisible();
  await expect(page.getByRole('link', { name: '常用地址 已保存0个' })).toBeVisible();
  await expect(page.getByRole('link', { name: '进行中 0个订单' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, 'personal center (zh)');

  const main = page.getByRole('main');
  for (const entry of entries) {
    await test.step(`entry ${entry.heading}`, async () => {
      await main.getByRole('link', { name: entry.link }).click();
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      await expect(page.getByText(pending)).toHaveCount(0);
      await backToCenter(page);
    });
  }

  for (const [tab, label] of [['inProgress', '进行中'], ['finished', '已完成']] as const) {
    await main.getByRole('link', { name: new RegExp(`^${label} \\d+个订单$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders\\?tab=${tab}$`));
    await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await backToCenter(page);
  }

  // Logout: the question first; keeping the session changes nothing.
  await page.getByRole('button', { name: '退出登录', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '确定退出登录吗？' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();

  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Saved addresses/ })).toBeVisible();
  await expectNoAxeViolations(page, 'personal center (en)');
  await chooseLanguage(page, 'zh');

  await page.getByRole('button', { name: '退出登录', exact: true }).click();
  await page.getByRole('alertdialog', { name: '确定退出登录吗？' }).getByRole('button', { name: '退出登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('您已退出登录。')).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});
