import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { chooseLanguage } from './screen-support';

// The visa-centers page on the real server: each center's contacts, hours, jurisdiction, directions and QR code, the
// consular posts, and which center serves a chosen province and city (from the seeded regions and jurisdictions).

test.describe('visa centers', () => {
  test('shows each center and tells which one serves a city', async ({ page }) => {
    await page.goto('/visa-centers');
    await expect(page.getByRole('heading', { level: 1, name: '签证中心' })).toBeVisible();
    const shanghai = page.getByRole('article', { name: '上海韩国签证申请中心' });
    await expect(shanghai).toContainText('上海市黄浦区');
    await expect(shanghai).toContainText('400-920-1188');
    await expect(shanghai).toContainText('人民广场站');
    await expect(shanghai).toContainText('大韩民国驻上海总领事馆：');
    await expect(shanghai.getByRole('img', { name: '上海韩国签证申请中心公众号二维码' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '使领馆及领区' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '大韩民国驻华大使馆' })).toBeVisible();
    await expectNoAxeViolations(page, 'visa centers (zh)');

    await page.getByLabel('省份').selectOption({ label: '浙江省' });
    await page.getByLabel('城市（可选）').selectOption({ label: '杭州市' });
    const answer = page.getByRole('status').filter({ hasText: '领区' });
    await expect(answer).toContainText('浙江省 杭州市属于大韩民国驻上海总领事馆领区');
    await answer.getByRole('link', { name: '上海韩国签证申请中心' }).click();
    await expect(page).toHaveURL(/#center-center-shanghai$/);
  });

  // Issue 38 item 5 (decision 085): Xi'an's and Hong Kong's districts have no center; the answer says so and names the consulate.
  test('a district without a center names its consulate, in Chinese on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/visa-centers');
    await page.getByLabel('省份').selectOption({ label: '陕西省' });
    const answer = page.getByRole('status').filter({ hasText: '领区' });
    await expect(answer).toContainText('陕西省属于大韩民国驻西安总领事馆领区，该领区没有签证申请中心');
    await expect(answer).toContainText('请直接联系大韩民国驻西安总领事馆');
    await expect(answer.getByRole('link', { name: '029-88351001' })).toBeVisible();
    await expect(answer.getByRole('listitem')).toHaveCount(0);
    await page.getByLabel('省份').selectOption({ label: '香港特别行政区' });
    await expect(answer).toContainText('该领区没有签证申请中心');
    await expect(answer).toContainText('请直接联系大韩民国驻香港总领事馆');
    await expectNoAxeViolations(page, 'visa centers, a district without a center (zh, 390)');
  });

  test('a district without a center names its consulate, in English on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/visa-centers');
    await chooseLanguage(page, 'en');
    await page.getByLabel('Province').selectOption({ label: 'Shaanxi' });
    const answer = page.getByRole('status').filter({ hasText: 'consular district' });
    await expect(answer).toContainText('No visa application center serves this district.');
    await expect(answer).toContainText("Contact Consulate General of the Republic of Korea in Xi'an directly");
    await page.getByLabel('Province').selectOption({ label: 'Hong Kong' });
    await expect(answer).toContainText('Contact Consulate General of the Republic of Korea in Hong Kong directly');
    await expectNoAxeViolations(page, 'visa centers, a district without a center (en, 1366)');
  });

  test('reads in English and passes axe', async ({ page }) => {
    await page.goto('/visa-centers');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Which center serves my city?' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Korea Visa Application Center Beijing' })).toContainText('Guomao');
    await expectNoAxeViolations(page, 'visa centers (en)');
  });
});
