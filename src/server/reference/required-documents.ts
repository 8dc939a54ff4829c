import type { Localized } from '../http/language.ts';

const t = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

// What every applicant prepares (spec §2 upload screens, §5 photo and passport rules); purposes add their own.
const common: Localized[] = [
  t('有效期自离境之日起不少于6个月的护照原件', 'Passport valid for at least 6 months after departure', '출국일로부터 6개월 이상 유효한 여권 원본'),
  t('居民身份证正反面（未成年人可提供出生医学证明）', 'Resident ID card, front and back (a minor may give a birth medical certificate)', '주민신분증 앞뒷면 (미성년자는 출생의학증명서로 대체 가능)'),
  t('近6个月内拍摄的2寸白底彩色照片（3.5×4.5厘米，不戴眼镜）', 'A colour 2-inch photo on white, taken within 6 months (3.5 × 4.5 cm, no glasses)', '최근 6개월 이내 촬영한 흰 배경 컬러 사진 (3.5×4.5cm, 안경 착용 불가)'),
];

const byPurpose: Partial<Record<string, Localized[]>> = {
  shortTermBusiness: [t('邀请函及在职证明', 'Invitation letter and proof of employment', '초청장 및 재직증명서')],
  meeting: [t('会议邀请函', 'Letter of invitation to the meeting', '회의 초청장')],
  medicalTourism: [t('韩国医疗机构出具的预约或诊疗证明', 'Appointment or treatment letter from a Korean medical institution', '한국 의료기관의 예약 또는 진료 확인서')],
  studyTraining: [t('录取通知书或研修证明', 'Admission or training letter', '입학허가서 또는 연수 확인서')],
  visitingRelatives: [t('亲属关系证明及邀请人身份证明', 'Proof of the family relationship and the inviter\'s identity', '가족관계 증명 및 초청인 신분 증명')],
};

export function requiredDocuments(purpose: string): Localized[] {
  return [...common, ...(byPurpose[purpose] ?? [])];
}
