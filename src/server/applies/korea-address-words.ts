import type { Localized } from '../http/language.ts';

// The Korea address search's keyword (the visit step's stay address): its limits and words, read by the handler and
// by the field rule (http/field-rules.ts) that refuses a keyword before the search runs.

export const KEYWORD_MIN = 2;
export const KEYWORD_MAX = 100;

export const koreaAddressMessages = {
  keywordTooShort: {
    zh: '请输入至少2个字的地址或酒店名称',
    en: 'Please type at least 2 characters of the address or hotel name',
    ko: '주소나 숙소 이름을 2자 이상 입력해 주세요',
  },
  keywordTooLong: {
    zh: '搜索内容不能超过100个字',
    en: 'Please type no more than 100 characters to search',
    ko: '검색어는 100자를 넘을 수 없습니다',
  },
  unavailable: {
    zh: '地址服务暂时无响应，请直接填写地址',
    en: 'The address service is not responding. Please type the address yourself',
    ko: '주소 서비스가 응답하지 않습니다. 주소를 직접 입력해 주세요',
  },
} satisfies Record<string, Localized>;
