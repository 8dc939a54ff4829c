import { expect, test, type Page } from '@playwright/test';
import { createUser, logInThroughPage, watchCaptcha } from './account-support';

// Short session timings for these journeys (decision 009): an override may only shorten them.
async function shortSession(page: Page, idleTimeoutMs: number, warningLeadMs: number) {
  await page.addInitScript(([idle, lead]) => {
    localStorage.setItem('portal.sessionTimings', JSON.stringify({ idleTimeoutMs: idle, warningLeadMs: lead }));
  }, [idleTimeoutMs, warningLeadMs]);
}

test.describe('the session', () => {
  test('the idle warning counts down, and "stay signed in" keeps the session', async ({ page, request }) => {
    const user = await createUser(request);
    const captcha = watchCaptcha(page);
    await shortSession(page, 24_000, 16_000);
    await page.goto('/login?returnTo=%2Faccount%2Fsettings');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();

    const warning = page.getByRole('alertdialog', { name: '您即将被退出登录' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/\d+秒/);
    const deadlineOf = () => page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').idleDeadline as number);
    const firstDeadline = await deadlineOf();
    await warning.getByRole('button', { name: '保持登录' }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    expect(await deadlineOf()).toBeGreaterThan(firstDeadline);
    // Past the deadline the first warning spoke of, the person is still signed in on the same page.
    await page.waitForTimeout(Math.max(0, firstDeadline - Date.now()) + 1_000);
    await expect(page).toHaveURL(/\/account\/settings$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').isLogin)).toBe(true);
  });

  test('a session that runs out sends the person to login with the stored center, then back to the same page', async ({ page, request }) => {
    const user = await createUser(request);
    const captcha = watchCaptcha(page);
    // The warning shows for its last 8 s: a loaded machine may take seconds to paint the page after the login, and a
    // shorter warning was over before the test could look (its one retry in the stop-47 CI run).
    await shortSession(page, 14_000, 8_000);
    await page.goto('/?centerId=center-shanghai');
    await page.goto('/account/email');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);
    await expect(page.getByRole('heading', { level: 1, name: '修改邮箱' })).toBeVisible();

    // No action: the warning comes, the countdown ends, login opens with the center and says why.
    await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/login\?centerId=center-shanghai/, { timeout: 20_000 });
    await expect(page.getByText('由于长时间未操作，您已退出登录')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}'));
    expect(stored).toMatchObject({ token: null, isLogin: false, centerId: 'center-shanghai', endReason: 'idle', returnTo: '/account/email' });

    await logInThroughPage(page, request, captcha, user.mobile, user.password);
    await expect(page).toHaveURL(/\/account\/email$/);
    await expect(page.getByRole('heading', { level: 1, name: '修改邮箱' })).toBeVisible();
  });

  test("a center's link is kept even when the person moves on before the page has started", async ({ page }) => {
    // The page's second step never arrives (a slow phone, or a person who clicks on at once): what the address said
    // must already be kept by the entry module, or the login redirect later loses the center.
    await page.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/?centerId=center-guangzhou&lang=en');
    expect(await page.evaluate(() => [localStorage.getItem('centerId'), localStorage.getItem('language')]))
      .toEqual(['center-guangzhou', 'en']);
  });

  test('logging out in one tab is seen in the other', async ({ page, context, request }) => {
    const user = await createUser(request);
    const captcha = watchCaptcha(page);
    await page.goto('/login');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/account/settings');
    await expect(other.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(other.getByRole('banner').getByRole('link', { name: /个人中心/ })).toBeVisible();

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The other tab leaves its signed-in page for login, keeping the way back.
    await expect(other).toHaveURL(/\/login\?returnTo=%2Faccount%2Fsettings$/);
    await expect(other.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
  });
});
