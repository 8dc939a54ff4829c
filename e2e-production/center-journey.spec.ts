import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seeStatus } from '../e2e/backoffice-support';
import { chooseLanguage, onScreen } from '../e2e/screen-support';
import { english, setPageLanguage, w, type TestLanguage } from '../e2e/words';
import { addEmail, applyAndSign, keepNotificationsInPageLanguage, correctFlaggedField, orderNumberOnProgress, paidAndOnProgress, paySupplement, payWithWechat, registerAndSignIn } from './applicant';
import {
  auditTrail, confirmIssued, desk, enrolThroughLink, findOrder, flagField, invite, makeReturnWaybill, move, recordIssued, requestSupplement, signIn,
  type StaffPerson,
} from './staff';
import { enrolmentOf, notified, screenshot, waitForMail } from './stand';

// Issue 33's first "done when", in production mode: the portal outside the sandbox on the production stand (every
// secret set, SMS, mail, payments and courier at local peers; decision 100), nothing under /dev. The first admin made
// by the command enrols TOTP and invites a clerk and a supervisor, who enrol through the mailed links; an applicant
// registers, applies, signs and pays at the WeChat Pay peer; the clerk signs in with TOTP, finds the order, accepts
// it, starts the review and asks for a supplement, which the applicant pays; the clerk flags a field, which the
// applicant corrects; the supervisor records "issued", makes the return waybill and sends the passport back; the
// applicant sees each step and gets each milestone by SMS and e-mail; the order's audit trail names who did each.

const words = {
  zh: {
    center: '北京韩国签证申请中心',
    flagged: '护照信息 · 护照号码',
    flagReason: '与护照原件不符',
  },
  en: {
    flagged: 'Passport · Passport number',
    flagReason: 'Does not match the passport',
  },
} as const;
const supplementReason = { zh: '偏远地区回寄附加费', en: 'Remote area return surcharge', ko: '원격지 반송 추가 요금' };

async function journey(page: Page, browser: Browser, language: TestLanguage) {
  const shot = (on: Page, step: string) => screenshot(on, language, step);
  const keep = dirname(process.env.E2E_SHOTS_DIR ?? 'test-results-production/screenshots');
  const run = randomUUID().slice(0, 8);
  const at = (who: string) => `${who}.${language}.${run}@center.example.cn`;
  const mine = words[language];

  // Production mode: the sandbox's back office and outbox are not there.
  expect((await page.request.get('/dev/orders')).status()).toBe(404);
  expect((await page.request.get('/dev/outbox.json')).status()).toBe(404);
  const health = await (await page.request.get('/health')).json();
  expect(health).toMatchObject({ sandbox: false, sms: 'aliyun', mail: 'smtp', payments: { wechat: 'live' }, courier: 'kuaidi100' });

  // The first admin: the link the command printed, the authenticator set up, the recovery codes kept, a TOTP sign-in.
  const first = await enrolmentOf(language === 'zh' ? 0 : 1);
  const adminDesk = await desk(browser, page);
  const admin = await enrolThroughLink(adminDesk, first.link, first, language, keep);
  await shot(adminDesk, 'admin-recovery-codes');
  await signIn(admin);
  await shot(adminDesk, 'admin-console-home');

  // A clerk and a supervisor of Beijing's center, invited by e-mail; each enrols through the mailed link.
  const center = language === 'zh' ? words.zh.center : english(words.zh.center);
  const people = {
    clerk: { email: at('clerk'), name: language === 'zh' ? '李业务' : 'Casey Clerk', role: 'clerk' as const },
    supervisor: { email: at('supervisor'), name: language === 'zh' ? '赵主管' : 'Sam Supervisor', role: 'supervisor' as const },
  };
  await invite(admin, people.clerk, center);
  await invite(admin, people.supervisor, center);
  await shot(adminDesk, 'admin-team-invited');
  const enrolFromMail = async (who: { email: string; name: string }): Promise<StaffPerson> => {
    const mail = await waitForMail(who.email, /\/staff\/enrol\//);
    const link = mail.links.find((candidate) => candidate.includes('/staff/enrol/'))!;
    // Built on PUBLIC_ORIGIN, as the command's link is.
    expect(new URL(link).origin).toBe(new URL(first.link).origin);
    return enrolThroughLink(await desk(browser, page), link, who, language, keep);
  };
  const clerk = await enrolFromMail(people.clerk);
  await shot(clerk.page, 'clerk-enrolled');
  const supervisor = await enrolFromMail(people.supervisor);

  // The applicant: registers with the SMS peer's code, adds an e-mail with the SMTP peer's code, applies, signs, pays.
  await page.goto('/');
  await onScreen(page, '韩国签证在线申请');
  if (language !== 'zh') await chooseLanguage(page, language);
  else setPageLanguage(page, 'zh');
  const applicant = { ...(await registerAndSignIn(page)), email: `applicant.${language}.${run}@example.com` };
  await addEmail(page, applicant.email);
  await keepNotificationsInPageLanguage(page);
  await applyAndSign(page);
  await shot(page, 'applicant-pay-screen');
  // The payment opened afresh by its address, outside the sandbox: its heading comes first, the draft is read after
  // it (decision 133), and the screen follows with its ways to pay.
  await page.reload();
  await onScreen(page, '确认支付');
  await payWithWechat(page);
  const { orderId } = await paidAndOnProgress(page);
  await seeStatus(page, '已支付，等待材料送达');
  const orderNo = await orderNumberOnProgress(page);
  await shot(page, 'applicant-paid');
  await notified(applicant, 'paid', orderNo);

  // The clerk: signs in with TOTP, finds the order by its number, accepts it and starts the review.
  await signIn(clerk);
  await findOrder(clerk, orderNo);
  await shot(clerk.page, 'clerk-order-found');
  await move(clerk, 'accepted');
  await seeStatus(page, '签证中心已收到材料');
  await notified(applicant, 'accepted', orderNo);
  await move(clerk, 'reviewed');
  await shot(clerk.page, 'clerk-review-started');
  await seeStatus(page, '领事馆审核中');
  await shot(page, 'applicant-in-review');
  await notified(applicant, 'inReview', orderNo);

  // A supplement, asked in three languages and paid at the WeChat Pay peer.
  await requestSupplement(clerk, 12, supplementReason);
  await shot(clerk.page, 'clerk-supplement-requested');
  await notified(applicant, 'supplementRequested', orderNo);
  await paySupplement(page, supplementReason[language]);
  await shot(page, 'applicant-supplement-paid');
  await seeStatus(page, '领事馆审核中');

  // A field flagged by the clerk, corrected by the applicant on the order's page.
  await clerk.page.reload();
  await flagField(clerk, mine.flagged, mine.flagReason, '张伟');
  await shot(clerk.page, 'clerk-field-flagged');
  await notified(applicant, 'correctionRequested', orderNo);
  const corrected = `E${String(Date.now()).slice(-8)}`;
  await correctFlaggedField(page, orderId, mine.flagReason, corrected);
  await shot(page, 'applicant-field-corrected');

  // The supervisor: signs in with TOTP, records "issued", makes the return waybill, sends the passport back.
  await signIn(supervisor);
  await findOrder(supervisor, orderNo);
  await expect(supervisor.page.getByRole('main')).toContainText(corrected);
  const confirm = await recordIssued(supervisor, orderNo);
  await shot(supervisor.page, 'supervisor-confirms-issued');
  await expect(confirm).toBeVisible();
  await confirmIssued(supervisor);
  await notified(applicant, 'issued', orderNo);
  await makeReturnWaybill(supervisor);
  await move(supervisor, 'returned');
  await shot(supervisor.page, 'supervisor-returned');
  await notified(applicant, 'returned', orderNo);

  // The applicant sees every step on the order's page, the supplement with its reason.
  await page.goto(`/account/orders/${orderId}`);
  const state = (zh: string) => w(page, zh, { where: 'features/orders:state.' });
  await expect(page.getByRole('main')).toContainText(state('护照已寄回'));
  const progress = page.getByRole('list', { name: w(page, '办理进度', { where: 'features/orders:detail.history' }) }).getByRole('listitem');
  for (const step of ['已支付，等待材料送达', '签证中心已收到材料', '领事馆审核中', '需要补缴费用', '已出结果，等待返还护照', '护照已寄回']) {
    await expect(progress.filter({ hasText: state(step) }).first()).toBeVisible();
  }
  await expect(progress.filter({ hasText: state('需要补缴费用') })).toContainText(supplementReason[language]);
  await shot(page, 'applicant-order-returned');

  // The order's audit trail, as the supervisor reads it: every step, by whom.
  await supervisor.page.reload();
  const trail = await auditTrail(supervisor);
  await shot(supervisor.page, 'supervisor-audit-trail');
  const byWhom = (action: string) => trail.filter((row) => row.action === action).map((row) => row.who);
  expect(byWhom('order.accepted')).toEqual([expect.stringContaining(people.clerk.email)]);
  expect(byWhom('order.reviewed')).toEqual([expect.stringContaining(people.clerk.email)]);
  expect(byWhom('order.supplementRequested')).toEqual([expect.stringContaining(people.clerk.email)]);
  expect(byWhom('order.incorrectFlagged')).toEqual([expect.stringContaining(people.clerk.email)]);
  expect(byWhom('order.issued')).toEqual([expect.stringContaining(people.supervisor.email)]);
  expect(byWhom('order.returnWaybillMade')).toEqual([expect.stringContaining(people.supervisor.email)]);
  expect(byWhom('order.returned')).toEqual([expect.stringContaining(people.supervisor.email)]);

  for (const person of [admin, clerk, supervisor]) await person.page.context().close();
}

test.describe('the center works an order in production mode', () => {
  test.describe('at 1366 px, in Chinese', () => {
    test.use({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });

    test('first admin enrols and invites → applicant pays → clerk accepts, reviews, asks a supplement and a correction → supervisor issues and returns; every step seen, notified and audited', async ({ page, browser }) => {
      await journey(page, browser, 'zh');
    });
  });

  test.describe('at 768 px, in English', () => {
    test.use({ viewport: { width: 768, height: 1024 }, locale: 'en-US' });

    test('first admin enrols and invites → applicant pays → clerk accepts, reviews, asks a supplement and a correction → supervisor issues and returns; every step seen, notified and audited', async ({ page, browser }) => {
      await journey(page, browser, 'en');
    });
  });
});
