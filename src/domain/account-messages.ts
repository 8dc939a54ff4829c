import type { Language } from './constants.ts';
import { ADDRESS_CONTACT_MAX, ADDRESS_DETAIL_MAX, FEEDBACK_MAX, FEEDBACK_MIN } from './constants.ts';

// The words of the account rules' message keys (account-rules.ts), apart from the rules themselves: a page shows
// these without loading the validation library, which arrives only when a form is first checked.

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
  addressContact: {
    zh: `请输入联系人姓名（最多${ADDRESS_CONTACT_MAX}个字）`,
    en: `Enter the contact's name (at most ${ADDRESS_CONTACT_MAX} characters)`,
    ko: `연락인 이름을 입력해 주세요(최대 ${ADDRESS_CONTACT_MAX}자)`,
  },
  addressRegion: { zh: '请选择省、市、区县', en: 'Choose the province, city and district', ko: '성, 시, 구/현을 선택해 주세요' },
  addressDetail: {
    zh: `请输入详细地址（最多${ADDRESS_DETAIL_MAX}个字）`,
    en: `Enter the street address (at most ${ADDRESS_DETAIL_MAX} characters)`,
    ko: `상세 주소를 입력해 주세요(최대 ${ADDRESS_DETAIL_MAX}자)`,
  },
} satisfies Record<string, Record<Language, string>>;

export type AccountMessageKey = keyof typeof accountMessages;

export function accountMessage(key: string, language: Language): string {
  const text = (accountMessages as Record<string, Record<Language, string>>)[key];
  return text ? text[language] : key;
}
