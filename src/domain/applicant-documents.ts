import { z } from 'zod';
import { bankCardSchema } from './bank-card.ts';
import { isIsoDate, isMinorOn } from './dates.ts';
import { evenWithIssues, fileId } from './form-fields.ts';
import { checkIdNumberAgainstPassport, idCardSchemaOn, minorExemptionSchema } from './id-card.ts';
import { table } from './localized.ts';
import { passportSchemaOn } from './passport-rules.ts';

// The documents of one applicant (route saveBasicInfo): passport, ID card or the minor exemption, photo,
// optional bank card — field names as in the contract's ApplicantData.

export const documentsMessages = table({
  minorExemptionNotMinor: [
    '只有未满18周岁且没有身份证的申请人可以上传出生医学证明，请上传身份证',
    'Only an applicant under 18 without an ID card may upload a birth medical certificate: upload the ID card',
    '신분증이 없는 만 18세 미만 신청인만 출생의학증명서를 업로드할 수 있습니다. 신분증을 업로드해 주세요',
  ],
});

export function documentsSchemaOn(context: { today?: string } = {}) {
  return z.object({
    passport: passportSchemaOn(context),
    idCard: idCardSchemaOn(context).optional(),
    minorExemption: minorExemptionSchema.optional(),
    photoFileId: fileId('documents.photoFileId'),
    bankCard: bankCardSchema.optional(),
  }).superRefine((documents, ctx) => {
    const { passport, idCard, minorExemption } = documents as Partial<typeof documents>;
    if (!idCard && !minorExemption) {
      ctx.addIssue({ code: 'custom', message: 'required.documents.identity', path: ['idCard'] });
      return;
    }
    if (idCard && typeof idCard.idCardNo === 'string') {
      for (const mismatch of checkIdNumberAgainstPassport(idCard.idCardNo, passport ?? {})) {
        ctx.addIssue({ code: 'custom', message: mismatch.key, path: ['idCard', mismatch.field] });
      }
    }
    const birthDate = passport?.birthDate;
    if (!idCard && minorExemption && context.today !== undefined && isIsoDate(birthDate) && !isMinorOn(birthDate, context.today)) {
      ctx.addIssue({ code: 'custom', message: 'minorExemptionNotMinor', path: ['minorExemption', 'birthCertificateFileId'] });
    }
  }, evenWithIssues).transform((documents) => (documents.idCard ? { ...documents, minorExemption: undefined } : documents));
}

export const documentsSchema = documentsSchemaOn();
