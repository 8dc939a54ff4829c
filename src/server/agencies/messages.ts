import type { Localized } from '../http/language.ts';

// What the server says about travel agencies (decision 040).
export const agencyMessages = {
  agencyOnly: {
    zh: '该功能仅供已认证的旅行社使用，请使用旅行社账号登录',
    en: 'This part of the portal is for certified travel agencies. Please log in with a travel agency account',
    ko: '이 기능은 인증된 여행사 전용입니다. 여행사 계정으로 로그인해 주세요',
  },
  applicantLimit: {
    zh: '贵社每个订单最多可添加{limit}名申请人，请为其他客户另建订单',
    en: 'Your agency may add up to {limit} applicants to one order. Please start another order for the other clients',
    ko: '귀사는 한 주문에 신청인을 최대 {limit}명까지 추가할 수 있습니다. 다른 고객은 새 주문으로 신청해 주세요',
  },
  clientRelation: {
    zh: '“客户”仅供旅行社为其客户申请时选择，请选择“本人”或“家庭成员”',
    en: '"Client" is for a travel agency applying for its clients. Please choose "Myself" or "A family member"',
    ko: '"고객"은 여행사가 고객을 위해 신청할 때만 선택할 수 있습니다. "본인" 또는 "가족"을 선택해 주세요',
  },
  clientNameTooLong: {
    zh: '客户姓名不能超过50个字符',
    en: 'A client name is at most 50 characters',
    ko: '고객 이름은 50자를 넘을 수 없습니다',
  },
} satisfies Record<string, Localized>;
