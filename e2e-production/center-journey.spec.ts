import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseLanguage, onScreen } from '../e2e/screen-support';
import { setPageLanguage, type TestLanguage } from '../e2e/words';
import { applyAndSign, paidAndOnProgress, payWithWechat, registerAndSignIn } from './applicant';
import { screenshot, waitForSms } from './stand';

// Issue 33's first "done when", in production mode: the portal outside the sandbox on the production stand (every
// secret set, SMS, mail, payments and courier at local peers), nothing under /dev. The first admin made by the
// command enrols TOTP and invites a clerk and a supervisor; an applicant registers, applies, signs and pays at the
// WeChat Pay peer; the clerk accepts the order, starts the review and asks for a supplement, which the applicant
// pays; the clerk flags a field, which the applicant corrects; the supervisor records "issued" and makes the return
// waybill; the applicant sees each step and gets each milestone by SMS; the order's audit trail names who did each.
// So far the applicant's half up to the payment; the center's half follows as its console lands.

async function journey(page: Page, browser: Browser, language: TestLanguage) {
  const shot = (step: string) => screenshot(page, `${language}`, step);
  // Production mode: the sandbox's back office is not there.
  expect((await page.request.get('/dev/orders')).status()).toBe(404);

  await page.goto('/');
  await onScreen(page, '韩国签证在线申请');
  if (language !== 'zh') await chooseLanguage(page, language);
  else setPageLanguage(page, 'zh');

  const applicant = await registerAndSignIn(page);
  await shot('applicant-signed-in');
  await applyAndSign(page, browser);
  await shot('applicant-pay-screen');
  await payWithWechat(page);
  const { orderId } = await paidAndOnProgress(page);
  await shot('applicant-paid');
  await waitForSms(applicant.mobile, 'paid');
  expect(orderId).toBeTruthy();
}

test.describe('the center works an order in production mode', () => {
  test.describe('at 1366 px, in Chinese', () => {
    test.use({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });

    test('an applicant registers, applies, signs and pays at the WeChat Pay peer; the paid SMS arrives', async ({ page, browser }) => {
      await journey(page, browser, 'zh');
    });
  });

  test.describe('at 768 px, in English', () => {
    test.use({ viewport: { width: 768, height: 1024 }, locale: 'en-US' });

    test('an applicant registers, applies, signs and pays at the WeChat Pay peer; the paid SMS arrives', async ({ page, browser }) => {
      await journey(page, browser, 'en');
    });
  });
});
