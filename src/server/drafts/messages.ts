import type { Localized } from '../http/language.ts';

export const draftMessages = {
  changedElsewhere: {
    zh: '该申请已在其他窗口中修改，请刷新页面后继续',
    en: 'This application was changed in another window. Please reload the page to continue',
    ko: '이 신청서가 다른 창에서 변경되었습니다. 페이지를 새로 고친 후 계속해 주세요',
  },
  tooLarge: {
    zh: '草稿内容过大，无法保存',
    en: 'The draft is too large to be saved',
    ko: '임시 저장 내용이 너무 커서 저장할 수 없습니다',
  },
  versionRequired: {
    zh: '缺少草稿版本号，请刷新页面后重试',
    en: 'The draft version is missing. Please reload the page and try again',
    ko: '임시 저장 버전이 없습니다. 페이지를 새로 고친 후 다시 시도해 주세요',
  },
} satisfies Record<string, Localized>;
