import { table } from './localized.ts';

// One passport and one ID card belong to one applicant (issue 12 item 3): no two applicants of one order give the
// same number, nor two of the person's orders still in progress. And a passport whose name is not the applicant's
// is worth a second look before going on (a warning the person confirms, not a refusal: names change, and a
// family may type a nickname on the applicant list).

export const documentOwnerMessages = table({
  passportInOrder: [
    '该护照号码已用于本订单的另一位申请人{name}。每位申请人须提供本人的护照',
    'This passport number is already given for {name}, another applicant of this order. Each applicant needs their own passport',
    '이 여권 번호는 이 주문의 다른 신청인 {name}에게 이미 사용되었습니다. 신청인마다 본인의 여권이 필요합니다',
  ],
  idCardInOrder: [
    '该身份证号码已用于本订单的另一位申请人{name}。每位申请人须提供本人的身份证',
    'This ID number is already given for {name}, another applicant of this order. Each applicant needs their own ID card',
    '이 신분증 번호는 이 주문의 다른 신청인 {name}에게 이미 사용되었습니다. 신청인마다 본인의 신분증이 필요합니다',
  ],
  passportInOpenOrder: [
    '该护照号码已用于您正在办理的另一份申请（{name}{orderNo}）。该申请办结或取消前，同一本护照不能再次申请',
    'This passport number is already in another application of yours that is in progress ({name}{orderNo}). The same passport cannot apply again until that one is finished or cancelled',
    '이 여권 번호는 진행 중인 회원님의 다른 신청({name}{orderNo})에 이미 사용되었습니다. 그 신청이 완료되거나 취소되기 전에는 같은 여권으로 다시 신청할 수 없습니다',
  ],
  idCardInOpenOrder: [
    '该身份证号码已用于您正在办理的另一份申请（{name}{orderNo}）。该申请办结或取消前，同一人不能再次申请',
    'This ID number is already in another application of yours that is in progress ({name}{orderNo}). The same person cannot apply again until that one is finished or cancelled',
    '이 신분증 번호는 진행 중인 회원님의 다른 신청({name}{orderNo})에 이미 사용되었습니다. 그 신청이 완료되거나 취소되기 전에는 같은 사람이 다시 신청할 수 없습니다',
  ],
  orderNoPart: ['，订单号 {orderNo}', ', order {orderNo}', ', 주문 번호 {orderNo}'],
  passportNameMismatch: [
    '护照上的姓名（{passportName}）与申请人姓名（{applicantName}）不一致。请确认上传的是{applicantName}本人的护照',
    "The name in this passport ({passportName}) is not the applicant's name ({applicantName}). Check that this is the passport of {applicantName}",
    '여권의 이름({passportName})이 신청인 이름({applicantName})과 다릅니다. {applicantName} 본인의 여권인지 확인해 주세요',
  ],
});

export type DuplicateKind = 'passportInOrder' | 'idCardInOrder' | 'passportInOpenOrder' | 'idCardInOpenOrder';

/** What makes two names the same name: no spaces, dots or commas between parts, any letter case. */
const plain = (name: string) => name.normalize('NFKC').replace(/[\s·•.,，、-]+/g, '').toUpperCase();

const HAN = /\p{Script=Han}/u;

/**
 * Whether the name the applicant was added under is the passport's: a Chinese name against the passport's Chinese
 * name (surname first), a Latin one against its Latin name in either order. Nothing to compare yet (the Chinese
 * name not typed) is no mismatch: pinyin is not worked out from characters.
 */
export function passportNameMatches(applicantName: string, passport: { surnameZh?: string; nameZh?: string; surnameEn?: string; nameEn?: string }): boolean {
  const wanted = plain(applicantName);
  if (!wanted) return true;
  if (HAN.test(wanted)) {
    if (!passport.surnameZh || !passport.nameZh) return true;
    return plain(`${passport.surnameZh}${passport.nameZh}`) === wanted;
  }
  if (!passport.surnameEn || !passport.nameEn) return true;
  return [plain(`${passport.surnameEn}${passport.nameEn}`), plain(`${passport.nameEn}${passport.surnameEn}`)].includes(wanted);
}

/** The passport's name as the warning shows it: the Chinese one, and the Latin one beside it. */
export function passportNameShown(passport: { surnameZh?: string; nameZh?: string; surnameEn?: string; nameEn?: string }): string {
  const zh = `${passport.surnameZh ?? ''}${passport.nameZh ?? ''}`.trim();
  const en = `${passport.surnameEn ?? ''} ${passport.nameEn ?? ''}`.trim();
  return [zh, en].filter(Boolean).join(' / ');
}
