import { table } from '../localized.ts';
import type { PaymentStateValue } from './contract-values.ts';

// A payment's state, refunds included (decisions 102, 103): the payer's refunds and the center's payments and
// refunds read these words.

export const paymentStateWords = table<PaymentStateValue>({
  pending: ['待支付', 'Awaiting payment', '결제 대기'],
  paid: ['已支付', 'Paid', '결제 완료'],
  closed: ['已关闭', 'Closed', '종료'],
  failed: ['支付失败', 'Payment failed', '결제 실패'],
  refundDue: ['待退款', 'Refund due', '환불 예정'],
  refunding: ['退款中', 'Refunding', '환불 중'],
  refunded: ['已退款', 'Refunded', '환불 완료'],
  refundFailed: ['退款失败', 'Refund failed', '환불 실패'],
});
