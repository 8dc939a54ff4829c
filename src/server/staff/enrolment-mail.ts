import { chinaDateTime } from '../../domain/china-time.ts';
import type { LinkPurpose } from './links.ts';
import { ENROLMENT_PATH, STAFF_LINK_VALID_SECONDS } from './policy.ts';

export const enrolmentLink = (publicOrigin: string, token: string) => `${publicOrigin}${ENROLMENT_PATH}${token}`;

/**
 * The invitation or reset mail. The person's language is not known before they sign in, so one mail says it in
 * Chinese, English and Korean, Chinese first as on the portal.
 */
export function enrolmentMail(purpose: LinkPurpose, name: string, link: string, expiresAt: Date): { subject: string; text: string } {
  const hours = STAFF_LINK_VALID_SECONDS / 3600;
  const until = chinaDateTime(expiresAt);
  const invited = purpose === 'enrol';
  const subject = invited
    ? '签证中心工作人员账号邀请 / Your visa center staff account / 비자센터 직원 계정 초대'
    : '请重新设置工作人员账号 / Set up your staff account again / 직원 계정 다시 설정';
  const zh = [
    `${name}，您好：`,
    invited ? '管理员已为您开通签证中心工作人员账号。' : '管理员已重置您的工作人员账号的密码和身份验证器，您之前的登录已全部退出。',
    '请打开以下链接，设置密码（至少12个字符），并用身份验证器（如 Google Authenticator、Microsoft Authenticator）扫描二维码：',
    link,
    `该链接只能使用一次，${hours}小时内有效（至北京时间${until}）。如非本人操作，请忽略本邮件并告知管理员。`,
  ];
  const en = [
    `Dear ${name},`,
    invited ? 'An administrator has opened a visa center staff account for you.' : 'An administrator has reset the password and authenticator of your staff account; you have been signed out everywhere.',
    'Open this link to choose a password (12 characters or more) and scan its QR code with an authenticator app (such as Google Authenticator or Microsoft Authenticator):',
    link,
    `The link works once, for ${hours} hours (until ${until} Beijing time). If you did not expect this mail, ignore it and tell an administrator.`,
  ];
  const ko = [
    `${name}님, 안녕하세요.`,
    invited ? '관리자가 비자센터 직원 계정을 만들었습니다.' : '관리자가 직원 계정의 비밀번호와 인증 앱을 초기화했으며, 모든 로그인이 종료되었습니다.',
    '아래 링크를 열어 비밀번호(12자 이상)를 정하고 인증 앱(Google Authenticator, Microsoft Authenticator 등)으로 QR 코드를 스캔해 주세요:',
    link,
    `이 링크는 한 번만, ${hours}시간 동안(베이징 시간 ${until}까지) 사용할 수 있습니다. 요청하지 않은 메일이라면 무시하고 관리자에게 알려 주세요.`,
  ];
  return { subject, text: [zh, en, ko].map((lines) => lines.join('\n')).join('\n\n---\n\n') };
}
