import { z } from 'zod';
import type { Language } from './constants.ts';
import { FEEDBACK_MAX, FEEDBACK_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

// Field rules of spec §5 for the account forms, written once: the forms resolve them with zodResolver, the server
// parses request bodies with them. A schema's error is a message key; `accountMessage` turns it into words.

export const accountMessages = {
  mobileRequired: { zh: '请输入手机号码', en: 'Please enter your mobile number', ko: '휴대폰 번호를 입력해 주세요' },
  mobileInvalid: {
    zh: '请输入正确的11位手机号码',
    en: 'Please enter a valid 11-digit mainland mobile number',
    ko: '올바른 11자리 휴대폰 번호를 입력해 주세요',
  },
  passwordRule: {
    zh: '请填写6到20位密码（字母或数字）',
    en: 'Please fill in 6 to 20 digit password (letters or digits)',
    ko: '6~20자리 비밀번호(영문 또는 숫자)를 입력해 주세요',
  },
  passwordRequired: { zh: '请输入密码', en: 'Please enter your password', ko: '비밀번호를 입력해 주세요' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'Passwords do not match', ko: '비밀번호가 일치하지 않습니다' },
  agreementRequired: {
    zh: '请阅读并同意用户协议',
    en: 'Protocol is required: please read and accept the agreement',
    ko: '이용 약관에 동의해 주세요',
  },
  emailRequired: { zh: '请输入电子邮箱', en: 'Please enter your e-mail address', ko: '이메일 주소를 입력해 주세요' },
  emailInvalid: {
    zh: '请输入正确的电子邮箱地址',
    en: 'Please enter a valid e-mail address',
    ko: '올바른 이메일 주소를 입력해 주세요',
  },
  captchaRequired: { zh: '请输入图形验证码', en: 'Please enter the graphic code', ko: '그림 인증 코드를 입력해 주세요' },
  smsCodeRequired: { zh: '请输入短信验证码', en: 'Please enter the SMS code', ko: 'SMS 인증 코드를 입력해 주세요' },
  emailCodeRequired: { zh: '请输入邮箱验证码', en: 'Please enter the e-mail code', ko: '이메일 인증 코드를 입력해 주세요' },
  usernameRequired: {
    zh: '请输入手机号码或电子邮箱',
    en: 'Please enter your mobile number or e-mail address',
    ko: '휴대폰 번호 또는 이메일 주소를 입력해 주세요',
  },
  agencyAccountRequired: {
    zh: '请输入旅行社账号',
    en: 'Please enter the travel agency account',
    ko: '여행사 계정을 입력해 주세요',
  },
  feedbackLength: {
    zh: `请输入${FEEDBACK_MIN}到${FEEDBACK_MAX}个字`,
    en: `Please write ${FEEDBACK_MIN} to ${FEEDBACK_MAX} characters`,
    ko: `${FEEDBACK_MIN}~${FEEDBACK_MAX}자로 입력해 주세요`,
  },
} satisfies Record<string, Record<Language, string>>;

export type AccountMessageKey = keyof typeof accountMessages;

export function accountMessage(key: string, language: Language): string {
  const text = (accountMessages as Record<string, Record<Language, string>>)[key];
  return text ? text[language] : key;
}

const required = (key: AccountMessageKey) => z.string({ error: key }).trim().min(1, { error: key });

/** Mainland mobile numbers: 11 digits, 1 then a network digit 3–9. */
export const mobilePattern = /^1[3-9]\d{9}$/;
export const mobileSchema = required('mobileRequired').regex(mobilePattern, { error: 'mobileInvalid' });

export const passwordPattern = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
export const passwordSchema = z.string({ error: 'passwordRule' }).regex(passwordPattern, { error: 'passwordRule' });

export const emailSchema = required('emailRequired').pipe(z.email({ error: 'emailInvalid' }).max(254, { error: 'emailInvalid' }));

export const captchaCodeSchema = required('captchaRequired').max(16, { error: 'captchaRequired' });
export const smsCodeSchema = required('smsCodeRequired').max(16, { error: 'smsCodeRequired' });
export const emailCodeSchema = required('emailCodeRequired').max(16, { error: 'emailCodeRequired' });
export const agreementSchema = z.literal(true, { error: 'agreementRequired' });

export const feedbackSchema = z.string({ error: 'feedbackLength' }).trim()
  .min(FEEDBACK_MIN, { error: 'feedbackLength' })
  .max(FEEDBACK_MAX, { error: 'feedbackLength' });

const confirmMatches = <T extends { password: string; confirmPassword: string }>(value: T) => value.password === value.confirmPassword;
const mismatch = { error: 'passwordMismatch', path: ['confirmPassword'] };

// The forms as the person fills them in (plain passwords, before RSA encryption).

export const registerFormSchema = z.object({
  mobile: mobileSchema,
  captchaCode: captchaCodeSchema,
  smsCode: smsCodeSchema,
  password: passwordSchema,
  confirmPassword: z.string(),
  agreementAccepted: agreementSchema,
}).refine(confirmMatches, mismatch);

export const loginFormSchema = z.object({
  username: required('usernameRequired'),
  password: required('passwordRequired'),
  captchaCode: captchaCodeSchema,
});

export const agencyLoginFormSchema = z.object({
  account: required('agencyAccountRequired'),
  password: required('passwordRequired'),
  captchaCode: captchaCodeSchema,
});

export const retrieveByMobileFormSchema = z.object({
  mobile: mobileSchema,
  captchaCode: captchaCodeSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  confirmPassword: z.string(),
}).refine(confirmMatches, mismatch);

export const retrieveByEmailFormSchema = z.object({
  email: emailSchema,
  captchaCode: captchaCodeSchema,
  code: emailCodeSchema,
  password: passwordSchema,
  confirmPassword: z.string(),
}).refine(confirmMatches, mismatch);

export const changePasswordFormSchema = z.object({
  oldPsd: required('passwordRequired'),
  newPsd: passwordSchema,
  confirmPsd: z.string(),
  authCode: smsCodeSchema,
}).refine((value) => value.newPsd === value.confirmPsd, { error: 'passwordMismatch', path: ['confirmPsd'] });

export const changeMobileFormSchema = z.object({ mobile: mobileSchema, captchaCode: captchaCodeSchema, smsCode: smsCodeSchema });
export const changeEmailFormSchema = z.object({ email: emailSchema, captchaCode: captchaCodeSchema, emailCode: emailCodeSchema });
export const feedbackFormSchema = z.object({ content: feedbackSchema });

/** Field name → message, in one language: the shape of a code-400 answer's `data.fields` and of a form's errors. */
export function fieldMessages(error: z.ZodError, language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : '_';
    fields[name] ??= accountMessage(issue.message, language);
  }
  return fields;
}
