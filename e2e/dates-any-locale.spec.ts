import { expect, test, type Page } from '@playwright/test';
import { passportPng } from '../tests/support/images';
import { createUser, logInThroughPage, watchCaptcha } from './account-support';
import { addApplicant, chooseVisa, startNewApplication } from './flow-support';
import { READING } from './reading-deadline';

// Issue 12 item 10: in an English-locale browser the date fields showed mm/dd/yyyy beside a hint saying 2025-06-01.
// Dates are typed and shown as YYYY-MM-DD whatever the browser's locale (the portal's language stays Chinese).
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** What a person types, key by key (a native date input would take the keys as month, day, year). */
const type = async (page: Page, label: RegExp | string, keys: string) => {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.click();
  await field.pressSequentially(keys);
  await field.blur();
  return field;
};

test.describe('dates in a browser of another locale', () => {
  test('the order filter takes 2025-06-01 and tidies 2025/6/1', async ({ page, request }) => {
    const user = await createUser(request);
    const captcha = watchCaptcha(page);
    await page.goto('/login?returnTo=%2Faccount%2Forders');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);
    await expect(page.getByText('格式如 2025-06-01（北京时间）').first()).toBeVisible();
    await expect(await type(page, /^开始日期/, '2025-06-01')).toHaveValue('2025-06-01');
    await expect(await type(page, /^结束日期/, '2025/6/30')).toHaveValue('2025-06-30');
  });

  test('the passport and ID card dates are typed year first, and say so', async ({ page, request }) => {
    test.setTimeout(240_000);
    await startNewApplication(page, request);
    await chooseVisa(page);
    await addApplicant(page, '李小明', '北京市', '本人');
    await page.getByRole('button', { name: '继续', exact: true }).click();
    await page.getByRole('button', { name: /^李小明/ }).click();
    await page.getByLabel('护照资料页', { exact: true }).setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: await passportPng(null) });
    await page.getByRole('button', { name: '自己填写信息' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '核对护照信息' })).toBeVisible(READING);

    const birth = await type(page, '出生日期', '1990-05-20');
    await expect(birth).toHaveValue('1990-05-20');
    await expect(birth).toHaveAccessibleDescription(/按“年-月-日”填写，例如 2025-06-01/);
    await expect(await type(page, '签发日期', '20240601')).toHaveValue('2024-06-01');
    await expect(await type(page, '有效期至', '2034年6月1日')).toHaveValue('2034-06-01');
  });
});
