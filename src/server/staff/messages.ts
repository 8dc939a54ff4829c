import type { Localized } from '../http/language.ts';

// What the staff sign-in, enrolment and team calls say (decision 093). {seconds} and {minutes} are filled in.
export const staffMessages = {
  signInFailed: {
    zh: '邮箱或密码错误',
    en: 'The e-mail address or password is not correct',
    ko: '이메일 주소 또는 비밀번호가 올바르지 않습니다',
  },
  slowedSeconds: {
    zh: '该账号登录失败次数过多，请{seconds}秒后再试',
    en: 'Too many failed sign-ins on this account. Please try again in {seconds} seconds',
    ko: '이 계정의 로그인 실패가 너무 많습니다. {seconds}초 후에 다시 시도해 주세요',
  },
  slowedMinutes: {
    zh: '该账号登录失败次数过多，请约{minutes}分钟后再试',
    en: 'Too many failed sign-ins on this account. Please try again in about {minutes} minutes',
    ko: '이 계정의 로그인 실패가 너무 많습니다. 약 {minutes}분 후에 다시 시도해 주세요',
  },
  disabled: {
    zh: '该工作人员账号已停用，请联系管理员',
    en: 'This staff account is disabled. Please ask an administrator',
    ko: '이 직원 계정은 사용 중지되었습니다. 관리자에게 문의해 주세요',
  },
  notEnrolled: {
    zh: '该账号尚未完成注册，请使用邮件中的链接设置密码和身份验证器',
    en: 'This account has not been set up yet. Please use the link in your invitation mail to choose a password and set up the authenticator',
    ko: '이 계정은 아직 설정되지 않았습니다. 초대 메일의 링크로 비밀번호와 인증 앱을 설정해 주세요',
  },
  codeWrong: {
    zh: '动态验证码错误，请输入身份验证器中当前显示的6位数字',
    en: 'The code is not correct. Please enter the 6 digits your authenticator app shows now',
    ko: '코드가 올바르지 않습니다. 인증 앱에 지금 표시된 6자리 숫자를 입력해 주세요',
  },
  codeUsed: {
    zh: '该动态验证码已使用过，请等待身份验证器显示下一个验证码',
    en: 'This code has been used already. Please wait for the next code in your authenticator app',
    ko: '이미 사용한 코드입니다. 인증 앱에 다음 코드가 표시될 때까지 기다려 주세요',
  },
  recoveryCodeWrong: {
    zh: '恢复码错误或已使用',
    en: 'This recovery code is not correct or has been used already',
    ko: '복구 코드가 올바르지 않거나 이미 사용되었습니다',
  },
  codeTriesUsed: {
    zh: '验证码错误次数过多，请重新输入邮箱和密码登录',
    en: 'Too many wrong codes for this sign-in. Please sign in again with your e-mail and password',
    ko: '이 로그인에서 잘못된 코드가 너무 많습니다. 이메일과 비밀번호로 다시 로그인해 주세요',
  },
  secondFactorDone: {
    zh: '本次登录已完成验证',
    en: 'This sign-in has given its second factor already',
    ko: '이 로그인은 이미 추가 인증을 마쳤습니다',
  },
  linkUnknown: {
    zh: '该链接无效，请检查邮件中的完整链接，或请管理员重新发送',
    en: 'This link is not valid. Please check you opened the whole link from the mail, or ask an administrator for a new one',
    ko: '유효하지 않은 링크입니다. 메일의 링크 전체를 열었는지 확인하거나 관리자에게 새 링크를 요청해 주세요',
  },
  linkUsed: {
    zh: '该链接已使用过。如需重新设置密码或身份验证器，请联系管理员发送新链接',
    en: 'This link has been used already. To set your password or authenticator again, ask an administrator for a new link',
    ko: '이미 사용한 링크입니다. 비밀번호나 인증 앱을 다시 설정하려면 관리자에게 새 링크를 요청해 주세요',
  },
  linkExpired: {
    zh: '该链接已过期（有效期72小时），请联系管理员发送新链接',
    en: 'This link has expired (links last 72 hours). Please ask an administrator for a new one',
    ko: '링크가 만료되었습니다(유효 기간 72시간). 관리자에게 새 링크를 요청해 주세요',
  },
  enrolmentNotOpened: {
    zh: '请先打开链接页面，用身份验证器扫描二维码',
    en: 'Please open the link page first and scan its QR code with your authenticator app',
    ko: '먼저 링크 페이지를 열고 인증 앱으로 QR 코드를 스캔해 주세요',
  },
  passwordTooShort: {
    zh: '密码至少12个字符',
    en: 'The password needs at least 12 characters',
    ko: '비밀번호는 12자 이상이어야 합니다',
  },
  passwordTooLong: {
    zh: '密码最多128个字符',
    en: 'The password can have at most 128 characters',
    ko: '비밀번호는 최대 128자입니다',
  },
  codeFormat: {
    zh: '请输入6位数字',
    en: 'Enter the 6 digits',
    ko: '6자리 숫자를 입력해 주세요',
  },
  emailInvalid: {
    zh: '请输入有效的电子邮箱',
    en: 'Enter a valid e-mail address',
    ko: '올바른 이메일 주소를 입력해 주세요',
  },
  emailTaken: {
    zh: '该邮箱已属于一名工作人员',
    en: 'A staff member already has this e-mail address',
    ko: '이미 직원이 사용 중인 이메일 주소입니다',
  },
  adminHasNoCenter: {
    zh: '管理员负责所有签证中心，不属于某一个中心',
    en: 'An administrator works for every center: leave the center empty',
    ko: '관리자는 모든 센터를 담당하므로 센터를 비워 두어야 합니다',
  },
  centerRequired: {
    zh: '请选择该工作人员所在的签证中心',
    en: 'Choose the visa center this person works at',
    ko: '이 직원이 근무하는 비자센터를 선택해 주세요',
  },
  centerUnknown: {
    zh: '没有该签证中心',
    en: 'There is no such visa center',
    ko: '해당 비자센터가 없습니다',
  },
  notYourself: {
    zh: '不能停用自己的账号，也不能取消自己的管理员角色，请由另一位管理员操作',
    en: 'You cannot disable yourself or take away your own administrator role. Another administrator can',
    ko: '자신의 계정을 사용 중지하거나 자신의 관리자 역할을 없앨 수 없습니다. 다른 관리자가 할 수 있습니다',
  },
  lastAdmin: {
    zh: '这是最后一位在职管理员，不能停用或更改其角色。请先邀请或启用另一位管理员',
    en: 'This is the last active administrator and cannot be disabled or given another role. Invite or enable another administrator first',
    ko: '마지막 활성 관리자이므로 사용 중지하거나 역할을 바꿀 수 없습니다. 먼저 다른 관리자를 초대하거나 활성화해 주세요',
  },
} satisfies Record<string, Localized>;
