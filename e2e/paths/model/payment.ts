// Paying the order and a supplement (confirmPay, paySuccess): their own screens; the payer approves on the
// sandbox gateway's phone page in a second, phone-sized context (payment-support).
import { expect } from '@playwright/test';
import type { EventObject } from 'xstate';
import { paymentLink, payOnSandboxPhone } from '../../payment-support';
import { cancelApplication, click, heading, way, type EventWay, type PageModel, type PathContext } from './types';

type Method = 'wechat' | 'alipay';
const outputOf = (event: EventObject) => (event as unknown as { output: { outcome: 'paid' | 'cancelled'; method?: Method } }).output;

/** The payer approves on the phone; the desktop page moves on by its own polling. */
const pays: EventWay = way('person', async ({ page, browser }, event) => {
  await payOnSandboxPhone(page, browser, outputOf(event).method ?? 'wechat', 'approve');
}, (event) => outputOf(event).outcome === 'paid');

/** The person stops the payment once its QR shows: nothing is charged, the order stays unpaid. */
const stops: EventWay = way('person', async ({ page }: PathContext) => {
  await paymentLink(page, 'wechat');
  await click(page, '停止本次支付');
}, (event) => outputOf(event).outcome === 'cancelled');

export const paymentStates: PageModel = {
  'application.paying.inProgress': {
    see: async ({ page }) => {
      await heading(page, '确认支付');
      await expect(page.getByRole('button', { name: '微信支付', exact: true })).toBeVisible();
    },
    on: { 'xstate.done.actor.payment': [pays, stops] },
  },
  'application.paying.notPaid': {
    see: async ({ page }) => {
      await heading(page, '确认支付');
      await expect(page.getByText('订单尚未支付，未扣款。')).toBeVisible();
    },
    on: {
      'payment.retried': way('person', ({ page }) => click(page, '重新支付')),
      'application.cancelled': cancelApplication,
    },
  },
  'application.paying.succeeded': {
    see: ({ page }) => expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible({ timeout: 30_000 }),
    on: { 'nav.next': way('person', ({ page }) => click(page, '继续')) },
  },
};
