import type { Localized } from './language.ts';

// Messages the server itself says (not field rules: those live in src/domain with the rules they belong to).
export const serverMessages = {
  ok: { zh: '成功', en: 'OK', ko: '성공' },
  notAvailableYet: {
    zh: '该功能尚未开放，敬请期待。',
    en: 'This part of the portal is not available yet. Please check back soon.',
    ko: '이 기능은 아직 제공되지 않습니다. 곧 제공될 예정입니다.',
  },
  idleTooLong: {
    zh: '长时间未操作，请重新操作',
    en: 'Idle too long, please operate again',
    ko: '장시간 사용하지 않았습니다. 다시 시도해 주세요',
  },
  loginAgain: { zh: '请重新登录', en: 'Please log in again', ko: '다시 로그인해 주세요' },
  badClientCredential: {
    zh: '客户端凭证无效，请刷新页面后重试。',
    en: 'The client credential is not valid. Please reload the page and try again.',
    ko: '클라이언트 인증 정보가 올바르지 않습니다. 페이지를 새로 고친 후 다시 시도해 주세요.',
  },
  notFound: { zh: '未找到该记录', en: 'No such record', ko: '해당 기록을 찾을 수 없습니다' },
  invalidInput: {
    zh: '提交的信息有误，请检查后重试。',
    en: 'Some of the information is not valid. Please check it and try again.',
    ko: '입력한 정보가 올바르지 않습니다. 확인 후 다시 시도해 주세요.',
  },
  internalError: {
    zh: '系统繁忙，请稍后再试。',
    en: 'The system is busy. Please try again later.',
    ko: '시스템이 혼잡합니다. 잠시 후 다시 시도해 주세요.',
  },
  unknownConfigKey: {
    zh: '没有该配置项',
    en: 'There is no such configuration key',
    ko: '해당 설정 항목이 없습니다',
  },
  invalidRegionCode: {
    zh: '地区代码应为6位数字',
    en: 'A region code is 6 digits',
    ko: '지역 코드는 6자리 숫자입니다',
  },
  visaTypeRequired: {
    zh: '请选择签证类型',
    en: 'Please choose a visa type',
    ko: '비자 유형을 선택해 주세요',
  },
} satisfies Record<string, Localized>;

export type ServerMessage = keyof typeof serverMessages;
