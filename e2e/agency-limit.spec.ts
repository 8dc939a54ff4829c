import { expect, test, type Page } from '@playwright/test';
import { solveCaptcha, watchCaptcha } from './account-support';
import { addApplicant, chooseVisa, flowPeople } from './flow-support';
import { chooseLanguage, press } from './screen-support';
import { w, type TestLanguage } from './words';

// Issue 38 item 1 (decision 083): the sandbox agency may add three applicants to an order. The applicants step says
// so (x / 3) and refuses the fourth client at once with the agency's limit, instead of "x / 5" and a refusal from the
// server at the end. Once on a phone in Chinese, once on a laptop in English.

const refusal: Record<TestLanguage, string> = {
  zh: '贵社每个订单最多可添加3名申请人，请为其他客户另建订单',
  en: 'Your agency may add up to 3 applicants to one order. Please start another order for the other clients',
};

async function clerkAddsFourClients(page: Page, request: Parameters<typeof solveCaptcha>[1], language: TestLanguage) {
  const captcha = watchCaptcha(page);
  await page.goto('/login?tab=agency');
  await page.getByLabel('旅行社账号').fill('sandbox-agency-02');
  await page.getByLabel('密码', { exact: true }).fill('agency2025');
  await solveCaptcha(page, request, captcha);
  await press(page.getByRole('button', { name: '登录', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: '旅行社认证' })).toBeVisible({ timeout: 30_000 });
  if (language !== 'zh') await chooseLanguage(page, language);
  await expect(page.getByText(language === 'zh' ? '贵社每个订单最多可添加3名申请人' : 'Your agency may add up to 3 applicants to one order')).toBeVisible();

  await press(page.getByRole('link', { name: w(page, '为客户申请签证') }));
  await chooseVisa(page);
  const title = language === 'zh' ? '本订单的申请人（{n} / 3）' : 'Applicants in this order ({n} of 3)';
  const list = (count: number) => page.getByRole('heading', { level: 2, name: title.replace('{n}', String(count)) });
  await expect(list(0)).toBeVisible();
  await expect(page.getByText(language === 'zh' ? '最多 3 人' : 'at most 3 people')).toBeVisible();
  // A client is neither the clerk nor the clerk's family (issue 38 item 3).
  await expect(page.getByLabel(w(page, '客户'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(w(page, '本人', { where: 'relation.myself' }), { exact: true })).toHaveCount(0);

  const listed = page.getByRole('region', { name: /^(本订单的申请人|Applicants in this order)/ }).getByRole('listitem');
  for (const [index, person] of flowPeople.slice(0, 3).entries()) {
    await addApplicant(page, person.name, '北京市', '客户');
    await expect(list(index + 1)).toBeVisible();
  }
  await expect(listed).toHaveCount(3);

  await addApplicant(page, flowPeople[3]!.name, '北京市', '客户');
  await expect(page.getByText(refusal[language]).first()).toBeVisible();
  await expect(list(3)).toBeVisible();
  await expect(listed).toHaveCount(3);
  await expect(listed.filter({ hasText: flowPeople[3]!.name })).toHaveCount(0);
}

test.describe("an agency's applicant limit on the applicants step", () => {
  test.setTimeout(180_000);

  test.describe('on a phone, in Chinese', () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' });

    test('shows x / 3 and refuses the fourth client at once', async ({ page, request }) => {
      await clerkAddsFourClients(page, request, 'zh');
    });
  });

  test.describe('on a laptop, in English', () => {
    test.use({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });

    test('shows x of 3 and refuses the fourth client at once', async ({ page, request }) => {
      await clerkAddsFourClients(page, request, 'en');
    });
  });
});
