import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logInThroughPage, registerThroughPage, uniqueMobile, watchCaptcha, PASSWORD } from './account-support';
import { checkNowForSupplement, clickSupplement, moveAndSee, seeStatus } from './backoffice-support';
import { courierBothWays } from './delivery-support';
import { chooseVisa, completeApplicantsOnScreens, confirmAndSignOnPhones } from './flow-support';
import { payOnSandboxPhone } from './payment-support';
import { fitsThePhone } from './phone-support';
import { checkEachScreen, chooseLanguage, onScreen, press, pressButton, siteNavigation } from './screen-support';
import { template, w, type TestLanguage } from './words';

// Issue 12 "done when": the whole journey of one order, from registering to the issued visa, through the real
// screens, once on a phone in Chinese and once on a laptop in English. The sandbox stands in for the SMS gateway,
// the payment gateways and the center's back office.

async function journey(page: Page, request: APIRequestContext, browser: Browser, language: TestLanguage) {
  const captcha = watchCaptcha(page);
  await page.goto('/');
  await onScreen(page, '韩国签证在线申请');
  if (language !== 'zh') {
    await chooseLanguage(page, language);
    await onScreen(page, '韩国签证在线申请');
  }

  const mobile = uniqueMobile();
  await press(page.getByRole('banner').getByRole('link', { name: w(page, '注册'), exact: true }));
  await registerThroughPage(page, request, captcha, mobile, PASSWORD);
  await logInThroughPage(page, request, captcha, mobile, PASSWORD);
  await onScreen(page, '个人中心');

  await press((await siteNavigation(page)).getByRole('link', { name: w(page, '首页') }));
  await press(page.getByRole('link', { name: w(page, '开始申请') }));
  await chooseVisa(page);
  // The account holder (本人) and one of the family, each with passport, ID card and photo, then the six form steps.
  await completeApplicantsOnScreens(page, 2);
  await confirmAndSignOnPhones(page);
  await courierBothWays(page);

  await payOnSandboxPhone(page, browser, 'wechat', 'approve');
  await onScreen(page, '支付成功', { timeout: 30_000 });
  const orderLink = page.getByRole('link', { name: w(page, '查看订单', { where: 'paid.orderLink' }) });
  const orderId = (await orderLink.getAttribute('href'))!.split('/').pop()!;
  await pressButton(page, '继续');
  await expect(page).toHaveURL(/\/apply\/visa-data(\?|$)/);
  await seeStatus(page, '已支付，等待材料送达');

  await moveAndSee(page, orderId, 'accepted', '签证中心已收到材料');
  await moveAndSee(page, orderId, 'inReview', '领事馆审核中');

  // The center asks for a supplement: the progress page opens its payment by itself.
  const reason = language === 'zh' ? '偏远地区回寄附加费' : 'Remote area return surcharge';
  await clickSupplement(page, orderId, 12, reason);
  await checkNowForSupplement(page);
  await onScreen(page, '确认支付补缴费用：{{reason}}', { values: { reason }, timeout: 30_000 });
  await payOnSandboxPhone(page, browser, 'wechat', 'approve');
  await expect(page).toHaveURL(/\/apply\/visa-data(\?|$)/, { timeout: 30_000 });
  await seeStatus(page, '领事馆审核中');
  await expect(page.getByRole('alert').filter({ hasText: w(page, '需要补缴费用', { where: 'visa-data:' }) })).toHaveCount(0);

  await moveAndSee(page, orderId, 'issued', '签证已签发');
  await expect(page.getByText(w(page, '签证已签发。护照将按您选择的方式返还。'))).toBeVisible();
  // The way back the person chose, not "courier or pick-up": both applicants' passports to the sender's address.
  const returns = page.getByRole('region', { name: w(page, '护照返还', { where: 'visa-data:' }) }).getByRole('listitem');
  await expect(returns).toHaveText(template(page, '{{names}}的护照将快递寄到：{{recipient}}，{{phone}}，{{address}}'));
  await expect(returns).toContainText('建国路1号 1号楼101');
  const progress = page.getByRole('list', { name: w(page, '办理进度') }).getByRole('listitem');
  await expect(progress.filter({ hasText: w(page, '需要补缴费用', { where: 'visa-data:' }) })).toContainText(reason);
  await expect(progress.last()).toContainText(w(page, '已出结果，等待返还护照'));
}

// One of the longest files, whose journeys share nothing (each makes its own people and orders): they are spread over
// the workers instead of running one after another in one (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

test.describe('the whole journey', () => {
  test.setTimeout(600_000);
  // A control that never shows fails the step it is in, not the whole journey's ten minutes later.
  test.use({ actionTimeout: 60_000 });

  test.describe('on a phone, in Chinese', () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' });

    test('register → two applicants → sign → courier → pay → supplement → issued, fitting the phone on every screen', async ({ page, request, browser }) => {
      checkEachScreen(page, fitsThePhone);
      await journey(page, request, browser, 'zh');
    });
  });

  test.describe('on a laptop, in English', () => {
    test.use({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });

    test('register → two applicants → sign → courier → pay → supplement → issued, with the site switched to English', async ({ page, request, browser }) => {
      await journey(page, request, browser, 'en');
    });
  });
});
