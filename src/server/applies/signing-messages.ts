import type { Localized } from '../http/language.ts';

// The phone signing page's words: the handler's refusals, and the field rules' (http/field-rules.ts) for what the
// contract lets through but the signing does not take (an unticked declaration, a picture that is not a PNG's URL).

export const signingMessages = {
  notSubmitted: {
    zh: '请先提交申请，再进行签名',
    en: 'Submit the application before signing it',
    ko: '서명하기 전에 신청서를 먼저 제출해 주세요',
  },
  unknownToken: {
    zh: '签名链接无效，请在电脑上重新扫描二维码',
    en: 'This signing link is not valid. Scan the QR code on the computer again',
    ko: '서명 링크가 올바르지 않습니다. 컴퓨터에서 QR 코드를 다시 스캔해 주세요',
  },
  expired: {
    zh: '签名链接已过期（有效期 10 分钟），请在电脑上刷新二维码后重新扫描',
    en: 'This signing link has expired (it lasts 10 minutes). Refresh the QR code on the computer and scan it again',
    ko: '서명 링크가 만료되었습니다(유효 시간 10분). 컴퓨터에서 QR 코드를 새로 고친 후 다시 스캔해 주세요',
  },
  spent: {
    zh: '该申请已签名，签名链接不能再次使用',
    en: 'This application has been signed: the signing link cannot be used again',
    ko: '이 신청서는 이미 서명되어 서명 링크를 다시 사용할 수 없습니다',
  },
  notAgreed: {
    zh: '请阅读并勾选同意声明',
    en: 'Read the declaration and tick to agree',
    ko: '선언문을 읽고 동의란에 체크해 주세요',
  },
  badSignature: {
    zh: '签名图片无效，请清除后重新签名',
    en: 'The signature picture is not valid. Clear it and sign again',
    ko: '서명 이미지가 올바르지 않습니다. 지우고 다시 서명해 주세요',
  },
  blankSignature: {
    zh: '请在签名框内签名',
    en: 'Sign in the signature box',
    ko: '서명란에 서명해 주세요',
  },
  statement: {
    zh: '本人声明：本申请中填写的所有信息真实、准确、完整。本人知悉，提供虚假信息可能导致签证被拒或被撤销。本人同意签证中心为办理签证处理上述信息。',
    en: 'I declare that all the information in this application is true, correct and complete. I understand that false information may lead to the visa being refused or revoked. I agree that the visa center processes this information to handle the application.',
    ko: '본인은 이 신청서에 기재한 모든 정보가 사실이며 정확하고 완전함을 선언합니다. 허위 정보를 제공하면 비자가 거부되거나 취소될 수 있음을 알고 있습니다. 비자센터가 신청 처리를 위해 위 정보를 처리하는 데 동의합니다.',
  },
} satisfies Record<string, Localized>;
