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
  // Accounts (decision 007). {seconds} and {until} are filled in by the handler.
  captchaWrong: { zh: '图形验证码错误，请重新输入', en: 'The graphic code is not correct. Please try the new one', ko: '그림 인증 코드가 올바르지 않습니다. 새 코드를 입력해 주세요' },
  captchaExpired: { zh: '图形验证码已失效，请刷新后重新输入', en: 'The graphic code has expired. Please refresh it and try again', ko: '그림 인증 코드가 만료되었습니다. 새로 고친 후 다시 입력해 주세요' },
  codeWrong: { zh: '验证码错误', en: 'The verification code is not correct', ko: '인증 코드가 올바르지 않습니다' },
  codeExpired: { zh: '验证码已失效，请重新获取', en: 'The verification code has expired. Please request a new one', ko: '인증 코드가 만료되었습니다. 새 코드를 받아 주세요' },
  codeTooManyTries: { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes. Please request a new one', ko: '인증 코드 오류가 너무 많습니다. 새 코드를 받아 주세요' },
  codeCooldown: { zh: '验证码发送过于频繁，请{seconds}秒后再试', en: 'A code was sent a moment ago. Please try again in {seconds} seconds', ko: '인증 코드를 방금 보냈습니다. {seconds}초 후에 다시 시도해 주세요' },
  codeDailyLimit: { zh: '今日验证码发送次数已达上限，请于{until}（北京时间）后再试', en: 'No more codes can be sent today. Please try again after {until} (Beijing time)', ko: '오늘 보낼 수 있는 인증 코드를 모두 사용했습니다. {until}(베이징 시간) 이후에 다시 시도해 주세요' },
  smsFailed: { zh: '短信发送失败，请稍后再试', en: 'The SMS could not be sent. Please try again later', ko: 'SMS를 보내지 못했습니다. 잠시 후 다시 시도해 주세요' },
  emailFailed: { zh: '邮件发送失败，请稍后再试', en: 'The e-mail could not be sent. Please try again later', ko: '이메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요' },
  tooManyAttempts: { zh: '操作过于频繁，请{seconds}秒后再试', en: 'Too many attempts. Please try again in {seconds} seconds', ko: '시도가 너무 많습니다. {seconds}초 후에 다시 시도해 주세요' },
  loginFailed: { zh: '账号或密码错误', en: 'The account or password is not correct', ko: '계정 또는 비밀번호가 올바르지 않습니다' },
  accountLocked: { zh: '密码错误次数过多，账号已锁定，请于{until}（北京时间）后再试', en: 'Too many wrong passwords: the account is locked until {until} (Beijing time)', ko: '비밀번호 오류가 너무 많아 계정이 {until}(베이징 시간)까지 잠겼습니다' },
  mobileTaken: { zh: '该手机号码已注册', en: 'This mobile number is already registered', ko: '이미 등록된 휴대폰 번호입니다' },
  emailTaken: { zh: '该电子邮箱已被使用', en: 'This e-mail address is already in use', ko: '이미 사용 중인 이메일 주소입니다' },
  passwordKeyStale: { zh: '页面已过期，请刷新页面后重试', en: 'The page is out of date. Please reload it and try again', ko: '페이지가 오래되었습니다. 새로 고친 후 다시 시도해 주세요' },
  oldPasswordWrong: { zh: '原密码错误', en: 'The current password is not correct', ko: '현재 비밀번호가 올바르지 않습니다' },
  samePassword: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one', ko: '새 비밀번호는 현재 비밀번호와 달라야 합니다' },
  notYours: { zh: '无权访问该记录', en: 'This record is not yours', ko: '이 기록에 대한 권한이 없습니다' },
} satisfies Record<string, Localized>;

export type ServerMessage = keyof typeof serverMessages;
