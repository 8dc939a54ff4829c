import { expect, test } from '@playwright/test';
import { logInThroughPage, registerThroughPage, solveCaptcha, uniqueMobile, watchCaptcha } from './account-support';

test.describe('register, log in, log out', () => {
  test('a new applicant registers with the SMS code from the outbox, logs in and logs out after confirming', async ({ page, request }) => {
    const captcha = watchCaptcha(page);
    const mobile = uniqueMobile();
    const password = 'Visa2025ok';

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '注册' }).click();
    // Registration leads to login with the number filled in.
    await registerThroughPage(page, request, captcha, mobile, password);
    await logInThroughPage(page, request, captcha, mobile, password);

    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    await expect(page.getByText(`欢迎您，${mobile}`)).toBeVisible();
    // The welcome message of registration is counted as unread.
    await expect(page.getByRole('link', { name: /消息中心.*1条未读/ })).toBeVisible();
    // The message center's kinds are links: the current one is marked, and a click moves the mark.
    await page.getByRole('link', { name: /消息中心/ }).click();
    const kinds = page.getByRole('navigation', { name: '消息类型' });
    await expect(kinds.getByRole('link', { name: '系统消息' })).toHaveAttribute('aria-current', 'page');
    await kinds.getByRole('link', { name: '公告' }).click();
    await expect(kinds.getByRole('link', { name: '公告' })).toHaveAttribute('aria-current', 'page');
    await expect(kinds.getByRole('link', { name: '系统消息' })).not.toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();

    // Cancel keeps the session; confirming ends it.
    await page.getByRole('button', { name: '退出登录' }).click();
    const dialog = page.getByRole('alertdialog', { name: '确定退出登录吗？' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token)).toBeNull();

    // The account pages are closed again: the guard sends the visitor to login, with the way back.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });

  test('a travel agency logs in on its own tab with the sandbox account', async ({ page, request }) => {
    const captcha = watchCaptcha(page);
    await page.goto('/login');
    await page.getByRole('tab', { name: '旅行社登录' }).click();
    await expect(page.getByRole('tab', { name: '旅行社登录' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('旅行社账号').fill('sandbox-agency');
    await page.getByLabel('密码', { exact: true }).fill('agency2025');
    await solveCaptcha(page, request, captcha);
    await page.getByLabel('在此设备上记住账号').check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // An agency lands on its own page (decision 040), not the applicant's personal center.
    await expect(page.getByRole('heading', { level: 1, name: '旅行社认证' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '沙箱国际旅行社' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}'));
    expect(stored.userInfo.kind).toBe('travelAgency');
    // Remember-account keeps the account, never the password.
    const remembered = await page.evaluate(() => localStorage.getItem('portal.rememberedAccount') ?? '');
    expect(remembered).toContain('sandbox-agency');
    expect(remembered).not.toContain('agency2025');
  });
});
