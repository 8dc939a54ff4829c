// The payment machine's gateway calls (see actor-payload.ts): create a QR, poll its status, close it.
import { fromPromise } from 'xstate';
import {
  paymentMachine, type ClosePaymentOutput, type CreatePaymentInput, type CreatePaymentOutput, type PollPaymentInput, type PollPaymentOutput,
} from '../../../../machines/payment.machine';
import { unwrap } from '../../../api/client';
import { api } from '../../../lib/api';
import { payload } from './actor-payload';

const createPayment = fromPromise<CreatePaymentOutput, CreatePaymentInput>(async ({ input }) => {
  const path = { params: { path: { orderId: input.orderId } } };
  const qr = await payload(unwrap(
    input.method === 'wechat'
      ? (input.kind === 'order' ? api.GET('/api-pay/wechat/pc/order/{orderId}', path) : api.GET('/api-pay/wechat/pc/extra/{orderId}', path))
      : (input.kind === 'order' ? api.GET('/api-pay/alipay/pc/order/{orderId}', path) : api.GET('/api-pay/alipay/pc/extra/{orderId}', path)),
  ));
  return { outTradeNo: qr.outTradeNo, qrContent: qr.qrContent, expiresAt: qr.expiresAt, charged: qr.amount };
});

async function paymentStatus(input: PollPaymentInput): Promise<PollPaymentOutput> {
  const path = { params: { path: { outTradeNo: input.outTradeNo } } };
  if (input.method === 'wechat') {
    const status = await payload(unwrap(api.GET('/api-pay/wechat/status/{outTradeNo}', path)));
    return { gatewayStatus: status.tradeState, paidAt: status.paidAt ?? undefined, now: Date.now() };
  }
  const status = await payload(unwrap(api.GET('/api-pay/alipay/status/{outTradeNo}', path)));
  return { gatewayStatus: status.tradeStatus, paidAt: status.paidAt ?? undefined, now: Date.now() };
}

const pollPaymentStatus = fromPromise<PollPaymentOutput, PollPaymentInput>(({ input }) => paymentStatus(input));

const closePayment = fromPromise<ClosePaymentOutput, PollPaymentInput>(async ({ input }) => {
  const closed = await payload(unwrap(api.PUT('/api-pay/close/{outTradeNo}', { params: { path: { outTradeNo: input.outTradeNo } } })));
  if (closed.status !== 'paid') return { status: 'closed' };
  // Closing found the QR paid: its paid time comes from the status call.
  const status = await paymentStatus(input);
  return { status: 'paid', paidAt: status.paidAt ?? new Date(status.now).toISOString() };
});

/** The real payment machine with its calls, invoked by the application for the order and the supplement. */
export const providedPaymentMachine = paymentMachine.provide({ actors: { createPayment, pollPaymentStatus, closePayment } });
