import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { OrderStageValue, OrderStateValue } from '../src/domain/vocabulary/contract-values';
import { orderStageWords } from '../src/domain/vocabulary/order-stage';
import { orderStateWords } from '../src/domain/vocabulary/order-state';
import { solveCaptcha, watchCaptcha } from './account-support';
import { moveOrder } from './backoffice-support';
import { confirmAndSign, flowPeople, prepareApplicants } from './flow-support';
import { payCourierOrderAndOpenIt, type PaidOrder } from './paid-order-support';
import { chooseLanguage } from './screen-support';
import { w, type TestLanguage } from './words';

// Issue 35, decision 108: one order's stage reads the same on the order's page, in the order list, on the public
// progress query and in the notification of the move (the message center, and the SMS), in Chinese and in English, as
// the stage moves; its forms PDF names no stage. The words come from the one table, so the journey holds every screen
// to it; before the tables the three screens said 已支付 / 已支付，等待材料送达 / 已支付，待递交材料. The agency's
// list and its order's page read the same table in e2e/agency.spec.ts, on that journey's own order.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

type Order = PaidOrder & { reference: string; mobile: string };

/**
 * The stage's words on the screens, in the page's language; each screen is read afresh. `milestone` is the stage the
 * move's notification is titled with: the order's state where the state is a stage, else (decided) the applicant's
 * status on the order's page; its in-site message is read when `milestone` is given (once per move and language).
 */
async function readsTheSame(page: Page, browser: Browser, order: Order, state: OrderStateValue, language: TestLanguage, milestone?: OrderStageValue) {
  const words = orderStateWords[state][language];
  await page.goto(order.url);
  await heading(page, w(page, '订单详情'));
  await expect(page.getByRole('region', { name: w(page, '订单概要') })).toContainText(words);

  if (milestone) {
    // The move's in-site message: titled with the stage, and its text names it in the same words after the order.
    const told = orderStageWords[milestone][language];
    await expect(page.getByRole('main')).toContainText(told);
    await page.goto('/account/messages');
    await heading(page, w(page, '消息中心'));
    const message = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: told }) });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(new RegExp(`${order.orderNo}\\D.*${escaped(told)}`));
  }

  await page.goto('/account/orders');
  await heading(page, w(page, '我的订单'));
  await expect(page.getByRole('article').filter({ hasText: order.orderNo })).toContainText(words);

  // Somebody who never signed in, in a browser of their own.
  const visitor = await browser.newContext();
  try {
    const anonymous = await visitor.newPage();
    const captcha = watchCaptcha(anonymous);
    await anonymous.goto('/progress');
    if (language !== 'zh') await chooseLanguage(anonymous, language);
    await heading(anonymous, w(anonymous, '进度查询', { where: 'route.' }));
    await anonymous.getByLabel(w(anonymous, '申请编号或护照号码')).fill(order.reference);
    await anonymous.getByLabel(w(anonymous, '申请人姓名')).fill(flowPeople[0]!.name);
    await solveCaptcha(anonymous, page.request, captcha);
    await anonymous.getByRole('button', { name: w(anonymous, '查询'), exact: true }).click();
    await heading(anonymous, w(anonymous, '查询结果'));
    await expect(anonymous.getByRole('article').filter({ hasText: order.reference })).toContainText(words);
  } finally {
    await visitor.close();
  }
}

test.describe('stage words', () => {
  test.setTimeout(600_000);

  test('one order\'s stage reads the same on its page, the order list, the progress query and its notifications, in zh and en', async ({ page, request, browser }) => {
    const { user } = await prepareApplicants(page, request, { count: 1 });
    await confirmAndSign(page);
    const paid = await payCourierOrderAndOpenIt(page, browser);
    const reference = (await page.getByRole('region', { name: '申请人' }).getByRole('cell', { name: /^A\d{6,}$/ }).textContent())!.trim();
    const order = { ...paid, reference, mobile: user.mobile };
    await formsNameNoStage(page, order);

    await readsTheSame(page, browser, order, 'paid', 'zh', 'paid');
    await smsSays(request, order, 'paid');
    await moveOrder(request, order.orderId, 'accepted');
    await readsTheSame(page, browser, order, 'materialsReceived', 'zh', 'accepted');
    await smsSays(request, order, 'accepted');
    await moveOrder(request, order.orderId, 'inReview');
    await readsTheSame(page, browser, order, 'inReview', 'zh');

    await chooseLanguage(page, 'en');
    await readsTheSame(page, browser, order, 'inReview', 'en', 'inReview');
    await moveOrder(request, order.orderId, 'issued');
    await readsTheSame(page, browser, order, 'decided', 'en', 'issued');
    // The account's SMS is in Chinese, its notification language (the setting's default), whatever the page's.
    await smsSays(request, order, 'issued');
  });
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The move's SMS, as the sandbox outbox has it: the stage's words as its title and again after the order number. */
async function smsSays(request: APIRequestContext, order: Order, milestone: OrderStageValue) {
  const words = orderStageWords[milestone].zh;
  const sms = async () => {
    const outbox = (await (await request.get(`/dev/outbox.json?${new URLSearchParams({ recipient: order.mobile })}`)).json()) as { messages: { purpose: string | null; body: string }[] };
    return outbox.messages.find((row) => row.purpose === `notification:${milestone}`)?.body ?? '';
  };
  await expect.poll(sms).toMatch(new RegExp(`^${escaped(words)}：.*${order.orderNo}\\D.*${escaped(words)}`));
}

/**
 * The order's forms PDF (decision 022) is printed to be handed in, so it names no stage at all: none of the order
 * states' words, in Chinese or in English, while it does hold the order's number and the application's reference.
 */
async function formsNameNoStage(page: Page, order: Order) {
  await page.getByRole('button', { name: '下载申请表' }).click();
  const link = page.getByRole('link', { name: /^保存申请表 .+\.pdf$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  // pdftotext breaks lines where the page does; a stage's words are compared with the spaces taken out.
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: await pdf.body(), encoding: 'utf8' }).replace(/\s+/g, '');
  expect(text).toContain(order.orderNo);
  expect(text).toContain(order.reference);
  const named = Object.values(orderStateWords).flatMap((words) => [words.zh, words.en]).filter((words) => text.includes(words.replace(/\s+/g, '')));
  expect(named).toEqual([]);
}
