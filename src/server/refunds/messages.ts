// What a refund says in the three languages: the refusals the finance role reads, and the reasons the portal gives
// for the refunds it makes by itself (a payment taken twice, a paid order cancelled before acceptance).
import type { Localized } from '../http/language.ts';
import type { RefundCause } from '../db/tables/refunds.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

const yuan = (amount: number) => amount.toFixed(2);

export const refundMessages = {
  paymentNotFound: m('该订单没有这笔付款', 'The order has no such payment', '이 주문에 해당 결제가 없습니다'),
  paymentNotPaid: m('这笔付款未支付成功，不能退款', 'This payment was not taken, so it cannot be refunded', '이 결제는 완료되지 않아 환불할 수 없습니다'),
  amountInvalid: m('退款金额须大于0，最多两位小数', 'The refund must be more than 0, to the cent', '환불 금액은 0보다 커야 하며 소수점 둘째 자리까지 입력할 수 있습니다'),
  reasonAllLanguages: m('请用中文、英文和韩文填写退款原因', 'Give the reason for the refund in Chinese, English and Korean', '환불 사유를 중국어, 영어, 한국어로 입력해 주세요'),
  requestIdInvalid: m('请求编号无效，请刷新页面后重试', 'The request id is not valid: reload the page and try again', '요청 번호가 올바르지 않습니다. 페이지를 새로 고친 후 다시 시도해 주세요'),
  requestIdReused: m('该请求编号已用于另一笔退款，请刷新页面后重试', 'This request id was used for another refund: reload the page and try again', '이 요청 번호는 다른 환불에 사용되었습니다. 페이지를 새로 고친 후 다시 시도해 주세요'),
  notFailed: m('只有退款失败的记录才能重试', 'Only a failed refund can be tried again', '실패한 환불만 다시 시도할 수 있습니다'),
} satisfies Record<string, Localized>;

/** Past what the payment may still give back: the words name what is left. */
export const tooMuch = (left: number): Localized => (left > 0
  ? m(`这笔付款最多还能退 ${yuan(left)} 元。`, `At most CNY ${yuan(left)} of this payment can still be refunded.`, `이 결제에서 최대 ${yuan(left)}위안까지 더 환불할 수 있습니다.`)
  : m('这笔付款已全部退款，不能再退。', 'This payment has been refunded in full: nothing is left to refund.', '이 결제는 이미 전액 환불되어 더 환불할 수 없습니다.'));

/** The reason the portal writes for the refunds nobody typed. */
export const portalReasons: Record<Exclude<RefundCause, 'center'>, Localized> = {
  duplicate: m('重复支付，全额退回', 'Paid twice: the second payment is refunded in full', '중복 결제되어 전액 환불합니다'),
  cancelled: m('订单在签证中心接收材料前取消，全额退回', 'Order cancelled before the visa center received the materials: refunded in full', '비자센터가 서류를 접수하기 전에 주문이 취소되어 전액 환불합니다'),
};
