import type { Localized } from '../http/language.ts';

// What the public appointment pages answer beyond the order messages (issue 16 item 1). "Not found" is a field
// refusal (code 400), not 404: the error catalogue (spec §8) shows nothing for 404.

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const reservationLookupMessages = {
  notFound: m(
    '未找到与该手机号码对应的预约，请核对预约编号',
    'No booking with this reference for this mobile number: check the reference',
    '이 휴대폰 번호로 된 해당 예약 번호의 예약이 없습니다. 예약 번호를 확인해 주세요',
  ),
  replacesEarlier: m(
    '该手机号码已有预约，同一号码只保留一个预约：确认后将取消之前的预约',
    'This mobile number already has a booking, and a number keeps only one: confirm to cancel the earlier booking',
    '이 휴대폰 번호로 이미 예약이 있으며 번호당 하나의 예약만 유지됩니다. 확인하면 이전 예약이 취소됩니다',
  ),
  cancelled: m('该预约已取消，不能再改期', 'This booking has been cancelled and cannot be moved', '취소된 예약은 변경할 수 없습니다'),
} as const;
