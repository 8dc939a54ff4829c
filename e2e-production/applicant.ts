import { expect, type Dialog, type Page } from '@playwright/test';
import { uniqueMobile, watchCaptcha, PASSWORD } from '../e2e/account-support';
import { checkNowForSupplement } from '../e2e/backoffice-support';
import { courierBothWays } from '../e2e/delivery-support';
import { chooseVisa, completeApplicants, confirmAndSignOnPhones } from '../e2e/flow-support';
import { onScreen, press, pressButton, siteNavigation } from '../e2e/screen-support';
import { template, w } from '../e2e/words';
import { approveAtWechat, captchaAnswer, waitForMail, waitForSms } from './stand';

// The applicant's half in production: the sandbox journeys' helpers wherever they read nothing of the sandbox (the
// visa choice, the applicants, signing on phones, the courier both ways), and these where the sandbox would have
// answered — the graphic code and the SMS code are read at the stand (the portal's outbox page does not exist here),
// and the payment is approved at the WeChat Pay peer instead of the sandbox's phone page.

const captchaPicture = /图形验证码图片|Graphic code picture|그림 인증 코드 이미지/;
const captchaLabel = /^(图形验证码|Graphic code|그림 인증 코드)$/;

async function solveCaptcha(page: Page, captcha: { deviceId: () => string }) {
  await expect(page.getByRole('img', { name: captchaPicture })).toBeVisible();
  await page.getByLabel(captchaLabel).fill(await captchaAnswer(captcha.deviceId()));
}

export interface Applicant { mobile: string; password: string }

/** From the home page: registers a new mobile with the SMS the peer received, then signs in; ends on 个人中心. */
export async function registerAndSignIn(page: Page): Promise<Applicant> {
  const captcha = watchCaptcha(page);
  const mobile = uniqueMobile();
  await press(page.getByRole('banner').getByRole('link', { name: w(page, '注册'), exact: true }));
  await onScreen(page, '注册');
  await page.getByLabel(w(page, '手机号码')).fill(mobile);
  await solveCaptcha(page, captcha);
  await pressButton(page, '获取验证码');
  await expect(page.getByText(w(page, '6位验证码已发送至{{target}}，10分钟内有效。', { values: { target: mobile } }))).toBeVisible();
  const sms = await waitForSms(mobile, 'signup');
  await page.getByLabel(w(page, '短信验证码')).fill(sms.params.code!);
  await page.getByLabel(w(page, '密码'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(w(page, '确认密码')).fill(PASSWORD);
  await page.getByLabel(w(page, '我已阅读并同意用户协议')).check();
  await press(page.getByRole('button', { name: w(page, '注册'), exact: true }));
  // '登录' is also the staff console's word, said otherwise in English: the applicants' sign-in page is meant.
  await onScreen(page, '登录', { where: 'app:route.login' });
  await expect(page.getByText(w(page, '注册成功。请使用手机号码和密码登录。'))).toBeVisible();

  await page.getByLabel(w(page, '手机号码或电子邮箱')).fill(mobile);
  await page.getByLabel(w(page, '密码'), { exact: true }).fill(PASSWORD);
  await solveCaptcha(page, captcha);
  await pressButton(page, '登录', { where: 'login.submit' });
  await onScreen(page, '个人中心');
  return { mobile, password: PASSWORD };
}

/** Adds an e-mail address to the account with the code the SMTP peer received, so milestones come by mail too. */
export async function addEmail(page: Page, email: string) {
  const captcha = watchCaptcha(page);
  await page.goto('/account/email');
  await page.getByLabel(w(page, '新电子邮箱')).fill(email);
  await solveCaptcha(page, captcha);
  await pressButton(page, '获取验证码');
  const mail = await waitForMail(email, /\b\d{6}\b/);
  await page.getByLabel(w(page, '邮箱验证码')).fill(mail.text.match(/\b(\d{6})\b/)![1]!);
  await pressButton(page, '保存电子邮箱');
  await expect(page.getByText(w(page, '电子邮箱已保存。'))).toBeVisible();
}

/**
 * Saves the progress notifications as they stand, by SMS and e-mail: they, and the texts the center writes in three
 * languages (a supplement's reason), then come in the language the page is in.
 */
export async function keepNotificationsInPageLanguage(page: Page) {
  await page.goto('/account/settings');
  await pressButton(page, '保存通知设置');
  await expect(page.getByRole('status').filter({ hasText: w(page, '通知设置已保存。') })).toBeVisible();
}

/**
 * The visa chosen, and the page reloaded while the application's first save is on its way (decision 143), here with
 * the sandbox off: the step comes back as it was, and every create asks for the one draft the address then names.
 */
async function chooseVisaAcrossAReload(page: Page) {
  const drafts = '**/api-apply/unprocessed';
  const creates: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(drafts, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    creates.push(String((route.request().postDataJSON() as { id?: unknown }).id));
    if (creates.length === 1) await held;
    // The first one's page is gone by now: its request may no longer be there to send on.
    return route.continue().catch(() => undefined);
  });
  // The browser's unsaved-changes warning, answered "leave".
  const leave = (dialog: Dialog) => void dialog.accept();
  page.on('dialog', leave);
  await chooseVisa(page, false, async () => {
    await expect.poll(() => creates.length).toBe(1);
    await page.reload();
    release();
    await expect(page).toHaveURL(/\/apply\/visa-information\?draft=[\w-]+$/);
    await onScreen(page, '签证信息');
  });
  page.off('dialog', leave);
  await page.unroute(drafts);
  expect(new Set(creates)).toEqual(new Set([new URL(page.url()).searchParams.get('draft')]));
}

/** From 个人中心: one applicant (张伟, 本人) applied for, signed on a phone, courier both ways; ends on the pay screen. */
export async function applyAndSign(page: Page) {
  await press((await siteNavigation(page)).getByRole('link', { name: w(page, '首页') }));
  await press(page.getByRole('link', { name: w(page, '开始申请') }));
  await chooseVisaAcrossAReload(page);
  // The documents and form steps are saved through the same requests their screens send (e2e/applicants-api.ts):
  // their screens are the sandbox journeys' subject; this one's is what the center does after payment.
  await completeApplicants(page, page.request, 1);
  await confirmAndSignOnPhones(page);
  await courierBothWays(page);
}

/**
 * On the pay screen (the order's, or a supplement's): WeChat Pay's code is shown as its link; the payer approves it
 * at the peer, which posts the signed notify. The screen then moves on by itself.
 */
export async function payWithWechat(page: Page) {
  const methodName = w(page, '微信支付');
  // The sandbox's payment advice is the sandbox's only: a production page never shows it.
  await expect(page.getByText(/沙箱|sandbox|샌드박스/i)).toHaveCount(0);
  const qrHeading = page.getByRole('heading', { level: 2, name: w(page, '请用{{method}}扫码', { values: { method: methodName } }) });
  if (!(await qrHeading.isVisible())) await press(page.getByRole('button', { name: methodName, exact: true }));
  await expect(qrHeading).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole('link', { name: /^weixin:\/\/wxpay\/bizpayurl\?pr=/ });
  await expect(link).toHaveCount(1);
  return approveAtWechat((await link.getAttribute('href'))!);
}

/**
 * On the visa's progress page after the center asked for a supplement: its payment opens (by the page's poll or
 * "check now"), is paid at the WeChat Pay peer, and the page comes back without the supplement's alert.
 */
export async function paySupplement(page: Page, reason: string) {
  await checkNowForSupplement(page);
  await onScreen(page, '确认支付补缴费用：{{reason}}', { values: { reason }, timeout: 30_000 });
  const paid = await payWithWechat(page);
  await expect(page).toHaveURL(/\/apply\/visa-data(\?|$)/, { timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: w(page, '需要补缴费用', { where: 'visa-data:' }) })).toHaveCount(0);
  return paid;
}

/**
 * On the order's detail page: the one field the center flagged, its reason shown, corrected and sent; the history of
 * corrections then shows the change.
 */
export async function correctFlaggedField(page: Page, orderId: string, reason: string, value: string) {
  await page.goto(`/account/orders/${orderId}`);
  const corrections = page.getByRole('region', { name: w(page, '信息更正') });
  const form = corrections.getByRole('form', { name: w(page, '签证中心发现以下信息有误，请更正') });
  await expect(form).toContainText(w(page, '有误原因：{{reason}}', { values: { reason } }), { timeout: 30_000 });
  // Only the flagged field is offered.
  await expect(form.getByRole('textbox')).toHaveCount(1);
  await form.getByRole('textbox').fill(value);
  await form.getByRole('button', { name: w(page, '提交更正') }).click();
  await expect(page.getByText(w(page, '更正已提交。'))).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(corrections).toContainText(value);
  return corrections;
}

/** After the first payment: 支付成功, the order's id from its link; continues to the visa's progress page. */
export async function paidAndOnProgress(page: Page): Promise<{ orderId: string }> {
  await onScreen(page, '支付成功', { timeout: 30_000 });
  const orderLink = page.getByRole('link', { name: w(page, '查看订单', { where: 'paid.orderLink' }) });
  const orderId = (await orderLink.getAttribute('href'))!.split('/').pop()!;
  await pressButton(page, '继续');
  await expect(page).toHaveURL(/\/apply\/visa-data(\?|$)/);
  return { orderId };
}

/** The order's number as the progress page shows it (KV + 14 digits): what the applicant tells the center. */
export async function orderNumberOnProgress(page: Page): Promise<string> {
  const shown = page.getByText(template(page, '订单号：{{value}}', { where: 'visa-data:' }));
  await expect(shown).toContainText(/KV\d+/);
  return (await shown.textContent())!.match(/KV\d+/)![0];
}
