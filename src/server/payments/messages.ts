import type { Localized } from '../http/language.ts';

export const paymentMessages = {
  notConfigured: {
    zh: '支付未配置：暂时无法在线支付，请联系签证中心',
    en: 'Payment is not configured: online payment is not available, please contact the visa center',
    ko: '결제가 설정되지 않았습니다: 온라인 결제를 사용할 수 없으니 비자 센터에 문의하세요',
  },
  gatewayUnavailable: {
    zh: '支付服务暂时无响应，未扣款，请稍后重试',
    en: 'The payment service is not responding. No money was taken; please try again shortly',
    ko: '결제 서비스가 응답하지 않습니다. 결제되지 않았으니 잠시 후 다시 시도하세요',
  },
  notifyRefused: {
    zh: '支付通知验签失败，已拒绝',
    en: 'The payment notification failed its signature check and was refused',
    ko: '결제 알림의 서명 확인에 실패하여 거부되었습니다',
  },
  amountMismatch: {
    zh: '支付金额与订单不符，已拒绝',
    en: 'The paid amount does not match the order and was refused',
    ko: '결제 금액이 주문과 일치하지 않아 거부되었습니다',
  },
  rateMissing: {
    zh: '汇率未配置，暂时无法支付，请联系签证中心',
    en: 'The exchange rate is not configured, so payment is not possible now; please contact the visa center',
    ko: '환율이 설정되지 않아 지금은 결제할 수 없습니다. 비자 센터에 문의하세요',
  },
} satisfies Record<string, Localized>;
