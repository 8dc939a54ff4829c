// What each milestone says, in the three languages: a title (the in-site message's title and the e-mail's subject)
// and one sentence that fits an SMS. The order number is in every text, so a person with two orders knows which.
// A milestone that is a stage, a state or an invoice's state is titled with the vocabulary's words (decision 108), so
// the message reads as the order's pages do; a stage's text says the stage in those words too (issue 35).
import type { OrderStageValue } from '../../domain/vocabulary/contract-values.ts';
import { invoiceStateWords } from '../../domain/vocabulary/invoice-state.ts';
import { orderStageWords } from '../../domain/vocabulary/order-stage.ts';
import { orderStateWords } from '../../domain/vocabulary/order-state.ts';
import type { Localized } from '../http/language.ts';

export const MILESTONE_KINDS = [
  'paid', 'accepted', 'inReview', 'issued', 'refused', 'returned', 'collected',
  'supplementRequested', 'correctionRequested', 'invoiceIssued',
  // Not an order's: the account's sign-in mobile changed, told to the old number and the e-mail (issue 38 item 9).
  'mobileChanged',
  // An appointment's time the center closed (decision 096), told to its holder with or without an account.
  'centerClosed',
  // Money going back (decision 102): when a refund is made, and when the gateway says it arrived.
  'refundStarted', 'refunded',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export interface MilestoneParams {
  orderNo: string;
  /** Supplement amount in CNY. */
  amount?: number;
  /** Why a supplement or a correction is asked for, or a day closed, as the center wrote it. */
  reason?: string | null;
  /** A closed appointment's date and time, and its center's name. */
  date?: string;
  time?: string;
  center?: string;
}

type Text = { title: Localized; body: (p: MilestoneParams) => Localized };

const money = (amount: number | undefined) => (amount ?? 0).toFixed(2);
const because = (reason: string | null | undefined, lead: Localized): Localized => (reason
  ? { zh: `${lead.zh}${reason}。`, en: `${lead.en}${reason}.`, ko: `${lead.ko}${reason}.` }
  : { zh: '', en: '', ko: '' });

const passportBack: Localized = {
  zh: '护照将按您选择的方式返还。',
  en: 'Your passport will be returned as you chose.',
  ko: '여권은 선택하신 방법으로 반환됩니다.',
};

/**
 * A milestone that is a stage: titled with the stage's words, and its text says them again after the order number,
 * so the text read alone (an e-mail's body, the in-site message under its title) names the stage as the order's pages
 * do, never in words of its own (the refusal's and the acceptance's texts used to say each in other words).
 */
function stageText(stage: OrderStageValue, next: Localized, lead: Localized = { zh: '', en: '', ko: '' }): Text {
  const words = orderStageWords[stage];
  return {
    title: words,
    body: ({ orderNo }) => ({
      zh: `${lead.zh}订单 ${orderNo} 状态更新：${words.zh}。${next.zh}`,
      en: `${lead.en}Order ${orderNo} update: ${words.en}. ${next.en}`,
      ko: `${lead.ko}주문 ${orderNo} 상태 변경: ${words.ko}. ${next.ko}`,
    }),
  };
}

export const milestoneTexts: Record<MilestoneKind, Text> = {
  paid: stageText('paid', {
    zh: '请按约定将材料递交或寄送至签证中心。',
    en: 'Please hand in or send your materials to the visa center as arranged.',
    ko: '약속한 방법으로 서류를 비자센터에 제출하거나 보내 주십시오.',
  }),
  accepted: stageText('accepted', {
    zh: '材料将送交领事馆审核。',
    en: 'They go to the consulate for review next.',
    ko: '서류는 이어서 영사관 심사에 제출됩니다.',
  }),
  inReview: stageText('inReview', {
    zh: '审核结果出来后我们会通知您。',
    en: 'We will tell you when the consulate has decided.',
    ko: '심사 결과가 나오면 알려 드리겠습니다.',
  }),
  issued: stageText('issued', passportBack),
  refused: stageText('refused', passportBack, { zh: '很遗憾，', en: 'We are sorry. ', ko: '죄송합니다. ' }),
  returned: stageText('returned', {
    zh: '请留意快递信息。',
    en: "Watch the courier's tracking.",
    ko: '택배 조회를 확인해 주십시오.',
  }),
  collected: stageText('collected', {
    zh: '订单已完成。',
    en: 'The order is completed.',
    ko: '주문이 완료되었습니다.',
  }),
  supplementRequested: {
    title: orderStateWords.extraPaymentRequired,
    body: ({ orderNo, amount, reason }) => {
      const why = because(reason, { zh: '原因：', en: 'Reason: ', ko: '사유: ' });
      return {
        zh: `订单 ${orderNo} 需要补缴 ¥${money(amount)}。${why.zh}请登录签证门户在订单详情中支付。`,
        en: `Order ${orderNo} needs a supplement of CNY ${money(amount)}. ${why.en}${why.en ? ' ' : ''}Please sign in and pay it in the order detail.`,
        ko: `주문 ${orderNo}에 ¥${money(amount)}의 추가 결제가 필요합니다. ${why.ko}${why.ko ? ' ' : ''}로그인 후 주문 상세에서 결제해 주십시오.`,
      };
    },
  },
  correctionRequested: {
    title: { zh: '请更正申请信息', en: 'Details to correct', ko: '신청 정보 수정 요청' },
    body: ({ orderNo, reason }) => {
      const why = because(reason, { zh: '原因：', en: 'Reason: ', ko: '사유: ' });
      return {
        zh: `订单 ${orderNo} 中有申请信息需要更正。${why.zh}请登录签证门户在订单详情中修改。`,
        en: `Some details in order ${orderNo} need to be corrected. ${why.en}${why.en ? ' ' : ''}Please sign in and correct them in the order detail.`,
        ko: `주문 ${orderNo}의 신청 정보 중 수정이 필요한 항목이 있습니다. ${why.ko}${why.ko ? ' ' : ''}로그인 후 주문 상세에서 수정해 주십시오.`,
      };
    },
  },
  mobileChanged: {
    title: { zh: '登录手机号已更改', en: 'Sign-in mobile changed', ko: '로그인 휴대폰 번호 변경' },
    body: () => ({
      zh: '您在签证申请网站的登录手机号已更改，原手机号不能再用于登录。如非本人操作，请立即联系签证中心。',
      en: 'The mobile number you sign in with on the visa application portal has been changed; the old number no longer signs in. If you did not do this, contact the visa center at once.',
      ko: '비자 신청 포털의 로그인 휴대폰 번호가 변경되어 이전 번호로는 더 이상 로그인할 수 없습니다. 본인이 변경하지 않았다면 즉시 비자센터에 연락해 주십시오.',
    }),
  },
  centerClosed: {
    title: { zh: '预约时段已关闭', en: 'Appointment time closed', ko: '예약 시간 휴무 안내' },
    body: ({ orderNo, date, time, center, reason }) => {
      const why = because(reason, { zh: '原因：', en: 'Reason: ', ko: '사유: ' });
      return {
        zh: `${center ?? '签证中心'}将于${date ?? ''} ${time ?? ''}暂停办公，您的预约 ${orderNo} 无法按时办理。${why.zh}请使用预约号改约其他时间。`,
        en: `${center ?? 'The visa center'} is closed on ${date ?? ''} at ${time ?? ''}, so your appointment ${orderNo} cannot take place. ${why.en}${why.en ? ' ' : ''}Please use its reference to choose another time.`,
        ko: `${center ?? '비자센터'}가 ${date ?? ''} ${time ?? ''}에 휴무하여 예약 ${orderNo}을(를) 진행할 수 없습니다. ${why.ko}${why.ko ? ' ' : ''}예약 번호로 다른 시간을 선택해 주십시오.`,
      };
    },
  },
  refundStarted: {
    title: { zh: '退款已发起', en: 'Refund on its way', ko: '환불 진행 중' },
    body: ({ orderNo, amount, reason }) => {
      const why = because(reason, { zh: '原因：', en: 'Reason: ', ko: '사유: ' });
      return {
        zh: `订单 ${orderNo} 的 ¥${money(amount)} 退款已发起，将原路退回您的付款账户。${why.zh}`,
        en: `A refund of CNY ${money(amount)} on order ${orderNo} has been made; it goes back the way you paid. ${why.en}`.trim(),
        ko: `주문 ${orderNo}의 ¥${money(amount)} 환불이 진행되었습니다. 결제하신 수단으로 환불됩니다. ${why.ko}`.trim(),
      };
    },
  },
  refunded: {
    title: { zh: '退款已到账', en: 'Refund completed', ko: '환불 완료' },
    body: ({ orderNo, amount }) => ({
      zh: `订单 ${orderNo} 的 ¥${money(amount)} 退款已退回您的付款账户。`,
      en: `The refund of CNY ${money(amount)} on order ${orderNo} has been paid back to the account you paid from.`,
      ko: `주문 ${orderNo}의 ¥${money(amount)} 환불이 결제하신 계정으로 완료되었습니다.`,
    }),
  },
  invoiceIssued: {
    title: invoiceStateWords.issued,
    body: ({ orderNo }) => ({
      zh: `订单 ${orderNo} 的电子发票已开具，可在"我的发票"中下载。`,
      en: `The e-invoice of order ${orderNo} has been issued. You can download it under My invoices.`,
      ko: `주문 ${orderNo}의 전자 영수증이 발행되었습니다. 내 영수증에서 내려받을 수 있습니다.`,
    }),
  },
};

/** The order events that are milestones; the others (extraPaid, cancelled, the steps before payment) say nothing. */
export const milestoneOfEvent: Partial<Record<string, MilestoneKind>> = {
  paid: 'paid',
  accepted: 'accepted',
  reviewed: 'inReview',
  issued: 'issued',
  refused: 'refused',
  returned: 'returned',
  collected: 'collected',
  extraPaymentRequested: 'supplementRequested',
};

/**
 * What an SMS gateway that sends approved templates (Alibaba Cloud) fills each milestone's template with: the order
 * number (the application's reference for a correction), the supplement's amount where there is one. The center's reason is left out: it is free text of any
 * length, which a template variable (at most 35 characters, no links) cannot be trusted to carry; the SMS says where to
 * read it instead (decision 044).
 */
export const MILESTONE_SMS_PARAMS: Record<MilestoneKind, readonly (keyof MilestoneSmsParams)[]> = {
  paid: ['orderNo'],
  accepted: ['orderNo'],
  inReview: ['orderNo'],
  issued: ['orderNo'],
  refused: ['orderNo'],
  returned: ['orderNo'],
  collected: ['orderNo'],
  supplementRequested: ['orderNo', 'amount'],
  correctionRequested: ['reference'],
  invoiceIssued: ['orderNo'],
  mobileChanged: [],
  centerClosed: ['reference', 'date'],
  refundStarted: ['orderNo', 'amount'],
  refunded: ['orderNo', 'amount'],
};

export interface MilestoneSmsParams {
  orderNo: string;
  /** Yuan with two decimals, as the text shows it. */
  amount: string;
  /** The application's reference (A100001): a correction is asked for one application, whose reference its caller gives as the number. */
  reference: string;
  /** A closed appointment's date (YYYY-MM-DD). */
  date: string;
}

export function milestoneSmsParams(kind: MilestoneKind, params: MilestoneParams): Record<string, string> {
  const all: MilestoneSmsParams = { orderNo: params.orderNo, amount: money(params.amount), reference: params.orderNo, date: params.date ?? '' };
  return Object.fromEntries(MILESTONE_SMS_PARAMS[kind].map((name) => [name, all[name]]));
}
