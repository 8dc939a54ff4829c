import { expect, test, type Page } from '@playwright/test';
import { chooseVisa, startNewApplication } from './flow-support';
import { screenLoaded } from './screen-support';

// Issue 12 item 7, WCAG 2.2 1.4.4 (resize text) and 1.4.10 (reflow): a person who zooms a 1280×800 window to
// 200% gets a 640×400 CSS-pixel viewport at twice the density. Every kind of screen must still fit its width (no
// sideways scrolling), keep its heading, and keep its main action reachable and unclipped.

test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

async function fitsAtZoom(page: Page, what: string, heading: string | RegExp, action: { role: 'button' | 'link'; name: string | RegExp }) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await screenLoaded(page, 30_000);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${what}: page width at 200% zoom`).toBeLessThanOrEqual(innerWidth);
  const control = page.getByRole('main').getByRole(action.role, { name: action.name }).first();
  // A page the server painted (news, decision 113) is replaced by React's same picture as the portal's code takes it
  // over: a control found in the painting may be gone by the time it is scrolled to, so it is found again.
  await expect(async () => {
    await control.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(control, `${what}: main action`).toBeInViewport({ ratio: 1, timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('200% zoom', () => {
  test('public screens reflow: home, login, register, retrieve password, news, not found', async ({ page }) => {
    await page.goto('/');
    await fitsAtZoom(page, 'home', '韩国签证在线申请', { role: 'link', name: /在线申请|立即申请|开始申请/ });
    await page.goto('/login');
    await fitsAtZoom(page, 'login', '登录', { role: 'button', name: '登录' });
    await page.goto('/register');
    await fitsAtZoom(page, 'register', '注册', { role: 'button', name: '注册' });
    await page.goto('/retrieve-password');
    await fitsAtZoom(page, 'retrieve password', /找回密码|重置密码/, { role: 'button', name: /获取验证码|下一步|重置密码/ });
    await page.goto('/news');
    await fitsAtZoom(page, 'news', /新闻|公告|资讯/, { role: 'link', name: /./ });
    await page.goto('/this/does/not/exist');
    await fitsAtZoom(page, 'not found', /找不到|不存在/, { role: 'link', name: /首页/ });
  });

  test('the flow\'s first screens and the account reflow', async ({ page, request }) => {
    await startNewApplication(page, request);
    await fitsAtZoom(page, 'visa type', '选择签证类型', { role: 'button', name: '继续' });
    await chooseVisa(page);
    await fitsAtZoom(page, 'add applicants', '添加申请人', { role: 'button', name: '添加申请人' });
    await page.goto('/account');
    await fitsAtZoom(page, 'personal center', /个人中心|我的账户/, { role: 'link', name: /订单/ });
    await page.goto('/account/orders');
    await fitsAtZoom(page, 'orders', /我的订单|订单/, { role: 'link', name: /./ });
  });
});
