import type { Language } from '../../domain/constants.ts';
import { CODE_VALID_SECONDS } from './policy.ts';

const minutes = CODE_VALID_SECONDS / 60;

/** The SMS or e-mail a code travels in, in the language the form was in. */
export function codeText(code: string, language: Language) {
  return {
    zh: { subject: '签证申请网站验证码', text: `【签证申请中心】您的验证码为${code}，${minutes}分钟内有效。请勿告诉他人。` },
    en: { subject: 'Your visa portal code', text: `[Visa Application Center] Your code is ${code}. It is valid for ${minutes} minutes. Do not share it.` },
    ko: { subject: '비자 포털 인증 코드', text: `[비자신청센터] 인증 코드는 ${code}입니다. ${minutes}분 동안 유효합니다. 다른 사람에게 알려 주지 마세요.` },
  }[language];
}
