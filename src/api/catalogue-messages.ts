import type { Language } from '../domain/constants';

// The client's own texts for spec §8. Kept here, not in the UI's i18n files, because the
// catalogue runs below React and must work in tests and non-UI callers alike.
export type CatalogueMessage = 'relogin' | 'idle' | 'network' | 'timeout' | 'server';

export const catalogueMessages: Record<CatalogueMessage, Record<Language, string>> = {
  relogin: {
    zh: '请重新登录',
    en: 'Please log in again',
    ko: '다시 로그인해 주세요',
  },
  idle: {
    zh: '长时间未操作，请重新操作',
    en: 'Idle too long, please operate again',
    ko: '장시간 조작이 없었습니다. 다시 조작해 주세요',
  },
  network: {
    zh: '网络错误，请稍后重试',
    en: 'Network error, please try again later',
    ko: '네트워크 오류입니다. 잠시 후 다시 시도해 주세요',
  },
  timeout: {
    zh: '请求超时，请稍后重试',
    en: 'The request timed out, please try again later',
    ko: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요',
  },
  server: {
    zh: '服务器异常，请稍后重试',
    en: 'Server error, please try again later',
    ko: '서버 오류입니다. 잠시 후 다시 시도해 주세요',
  },
};

export function catalogueText(message: CatalogueMessage, language: Language): string {
  return catalogueMessages[message][language];
}
