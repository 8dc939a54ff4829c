import { expect, test } from '@playwright/test';
import { chooseVisaType, startNewApplication } from './flow-support';
import { onScreen } from './screen-support';

// The visa type step and the sign-in pages show before their rules (zod) arrive and load them once shown (decisions
// 067, 069). Without a network at that moment, pressing "继续" must say so, keep the choices, and work once the
// network is back — not do nothing.

test('the visa type step without its rules says the network failed, keeps the choices, and goes on once they load', async ({ page, request }) => {
  const rules = '**/assets/visa-choice-form-*.js';
  await page.route(rules, (route) => route.abort('internetdisconnected'));
  await startNewApplication(page, request);

  await page.getByLabel('签证申请中心', { exact: true }).selectOption({ label: '北京韩国签证申请中心' });
  await page.getByLabel('旅游 / 过境').check();
  await page.getByLabel('C-3-9 一般旅游/过境').check();
  await page.getByRole('button', { name: '继续', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: '请检查以下问题' });
  await expect(summary).toContainText('网络错误，请稍后重试');
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('C-3-9 一般旅游/过境')).toBeChecked();
  await expect(page.getByLabel('签证申请中心', { exact: true })).toHaveValue(/.+/);

  await page.unroute(rules);
  await chooseVisaType(page);
  await onScreen(page, '签证信息');
});

// A step's code is fetched when the person first reaches it. Cut off then, the page said "Something went wrong" and
// stayed so after the network came back, until a reload (decision 147).
test('the next step fetched without a network says so, and opens by itself once the network is back', async ({ page, request, context }) => {
  await startNewApplication(page, request);
  const nextStep: string[] = [];
  page.on('request', (sent) => {
    if (/visa-product-screen-[\w-]+\.js$/.test(sent.url())) nextStep.push(sent.url());
  });
  await page.getByLabel('签证申请中心', { exact: true }).selectOption({ label: '北京韩国签证申请中心' });
  await page.getByLabel('旅游 / 过境').check();
  await page.getByLabel('C-3-9 一般旅游/过境').check();
  // Everything the first step asks for has come (its rules too), so only what comes after is cut off.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: '继续', exact: true }).click();
  const networkError = page.getByRole('status').filter({ hasText: '网络错误，请稍后重试' });
  await expect(networkError).toBeVisible();
  await expect.poll(() => nextStep.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: '页面出错了' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByLabel(/^多次/)).toBeVisible();
  await onScreen(page, '签证信息');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: '已保存' })).toBeVisible({ timeout: 20_000 });
  await expect(networkError).toHaveCount(0);
});
