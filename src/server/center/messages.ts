// What the center's moves say when they refuse for a reason of their own (the status machine's reasons are
// statusRefusalMessages; the flag's are incorrectMessages), in zh/en/ko.
import type { Localized } from '../http/language.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const centerMessages = {
  noCourierReturn: m(
    '该订单没有选择快递寄回护照，无需制作回寄运单',
    'This order has no passport to return by courier: no return waybill is needed',
    '이 주문은 여권을 택배로 반송하지 않으므로 반송 운송장이 필요하지 않습니다',
  ),
  reasonAllLanguages: m(
    '请用中文、英文和韩文填写补缴原因',
    'Give the reason for the supplement in Chinese, English and Korean',
    '추가 결제 사유를 중국어, 영어, 한국어로 입력해 주세요',
  ),
  applyNotInOrder: m('该申请不属于此订单', 'This application is not part of the order', '이 신청은 이 주문에 속하지 않습니다'),
} satisfies Record<string, Localized>;

export type CenterRefusal = 'noCourierReturn' | 'applyNotInOrder' | 'invalidFlag' | 'alreadyOpen' | 'invalidAmount' | 'reasonRequired' | 'applyNotFound';
