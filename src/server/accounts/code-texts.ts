import type { Language } from '../../domain/constants.ts';
import { CODE_VALID_SECONDS } from './policy.ts';

const minutes = CODE_VALID_SECONDS / 60;

const texts = {
  zh: {
    subject: '签证申请网站验证码',
    sms: (code: string) => `【签证申请中心】您的验证码为${code}，${minutes}分钟内有效。请勿告诉他人。`,
    lines: (code: string) => ['您好：', `您的验证码为 ${code}，${minutes}分钟内有效。`, '请勿将验证码告诉他人。如非本人操作，请忽略本邮件。', '签证申请中心'],
  },
  en: {
    subject: 'Your visa portal code',
    sms: (code: string) => `[Visa Application Center] Your code is ${code}. It is valid for ${minutes} minutes. Do not share it.`,
    lines: (code: string) => ['Hello,', `Your code is ${code}. It is valid for ${minutes} minutes.`, 'Do not share it with anyone. If you did not ask for it, ignore this e-mail.', 'Visa Application Center'],
  },
  ko: {
    subject: '비자 포털 인증 코드',
    sms: (code: string) => `[비자신청센터] 인증 코드는 ${code}입니다. ${minutes}분 동안 유효합니다. 다른 사람에게 알려 주지 마세요.`,
    lines: (code: string) => ['안녕하세요.', `인증 코드는 ${code}입니다. ${minutes}분 동안 유효합니다.`, '다른 사람에게 알려 주지 마세요. 요청하지 않았다면 이 메일을 무시해 주세요.', '비자신청센터'],
  },
} as const;

/**
 * The SMS or e-mail a code travels in, in the language the form was in: `text` is the SMS (and what the sandbox
 * shows); a mail has its own plain text and HTML. A live SMS gateway sends its console template instead.
 */
export function codeText(code: string, language: Language) {
  const chosen = texts[language];
  const lines = chosen.lines(code);
  return {
    subject: chosen.subject,
    text: chosen.sms(code),
    mailText: lines.join('\n\n'),
    html: `<!doctype html><html lang="${language}"><body>${lines.map((line) => `<p>${line.replace(code, `<strong>${code}</strong>`)}</p>`).join('')}</body></html>`,
  };
}
