import { STEP_SECTIONS } from './applicant-sections.ts';
import { bankCardSchema } from './bank-card.ts';
import { ENTRY_ORDER, FIELD_ORDER, isListField } from './form-labels-order.ts';
import { minorExemptionSchema } from './id-card.ts';

// Every field an applicant's form may carry, section by section: the labelled fields of decision 053's table
// (form-labels-order.ts), the uploads' file ids beside them, and the two document sections whose schema is their
// field list. The contract's ApplicantFormInput, what createApply and updateApply accept as `form`, is generated from
// this (scripts/gen-api.ts, issue 35, decision 116), so a field the domain does not know is refused at the door.

/** The file ids a document section carries beside the fields it labels: its pictures are the answer, not a label. */
export const SECTION_UPLOADS = { passport: ['fileId'], idCard: ['frontFileId', 'backFileId'] } as const;

/** A section's fields, and the entry fields of those that are lists; null for a section that is one value. */
export interface SectionFields {
  fields: readonly string[];
  lists: Readonly<Record<string, readonly string[]>>;
}

function sectionFields(section: string): SectionFields | null {
  const uploads: readonly string[] = (SECTION_UPLOADS as Record<string, readonly string[]>)[section] ?? [];
  const labelled: readonly string[] | undefined = (FIELD_ORDER as Record<string, readonly string[]>)[section];
  if (labelled) {
    const lists = Object.fromEntries(labelled.filter(isListField).map((field) => [field, ENTRY_ORDER[field]]));
    return { fields: [...uploads, ...labelled], lists };
  }
  if (section === 'bankCard') return { fields: Object.keys(bankCardSchema.shape), lists: {} };
  if (section === 'minorExemption') return { fields: Object.keys(minorExemptionSchema.shape), lists: {} };
  return null;
}

/** ApplicantData's sections in the order the steps save them, each with its fields (null: photoFileId, a file id). */
export const FORM_SECTION_FIELDS: Readonly<Record<string, SectionFields | null>> = Object.fromEntries(
  Object.values(STEP_SECTIONS).flat().map((section) => [section, sectionFields(section)]),
);
