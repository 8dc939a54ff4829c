// The payment tour's page model (decision 021, addendum): the payment machine (machines/payment.machine.ts) runs the
// pay screen (confirmPay) as the application's child actor. Keyed by the payment state id (the deepest state:
// `payment.awaiting.polling`), how a person sees each state on the pay screen (pay-screen.tsx: its status line, the
// QR's heading, the buttons) and how each event comes about there: a person's click, the payer on the sandbox phone
// page, the page's own clock, the server's answer, or a dropped network.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PaymentContext } from '../../../machines/payment.machine';
import pay from '../../../src/features/apply/payment/i18n/zh.json' with { type: 'json' };
import { payOnSandboxPhone } from '../../payment-support';
import { click, dropNext, serverAnswer, slowNext, way, type EventWay, type PathContext } from './types';

type Method = 'wechat' | 'alipay';

export interface PaymentPathContext extends PathContext {
  /** The draft's resume link (what the to-do list's 继续办理 opens). */
  resume: () => string;
}

export interface PaymentStateWay {
  /** Looks for what a person sees in this state (the planned snapshot says which method, which failure). */
  see: (ctx: PaymentPathContext, snapshot: AnyMachineSnapshot) => Promise<void>;
  /** Lasts only while a call runs: seen when its status line shows in time, else passed through. */
  transient?: boolean;
  on?: Record<string, EventWay | EventWay[]>;
}

export type PaymentPageModel = Record<string, PaymentStateWay>;

/** The calls of the pay screen (src/features/apply/flow/payment-actors.ts): a QR made, its status checked, a QR closed. */
const CREATE = '**/api-pay/*/pc/order/*';
const STATUS = '**/api-pay/*/status/*';
const CLOSE = '**/api-pay/close/*';
const HOLD_MS = 1_500;
/** The QR lives 15 minutes (PAYMENT_EXPIRES_MS); the clock goes a little past that. */
const PAST_DEADLINE_MS = 16 * 60_000;

const methodName = (method: Method) => pay.method[method];
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentContext;
const methodOf = (event: EventObject) => (event as unknown as { method: Method }).method;
const gatewayStatusOf = (event: EventObject) => (event as unknown as { output: { gatewayStatus: string; now: number } }).output;
const nowOf = (event: EventObject) => (event as unknown as { now: number }).now;
/** The model's deadline (machines/payment.model.ts: the sample QR expires at 08:15). */
const MODEL_DEADLINE = Date.parse('2030-01-01T08:15:00.000Z');

/** The pay screen's one status line (a live region), with exactly this text: it must match one element. */
const statusLine = (page: Page, text: string, timeout?: number) =>
  expect(page.getByRole('status').filter({ hasText: text })).toHaveText(text, timeout ? { timeout } : {});

const payHeading = (page: Page) => expect(page.getByRole('heading', { level: 1, name: '确认支付' })).toBeVisible({ timeout: 30_000 });

const qrShown = async (page: Page, method: Method) => {
  await expect(page.getByRole('heading', { level: 2, name: `请用${methodName(method)}扫码` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/sandbox/pay/${method}/`) })).toHaveCount(1);
};

const nothing = async () => {};

/**
 * The payer on the phone (payment-support: a second, phone-sized context); the page finds the answer on one of its
 * next checks. The check the page was seen running (held by `before`) answered before the payer acted; the checks
 * themselves are the machine's own business, only the states the screen shows count.
 */
const payer = (action: 'approve' | 'decline') => async (ctx: PathContext, _event: EventObject, snapshot: AnyMachineSnapshot) =>
  payOnSandboxPhone(ctx.page, ctx.browser, contextOf(snapshot).method ?? 'wechat', action);
const holdNextCheck: EventWay['before'] = (ctx) => slowNext(ctx, STATUS, 'GET', HOLD_MS);

export const paymentStates: PaymentPageModel = {
  'payment.choosingMethod': {
    see: async ({ page }) => {
      await payHeading(page);
      await statusLine(page, pay.status.choose);
      await expect(page.getByRole('button', { name: methodName('wechat'), exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: methodName('alipay'), exact: true })).toBeEnabled();
    },
    on: {
      'payment.methodChosen': way('person', ({ page }, event) => click(page, methodName(methodOf(event)))),
    },
  },
  'payment.creating': {
    transient: true,
    see: ({ page }) => statusLine(page, pay.status.creating, 1_000),
    on: {
      // The QR's GET answers after 1.5 s (set up before the click that sends it), so this state is seen.
      'xstate.done.actor.createPayment': { ...serverAnswer, before: (ctx) => slowNext(ctx, CREATE, 'GET', HOLD_MS) },
      // The network drops on the QR's GET (after a slow 1.5 s): the gateway cannot be reached, nothing is charged.
      'xstate.error.actor.createPayment': { ...way('network failure', nothing), before: (ctx) => dropNext(ctx, CREATE, 'GET', HOLD_MS) },
    },
  },
  'payment.awaiting.waiting': {
    see: async ({ page }, snapshot) => {
      await payHeading(page);
      await qrShown(page, contextOf(snapshot).method!);
      // The page checks every 2–5 s; between checks the line says it waits.
      await statusLine(page, pay.status.waiting, 15_000);
      if (contextOf(snapshot).closeFailed) await expect(page.getByRole('alert').filter({ hasText: pay.status.closeFailed })).toBeVisible();
    },
    on: {
      // The other method's button (the same one's is taken by the machine's guard as no change).
      'payment.methodChosen': way('person', ({ page }, event) => click(page, methodName(methodOf(event)))),
      'payment.cancelled': way('person', ({ page }) => click(page, pay.cancel)),
      // The page loaded again from the draft (the app then sends payment.resumed with the page's time): within the
      // QR's 15 minutes, or after them (the page's clock set past the deadline while the page was away).
      'payment.resumed': way('person', async (ctx, event) => {
        await ctx.page.goto('about:blank');
        if (nowOf(event) > MODEL_DEADLINE) await ctx.page.clock.setSystemTime(Date.now() + PAST_DEADLINE_MS);
        await ctx.page.goto((ctx as PaymentPathContext).resume());
      }),
      // The page's own timer: it checks by itself (held by the next step's `before` to be seen).
      'xstate.after.pollDelay.payment.awaiting.waiting': way('clock', nothing),
      // The QR's 15 minutes, on the page's clock (installed when the leg's page opened).
      'xstate.after.paymentExpiry.payment.awaiting': way('clock', ({ page }) => page.clock.fastForward('15:05')),
    },
  },
  'payment.awaiting.polling': {
    transient: true,
    see: ({ page }) => statusLine(page, pay.status.checking, 8_000),
    on: {
      'xstate.done.actor.pollPaymentStatus': [
        // The payer approves on the phone: a check finds it paid.
        { ...way('payer on the phone', payer('approve'), (event) => ['SUCCESS', 'TRADE_SUCCESS'].includes(gatewayStatusOf(event).gatewayStatus)), before: holdNextCheck },
        // The payer declines on the phone: WeChat Pay reports PAYERROR, a failure as the sample's CLOSED is (Alipay
        // keeps a declined trade waiting for the payer).
        { ...way('payer on the phone', payer('decline'), (event, snapshot) => contextOf(snapshot).method === 'wechat' && gatewayStatusOf(event).gatewayStatus === 'CLOSED'), before: holdNextCheck },
        // Nobody has paid yet: the check answers waiting, before the deadline.
        {
          ...way('server answer', nothing, (event) => ['NOTPAY', 'WAIT_BUYER_PAY'].includes(gatewayStatusOf(event).gatewayStatus) && gatewayStatusOf(event).now < MODEL_DEADLINE),
          before: holdNextCheck,
        },
      ],
    },
  },
  'payment.awaiting.finalCheck': {
    transient: true,
    see: ({ page }) => statusLine(page, pay.status.finalCheck, 3_000),
    on: {
      // Nobody paid: the last check after the deadline ends the QR. Two checks are held: one the deadline may
      // cut short, and the final one.
      'xstate.done.actor.pollPaymentStatus': {
        ...way('server answer', nothing, (event) => !['SUCCESS', 'TRADE_SUCCESS'].includes(gatewayStatusOf(event).gatewayStatus) && gatewayStatusOf(event).now > MODEL_DEADLINE),
        before: (ctx) => slowNext(ctx, STATUS, 'GET', HOLD_MS, 2),
      },
    },
  },
  'payment.switching': {
    transient: true,
    see: ({ page }) => statusLine(page, pay.status.switching, 1_000),
    on: {
      'xstate.done.actor.closePayment': {
        ...way('server answer', nothing, (event) => (event as unknown as { output: { status: string } }).output.status === 'closed'),
        before: (ctx) => slowNext(ctx, CLOSE, 'PUT', HOLD_MS),
      },
      // The network drops on the close (after a slow 1.5 s): the old QR stays valid and the screen says so.
      'xstate.error.actor.closePayment': { ...way('network failure', nothing), before: (ctx) => dropNext(ctx, CLOSE, 'PUT', HOLD_MS) },
    },
  },
  'payment.cancelling': {
    transient: true,
    see: ({ page }) => statusLine(page, pay.status.cancelling, 1_000),
    on: {
      'xstate.done.actor.closePayment': {
        ...way('server answer', nothing, (event) => (event as unknown as { output: { status: string } }).output.status === 'closed'),
        before: (ctx) => slowNext(ctx, CLOSE, 'PUT', HOLD_MS),
      },
      'xstate.error.actor.closePayment': { ...way('network failure', nothing), before: (ctx) => dropNext(ctx, CLOSE, 'PUT', HOLD_MS) },
    },
  },
  'payment.failed': {
    see: async ({ page }, snapshot) => {
      await statusLine(page, contextOf(snapshot).failure === 'error' ? pay.failed.error : pay.failed.declined, 20_000);
      await expect(page.getByRole('button', { name: pay.failed.retry, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /\/sandbox\/pay\// })).toHaveCount(0);
    },
    on: { 'payment.retried': way('person', ({ page }) => click(page, pay.failed.retry)) },
  },
  'payment.expired': {
    see: async ({ page }) => {
      await statusLine(page, pay.failed.expired, 20_000);
      await expect(page.getByRole('link', { name: /\/sandbox\/pay\// })).toHaveCount(0);
    },
    on: {
      'payment.retried': way('person', async ({ page }) => {
        // The server's time did not move: the page's clock goes back in step with it before the next QR, whose
        // deadline the server sets (a page 15 minutes ahead would find that one past its time at once).
        await page.clock.setSystemTime(new Date());
        await click(page, pay.failed.retry);
      }),
    },
  },
  // Final: the application moves on to its paid page.
  'payment.paid': {
    see: ({ page }) => expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible({ timeout: 30_000 }),
  },
  // Final: the application's pay screen says the order is not paid (paying.notPaid) and offers 重新支付 again.
  'payment.cancelled': {
    see: ({ page }) => expect(page.getByRole('alert').filter({ hasText: pay.failed.notPaid })).toBeVisible({ timeout: 20_000 }),
  },
};

/** How a person performs this event in this payment state, if the page model knows. */
export function paymentWayOf(state: string | undefined, event: EventObject, snapshot: AnyMachineSnapshot): EventWay | undefined {
  const listed = state ? paymentStates[state]?.on?.[event.type] : undefined;
  const ways = listed ? (Array.isArray(listed) ? listed : [listed]) : [];
  return ways.find((w) => !w.accepts || w.accepts(event, snapshot));
}
