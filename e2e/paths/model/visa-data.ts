// After payment: the visa's progress (visaData), the finished order and the cancelled one. The center's staff move
// the order and ask for supplements on the sandbox back office (/dev/orders) through its own forms (backoffice-support);
// the applicant's page follows the server ("立即刷新" asks at once instead of waiting for its 10 s poll).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { moveOrder, requestSupplement, type BackOfficeMove } from '../../backoffice-support';
import { payOnSandboxPhone, paymentLink } from '../../payment-support';
import shell from '../../../src/app/i18n/zh.json' with { type: 'json' };
import { click, heading, way, type EventWay, type PageModel, type PathContext, type StateWay } from './types';

type Status = 'awaitingMaterials' | 'accepted' | 'inReview' | 'issued' | 'refused';

const titles: Record<Status, string> = {
  awaitingMaterials: '已支付，等待材料送达', accepted: '签证中心已收到材料', inReview: '领事馆审核中', issued: '签证已签发', refused: '签证被拒',
};

/** The back office's moves, by the status the application machine hears, and from which status each is offered. */
const moves: Record<string, { move: BackOfficeMove; from: Status[] }> = {
  accepted: { move: 'accepted', from: ['awaitingMaterials'] },
  inReview: { move: 'inReview', from: ['accepted'] },
  issued: { move: 'issued', from: ['inReview'] },
  refused: { move: 'refused', from: ['inReview'] },
  returned: { move: 'returned', from: ['issued', 'refused'] },
  collected: { move: 'collected', from: ['issued', 'refused'] },
};

const statusOf = (snapshot: AnyMachineSnapshot): Status | undefined => {
  const value = snapshot.value as { awaitingVisa?: { status?: Status } };
  return value.awaitingVisa?.status;
};
const toStatus = (event: EventObject) => (event as unknown as { status: string }).status;
const outputOf = (event: EventObject) => (event as unknown as { output: { outcome: 'paid' | 'cancelled'; method?: 'wechat' | 'alipay' } }).output;

async function orderNoOf(page: Page): Promise<string> {
  // "订单号：…" until the order has loaded.
  const line = page.getByText(/^订单号：[A-Z0-9-]+$/);
  await expect(line).toBeVisible();
  return (await line.textContent())!.replace('订单号：', '').trim();
}

/** The order the page shows, as the back office lists it (its number in the row's heading cell). */
async function orderIdOf(ctx: PathContext): Promise<string> {
  const orderNo = await orderNoOf(ctx.page);
  const html = await (await ctx.request.get('/dev/orders')).text();
  const id = new RegExp(`data-order-id="([^"]+)"><th scope="row">${orderNo}<`).exec(html)?.[1];
  if (!id) throw new Error(`order ${orderNo} is not listed on /dev/orders`);
  return id;
}

/** Staff use the back office's forms for this order (backoffice-support); the applicant's page then asks at once. */
async function atBackOffice(ctx: PathContext, act: (orderId: string) => Promise<unknown>) {
  await act(await orderIdOf(ctx));
  await click(ctx.page, '立即刷新');
}

const moveTheOrder: EventWay = way('back office', (ctx, event) =>
  atBackOffice(ctx, (orderId) => moveOrder(ctx.request, orderId, moves[toStatus(event)]!.move)),
(event, snapshot) => {
  const status = statusOf(snapshot);
  return status !== undefined && (moves[toStatus(event)]?.from ?? []).includes(status);
});

const askSupplement: EventWay = way('back office', (ctx) =>
  atBackOffice(ctx, (orderId) => requestSupplement(ctx.request, orderId, 20, '回寄快递费')),
// The page asks the machine once per supplement, and only while none is owed.
(_event, snapshot) => snapshot.matches({ awaitingVisa: { supplement: 'none' } }));

function statusState(status: Status): StateWay {
  return {
    see: async ({ page }) => {
      await heading(page, shell.route.visaData);
      // The status notice (a live region), not the history list below it that names the same stage.
      await expect(page.getByRole('status').filter({ has: page.getByText(titles[status], { exact: true }) })).toBeVisible({ timeout: 20_000 });
    },
    on: {
      'order.statusChanged': moveTheOrder,
      'order.extraPaymentRequested': askSupplement,
      'extraPayment.retried': way('person', ({ page }) => click(page, '补缴费用')),
    },
  };
}

export const visaDataStates: PageModel = {
  'application.awaitingVisa.status.awaitingMaterials': statusState('awaitingMaterials'),
  'application.awaitingVisa.status.accepted': statusState('accepted'),
  'application.awaitingVisa.status.inReview': statusState('inReview'),
  'application.awaitingVisa.status.issued': statusState('issued'),
  'application.awaitingVisa.status.refused': statusState('refused'),
  'application.awaitingVisa.supplement.paying': {
    see: async ({ page }) => {
      await heading(page, '确认支付');
      await expect(page.getByText('签证中心要求补缴的费用')).toBeVisible();
    },
    on: {
      'xstate.done.actor.extraPayment': [
        way('person', ({ page, browser }, event) => payOnSandboxPhone(page, browser, outputOf(event).method ?? 'alipay', 'approve'),
          (event) => outputOf(event).outcome === 'paid'),
        way('person', async ({ page }) => {
          await paymentLink(page, 'wechat');
          await click(page, '停止本次支付');
        }, (event) => outputOf(event).outcome === 'cancelled'),
      ],
    },
  },
  // The final states leave the flow for the account's order pages.
  'application.done': { see: ({ page }) => heading(page, '订单详情') },
  'application.cancelled': { see: ({ page }) => heading(page, '我的订单') },
};
