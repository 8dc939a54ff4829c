// What the form download says, in zh/en/ko.
import type { Localized } from '../http/language.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const formMessages = {
  notSubmitted: m(
    '申请提交后才能下载申请表',
    'The application form can be downloaded once the application is submitted',
    '신청서는 제출한 후에 내려받을 수 있습니다',
  ),
  linkInvalid: m(
    '下载链接无效，请返回页面重新点击下载',
    'This download link is not valid. Go back to the page and choose download again',
    '다운로드 링크가 올바르지 않습니다. 페이지로 돌아가 다시 다운로드해 주세요',
  ),
  linkExpired: m(
    '下载链接已过期（有效期 10 分钟），请返回页面重新点击下载',
    'This download link has expired (it lasts 10 minutes). Go back to the page and choose download again',
    '다운로드 링크가 만료되었습니다(유효 시간 10분). 페이지로 돌아가 다시 다운로드해 주세요',
  ),
} satisfies Record<string, Localized>;
