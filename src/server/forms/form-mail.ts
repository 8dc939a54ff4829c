// The e-mail that carries an application form, in the applicant's language.
import type { Language } from '../../domain/constants.ts';
import type { Localized } from '../http/language.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const formMailMessages = {
  notSent: m(
    '邮件未能发送到该地址，请检查邮箱地址后重试',
    'The e-mail could not be sent to this address. Check the address and try again',
    '이 주소로 이메일을 보낼 수 없습니다. 주소를 확인한 후 다시 시도해 주세요',
  ),
} satisfies Record<string, Localized>;

export function formMailText(fileName: string, orderNo: string | null, language: Language): { subject: string; text: string } {
  const order = orderNo ?? '';
  switch (language) {
    case 'en':
      return {
        subject: `Your visa application form${order ? ` (order ${order})` : ''}`,
        text: `Attached is your visa application form, ${fileName}. Print it, check it and bring it with your materials to the visa center.\n\nThis e-mail was sent because it was asked for on the visa application portal.`,
      };
    case 'ko':
      return {
        subject: `비자 신청서${order ? ` (주문 ${order})` : ''}`,
        text: `비자 신청서 ${fileName} 파일을 첨부합니다. 인쇄하여 확인한 후 서류와 함께 비자센터에 제출해 주세요.\n\n비자 신청 포털에서 요청하여 보내 드린 메일입니다.`,
      };
    default:
      return {
        subject: `您的签证申请表${order ? `（订单 ${order}）` : ''}`,
        text: `附件是您的签证申请表 ${fileName}。请打印并核对后，与申请材料一起递交签证中心。\n\n此邮件因您在签证申请网站上请求发送而发出。`,
      };
  }
}
