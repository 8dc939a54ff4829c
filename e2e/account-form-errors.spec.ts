import { expect, test } from '@playwright/test';
import { createUser, solveCaptcha, uniqueMobile, watchCaptcha } from './account-support';

test.describe('form errors', () => {
  test('an empty register form shows the error summary in Chinese, each message linking to its field', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: '请检查以下问题' });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['请输入手机号码', '请输入图形验证码', '请输入短信验证码', '请填写6到20位密码（字母或数字）', '请阅读并同意用户协议']);
    await summary.getByRole('link', { name: '请输入短信验证码' }).click();
    await expect(page.getByLabel('短信验证码')).toBeFocused();
    // The same message stands beside the field.
    await expect(page.getByLabel('短信验证码')).toHaveAccessibleDescription(/请输入短信验证码/);
  });

  test('a server\'s word goes once the person changes what it was about: a taken mobile, then a new number (issue 38 item 8)', async ({ page, request }) => {
    const taken = await createUser(request);
    const captcha = watchCaptcha(page);
    await page.goto('/register');
    await page.getByLabel('手机号码').fill(taken.mobile);
    await solveCaptcha(page, request, captcha);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '请检查以下问题' });
    await expect(summary).toContainText('该手机号码已注册');
    const fresh = uniqueMobile();
    await page.getByLabel('手机号码').fill(fresh);
    await expect(page.getByText('该手机号码已注册')).toHaveCount(0);
    await expect(page.getByLabel('手机号码')).toHaveValue(fresh);
    // The next send goes to the new number, and nothing of the old answer comes back beside it.
    await solveCaptcha(page, request, captcha);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(`6位验证码已发送至${fresh}，10分钟内有效。`)).toBeVisible();
    await expect(page.getByText('该手机号码已注册')).toHaveCount(0);
  });

  test('the same in English; a mismatched confirmation is caught and keeps everything typed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/register');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter a valid 11-digit mainland mobile number', 'Please enter the graphic code', 'Please enter the SMS code',
      'Please fill in 6 to 20 digit password (letters or digits)', 'Protocol is required: please read and accept the agreement',
    ]);

    // Everything else right, the two passwords different: only that is reported, nothing is emptied.
    await page.getByLabel('Mobile number').fill('13912345678');
    await page.getByLabel('Graphic code').fill('ABCD');
    await page.getByLabel('SMS code').fill('123456');
    await page.getByLabel('Password', { exact: true }).fill('abc123');
    await page.getByLabel('Confirm password').fill('abc124');
    await page.getByLabel('I have read and accept the user agreement').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(summary.getByRole('link')).toHaveText(['Passwords do not match']);
    await summary.getByRole('link', { name: 'Passwords do not match' }).click();
    await expect(page.getByLabel('Confirm password')).toBeFocused();
    await expect(page.getByLabel('Mobile number')).toHaveValue('13912345678');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('abc123');
    await expect(page.getByLabel('SMS code')).toHaveValue('123456');
  });

  test('five wrong passwords lock the account with a clear message, and each try draws a new graphic code', async ({ page, request }) => {
    const user = await createUser(request);
    const captcha = watchCaptcha(page);
    await page.goto('/login');
    let previous: string | undefined;
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel('手机号码或电子邮箱').fill(user.mobile);
      await page.getByLabel('密码', { exact: true }).fill(`Wrong${attempt}x`);
      previous = await solveCaptcha(page, request, captcha, previous);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      const summary = page.getByRole('alert').filter({ hasText: '请检查以下问题' });
      await expect(summary).toContainText(attempt < 5 ? '账号或密码错误' : '账号已锁定');
      // What was typed stays; only the spent graphic code is emptied.
      await expect(page.getByLabel('手机号码或电子邮箱')).toHaveValue(user.mobile);
      await expect(page.getByLabel('图形验证码')).toHaveValue('');
    }
    // Even the right password is refused while the lock lasts.
    await page.getByLabel('密码', { exact: true }).fill(user.password);
    await solveCaptcha(page, request, captcha, previous);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请检查以下问题' })).toContainText(/账号已锁定，请于.*（北京时间）后再试/);
    await expect(page).toHaveURL(/\/login/);
  });
});
