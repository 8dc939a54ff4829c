import { expect, test } from '@playwright/test';
import { afterResendCooldown, createUser, logInThroughPage, outboxCode, solveCaptcha, uniqueEmail, watchCaptcha, type TestUser } from './account-support';

test.describe('passwords', () => {
  // Made together at the start, so only the first journey waits out the minute before another code.
  const users: Record<'byMobile' | 'byEmail' | 'change', TestUser> = {} as never;
  test.beforeAll(async ({ request }) => {
    [users.byMobile, users.byEmail, users.change] = await Promise.all([createUser(request), createUser(request, { email: uniqueEmail() }), createUser(request)]);
  });
  test.beforeEach(() => test.setTimeout(240_000));

  test('retrieve by mobile: the SMS code resets the password, and the new one logs in', async ({ page, request }) => {
    const user = users.byMobile;
    const captcha = watchCaptcha(page);
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '找回密码' })).toBeVisible();
    await page.getByLabel('手机号码', { exact: true }).fill(user.mobile);
    await afterResendCooldown(page, user);
    await solveCaptcha(page, request, captcha);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(`6位验证码已发送至${user.mobile}`)).toBeVisible();
    await page.getByLabel('短信验证码').fill(await outboxCode(request, user.mobile, 'sms', 'resetPassword'));
    await page.getByLabel('新密码', { exact: true }).fill('Reset2025a');
    await page.getByLabel('确认新密码').fill('Reset2025a');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码已重置')).toBeVisible();
    await logInThroughPage(page, request, captcha, user.mobile, 'Reset2025a');
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  });

  test('retrieve by e-mail: the e-mail code resets the password, and the address logs in', async ({ page, request }) => {
    const email = users.byEmail.email!;
    const captcha = watchCaptcha(page);
    await page.goto('/retrieve-password');
    await page.getByRole('tab', { name: '电子邮箱找回' }).click();
    await page.getByLabel('电子邮箱', { exact: true }).fill(email);
    await afterResendCooldown(page, users.byEmail);
    await solveCaptcha(page, request, captcha);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(`6位验证码已发送至${email}`)).toBeVisible();
    await page.getByLabel('邮箱验证码').fill(await outboxCode(request, email, 'email', 'resetPassword'));
    await page.getByLabel('新密码', { exact: true }).fill('Mailed2025');
    await page.getByLabel('确认新密码').fill('Mailed2025');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码已重置')).toBeVisible();
    await expect(page.getByLabel('手机号码或电子邮箱')).toHaveValue(email);
    await logInThroughPage(page, request, captcha, email, 'Mailed2025');
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  });

  test('change the password with the SMS code, then log in with the new one (and not the old)', async ({ page, request }) => {
    const user = users.change;
    const captcha = watchCaptcha(page);
    await page.goto('/account/password');
    // Signed-in page: login first, then straight back here.
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fpassword/);
    await logInThroughPage(page, request, captcha, user.mobile, user.password);
    await expect(page.getByRole('heading', { level: 1, name: '修改密码' })).toBeVisible();

    await page.getByLabel('原密码').fill(user.password);
    await page.getByLabel('新密码', { exact: true }).fill('Changed2025');
    await page.getByLabel('确认新密码').fill('Changed2025');
    await afterResendCooldown(page, user);
    await solveCaptcha(page, request, captcha);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(`6位验证码已发送至${user.mobile}`)).toBeVisible();
    await page.getByLabel('短信验证码').fill(await outboxCode(request, user.mobile, 'sms', 'changePassword'));
    await page.getByRole('button', { name: '修改密码' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    await expect(page.getByText('密码已修改')).toBeVisible();
    await logInThroughPage(page, request, captcha, user.mobile, user.password);
    await expect(page.getByRole('alert').filter({ hasText: '请检查以下问题' })).toContainText('账号或密码错误');
    await page.getByLabel('密码', { exact: true }).fill('Changed2025');
    await solveCaptcha(page, request, captcha);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  });
});
