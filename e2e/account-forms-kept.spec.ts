import { expect, test, type Page } from '@playwright/test';
import { createUser, logInThroughPage, watchCaptcha } from './account-support';

// Walked as a new user on a phone: a half-typed address, invoice title and a long message survive a reload and an expired
// session (the server revoked the token while the person typed; signing in again brings them back to the page
// with their words), and signing out forgets them, so the next person at a shared computer finds nothing.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const keptKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('.typed:')));

test('an address, an invoice title and feedback kept through reload and an expired session, forgotten at sign-out', async ({ page, request }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const user = await createUser(request);
  const captcha = watchCaptcha(page);
  await page.goto('/login?returnTo=%2Faccount%2Faddresses%2Fnew');
  await logInThroughPage(page, request, captcha, user.mobile, user.password);
  await heading(page, '新增地址');

  // A reload halfway through the address keeps every field typed, the region included.
  await page.getByLabel('联系人', { exact: true }).fill('李娜');
  await page.getByLabel('手机号码', { exact: true }).fill('13912345678');
  await page.getByLabel('省份', { exact: true }).selectOption({ label: '北京市' });
  await page.getByLabel('城市', { exact: true }).selectOption({ label: '北京市' });
  await page.getByLabel('区县', { exact: true }).selectOption({ label: '海淀区' });
  await page.getByLabel('详细地址', { exact: true }).fill('中关村大街1号');
  await page.reload();
  await heading(page, '新增地址');
  await expect(page.getByLabel('联系人', { exact: true })).toHaveValue('李娜');
  await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue('13912345678');
  await expect(page.getByLabel('区县', { exact: true })).toHaveValue('110108');
  await expect(page.getByLabel('详细地址', { exact: true })).toHaveValue('中关村大街1号');

  // Saved: the list says so, Back does not return to a form that was already sent, and the form starts empty again.
  await page.getByRole('button', { name: '保存地址', exact: true }).click();
  await heading(page, '常用地址');
  await page.getByRole('link', { name: '新增地址' }).click();
  await heading(page, '新增地址');
  await expect(page.getByLabel('联系人', { exact: true })).toHaveValue('');

  // The session ends on the server while a message is typed: sending it leads to login, and back to the words.
  await page.goto('/account/feedback');
  await heading(page, '意见反馈');
  const message = '手机上上传护照的按钮太小，很难点到，请改大一些。';
  await page.getByLabel('您的意见').fill(message);
  // The page's own signed-in reads (the sent list, the current user) must have answered first: one still in flight
  // when the token goes would meet the 401 and take the page to login before the button is pressed, as it should.
  await page.waitForLoadState('networkidle');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token as string);
  expect((await request.delete('/api-uaa/oauth/user/token', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  // The press meets the 401 and leads to login. A read of the page's own that comes after all (CI's retried run:
  // the page went to login while the press waited, and the press then waited 120 s for a button that was gone)
  // leads there first, as it should: either way the words must come back after signing in.
  await page.getByRole('button', { name: '提交意见', exact: true }).click({ timeout: 30_000 }).catch(async (error: unknown) => {
    if (!(await page.getByRole('heading', { level: 1, name: '登录' }).isVisible())) throw error;
  });
  await heading(page, '登录');
  await logInThroughPage(page, request, captcha, user.mobile, user.password);
  await heading(page, '意见反馈');
  await expect(page.getByLabel('您的意见')).toHaveValue(message);

  // An invoice title half typed: the open form is in the address, so a reload keeps it open with its words, Back
  // returns to the list and Forward to the form as it was.
  await page.goto('/account/invoices');
  await heading(page, '发票');
  // The form takes the button's place and the list the form's: the focus goes to the form, then back to the button
  // (it fell to the page's body, and the next Tab started from the top).
  const addTitle = page.getByRole('button', { name: '新增发票抬头' });
  await addTitle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '新增发票抬头' })).toBeFocused();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(addTitle).toBeFocused();
  await addTitle.click();
  await page.getByRole('radio', { name: '单位' }).check();
  await page.getByRole('textbox', { name: '单位名称' }).fill('上海示例贸易有限公司');
  await page.getByRole('textbox', { name: '联系电话' }).fill('02161234567');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '单位名称' })).toHaveValue('上海示例贸易有限公司');
  await expect(page.getByRole('radio', { name: '单位' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: '联系电话' })).toHaveValue('02161234567');
  await page.goBack();
  await expect(page.getByRole('button', { name: '新增发票抬头' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('textbox', { name: '单位名称' })).toHaveValue('上海示例贸易有限公司');

  // Typing that is not sent yet, then signing out: nothing typed stays in this browser.
  await page.goto('/account/addresses/new');
  await page.getByLabel('联系人', { exact: true }).fill('王强');
  await expect.poll(() => keptKeys(page)).toHaveLength(3);
  await page.goto('/account');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await keptKeys(page)).toEqual([]);
});
