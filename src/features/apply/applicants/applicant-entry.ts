import { z } from 'zod';
import type { ApplicantEntry, ApplicantRecord, ApplicantRelation } from '../../../../machines/application/order-data';
import {
  admitApplicant, applicantEntrySchema, type AdmissionRefusal, type CenterRef, type Jurisdiction, type OrderPlace,
} from '../../../domain/visa-choice';

// One more applicant for the order: the form's values checked by the domain's schema, then admitted (limit,
// one consular post) before the machine sees them. The machine's guards say the same; checking first lets
// the screen put each refusal beside the field it is about.

export interface ApplicantValues {
  name: string;
  provinceCode: string;
  relation: string;
}

export const emptyApplicant = (): ApplicantValues => ({ name: '', provinceCode: '', relation: '' });

export const applicantFormSchema = z.object({ name: z.string(), provinceCode: z.string(), relation: z.string() })
  .superRefine((values, ctx) => {
    const result = applicantEntrySchema.safeParse({ ...values, relation: values.relation || undefined });
    if (result.success) return;
    // One message a field: an empty province is "required", not also "choose from the list".
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (seen.has(key)) continue;
      seen.add(key);
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

export type EntryRefusal = AdmissionRefusal | 'myselfAlreadyAdded';

export type EntryResult =
  | { ok: true; entry: ApplicantEntry }
  /** `servingCenterId` with outsideCenter: the center the applicant applies at instead. */
  | { ok: false; reason: EntryRefusal; field: 'provinceCode' | 'relation' | null; servingCenterId?: string | null };

/** Where the order is made (the visa choice's center or place), with the centers to name the one that serves instead. */
export interface OrderWhere {
  place: OrderPlace;
  centers: readonly CenterRef[];
}

/** The domain calls a family member "familyMember"; the machine, "family". An agency's client is a client in both. */
const relationOf = (relation: string): ApplicantRelation => (relation === 'myself' || relation === 'client' ? relation : 'family');

export function entryOf(
  values: ApplicantValues,
  applicants: readonly Pick<ApplicantRecord, 'consularPostId' | 'relation'>[],
  posts: readonly Jurisdiction[],
  newId: () => string,
  where?: OrderWhere,
  /** A travel agency's own limit (its identity's maxApplicantsPerOrder); none for an applicant. */
  maxApplicants?: number | null,
): EntryResult {
  const parsed = applicantEntrySchema.parse(values);
  const admission = admitApplicant({ consularPostIds: applicants.map((a) => a.consularPostId), ...where, maxApplicants }, parsed.provinceCode, posts);
  if (!admission.ok) {
    return {
      ok: false, reason: admission.reason, field: admission.reason === 'applicantLimitReached' ? null : 'provinceCode',
      ...(admission.reason === 'outsideCenter' ? { servingCenterId: admission.servingCenterId } : {}),
    };
  }
  const relation = relationOf(parsed.relation);
  if (relation === 'myself' && applicants.some((a) => a.relation === 'myself')) return { ok: false, reason: 'myselfAlreadyAdded', field: 'relation' };
  return {
    ok: true,
    entry: { applicantId: newId(), name: parsed.name, relation, provinceCode: parsed.provinceCode, consularPostId: admission.consularPostId },
  };
}
