// An application as the contract answers it (ApplySummary, ApplyDetail), names resolved in the caller's language.
import type { components } from '../../api/schema.gen.ts';
import { isApplicantRelation } from '../../domain/applicant-relations.ts';
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import { pick } from '../http/language.ts';
import { namesOf, type ApplyRow } from './store.ts';

type Schemas = components['schemas'];

export async function toSummary(db: Db, row: ApplyRow, language: Language): Promise<Schemas['ApplySummary']> {
  const choice = row.visaChoice as Schemas['VisaChoice'];
  const { visaType, product } = await namesOf(db, choice.visaTypeValue ?? '', choice.visaProductValue ?? '');
  const passport = row.data.passport as { passportNum?: string } | undefined;
  return {
    id: row.id,
    reference: row.reference,
    orderId: row.orderId,
    applicantName: row.applicantName ?? '',
    passportNum: passport?.passportNum ?? '',
    visaTypeName: visaType ? pick(visaType.name, language) : '',
    visaProductName: product ? pick(product.name, language) : '',
    urgent: choice.urgent === true,
    status: row.status as Schemas['ApplyStatus'],
    relation: isApplicantRelation(row.relation) ? row.relation : 'familyMember',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toDetail(db: Db, row: ApplyRow, language: Language): Promise<Schemas['ApplyDetail']> {
  return {
    ...(await toSummary(db, row, language)),
    visaChoice: row.visaChoice as Schemas['VisaChoice'],
    form: row.data as Schemas['ApplicantData'],
    signedAt: null,
    draftId: row.draftId,
    applicant: { applicantId: row.applicantKey ?? '', name: row.applicantName ?? '', provinceCode: row.provinceCode ?? '' },
    consularPostId: row.consularPostId,
  };
}
