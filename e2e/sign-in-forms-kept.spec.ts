import { expect, test, type Page } from '@playwright/test';

// On a phone the browser may reload a page it had put away while the person read the SMS code in another app, and
// anyone may press reload by mistake: the sign-in pages keep the account and the code typed in that tab's history
// entry, never a password or the graphic code, and a new visit to the page starts empty (a shared computer's next
// person finds nothing).

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('register, login and password retrieval keep the account and code through a reload, never the passwords', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto('/register');
  await heading(page, '注册');
  await page.getByLabel('手机号码', { exact: true }).fill('13812345678');
  await page.getByLabel('图形验证码').fill('AB12');
  await page.getByLabel('短信验证码').fill('654321');
  await page.getByLabel('密码', { exact: true }).fill('Secret2025');
  await page.getByLabel('确认密码').fill('Secret2025');
  await page.getByLabel('我已阅读并同意用户协议').check();
  await page.reload();
  await heading(page, '注册');
  await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue('13812345678');
  await expect(page.getByLabel('短信验证码')).toHaveValue('654321');
  await expect(page.getByLabel('我已阅读并同意用户协议')).toBeChecked();
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('确认密码')).toHaveValue('');
  await expect(page.getByLabel('图形验证码')).toHaveValue('');
  // Nothing of it was written where another visit or another tab could read it.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain('13812345678');

  // The login page, reached by its link: a new entry, so it starts from nothing the register page kept.
  await page.getByRole('link', { name: '登录' }).last().click();
  await heading(page, '登录');
  await expect(page.getByLabel('手机号码或电子邮箱')).toHaveValue('');
  await page.getByLabel('手机号码或电子邮箱').fill('kept@example.com');
  await page.getByLabel('密码', { exact: true }).fill('Secret2025');
  await page.reload();
  await heading(page, '登录');
  await expect(page.getByLabel('手机号码或电子邮箱')).toHaveValue('kept@example.com');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');

  // Back returns to the register page's entry with what it kept there; Forward to the login page's.
  await page.goBack();
  await heading(page, '注册');
  await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue('13812345678');
  await page.goForward();
  await heading(page, '登录');
  await expect(page.getByLabel('手机号码或电子邮箱')).toHaveValue('kept@example.com');

  // Password retrieval by mobile number.
  await page.goto('/retrieve-password');
  await heading(page, '找回密码');
  await page.getByLabel('手机号码', { exact: true }).fill('13912340000');
  await page.getByLabel('短信验证码').fill('112233');
  await page.getByLabel('新密码', { exact: true }).fill('Newer2025');
  await page.reload();
  await heading(page, '找回密码');
  await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue('13912340000');
  await expect(page.getByLabel('短信验证码')).toHaveValue('112233');
  await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('');

  // Another page, then the address typed again: a new visit, an empty form. (The same address entered while on it
  // counts as a reload in Chromium, and keeps the entry.)
  await page.goto('/');
  await page.goto('/retrieve-password');
  await heading(page, '找回密码');
  await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue('');
});
