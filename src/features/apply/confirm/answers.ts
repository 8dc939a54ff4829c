import type { TFunction } from 'i18next';
import { FORM_STEPS, savedValueOf, type ApplicantData, type ApplicantStep, type FieldValues } from '../../../../machines/application/applicant-data';
import { choiceListOf, ENTRY_ORDER, FIELD_ORDER, isListField, type LabelSection } from '../../../domain/form-labels-order';

// One applicant's answers as the review shows them: a section per step (documents, then the six form steps),
// each a list of label → value rows in the reader's language. Labels and choices are the screens' own texts
// (applyDocuments., applyForm.), so the review says exactly what the applicant was asked; the order is the domain's,
// the printed form's too (form-labels-order.ts: the order alone, the reader's words come with the screens' chunks).

export interface AnswerRow {
  label: string;
  value: string;
}

export interface AnswerSection {
  step: ApplicantStep;
  title: string;
  rows: AnswerRow[];
}

/** Not answers: file ids and the like. */
const hidden = new Set(['fileId', 'frontFileId', 'backFileId', 'photoFileId']);

/**
 * The entries in the order the screen asks them (`order`), the rest after them as they come: the stored answers
 * come back in the database's key order (jsonb sorts keys by length), not the form's.
 */
function inOrder(values: FieldValues, order: readonly string[]): [string, unknown][] {
  const place = (key: string) => {
    const index = order.indexOf(key);
    return index < 0 ? order.length : index;
  };
  return Object.entries(values).sort(([a], [b]) => place(a) - place(b));
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function valueText(t: TFunction, key: string, value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'applyForm.yes' : 'applyForm.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const group = choiceListOf(key);
    return group ? t(`applyForm.option.${group}.${value}`, { defaultValue: value }) : value;
  }
  return JSON.stringify(value);
}

/** A form section's rows in the screen's order; a list (companions, earlier visits…) becomes one row per entry. */
function formRows(t: TFunction, section: LabelSection, values: FieldValues | undefined): AnswerRow[] {
  if (!values) return [];
  return inOrder(values, FIELD_ORDER[section]).flatMap(([key, value]): AnswerRow[] => {
    if (hidden.has(key) || isBlank(value)) return [];
    const label = t(`applyForm.field.${section}.${key}`, { defaultValue: key });
    if (Array.isArray(value)) {
      const entryOrder = isListField(key) ? ENTRY_ORDER[key] : [];
      return value.map((entry, index) => ({
        label: t(`applyForm.list.${key}`, { n: index + 1, defaultValue: `${label} ${index + 1}` }),
        value: inOrder(entry as FieldValues, entryOrder)
          .filter(([field, part]) => !hidden.has(field) && !isBlank(part))
          .map(([field, part]) => t('common.labelValue', { label: t(`applyForm.field.${section}.${key}.${field}`, { defaultValue: field }), value: valueText(t, field, part) }))
          .join(t('common.listSeparator')),
      }));
    }
    return [{ label, value: valueText(t, key, value) }];
  });
}

function documentRows(t: TFunction, values: FieldValues | null, prefix: string, order: readonly string[]): AnswerRow[] {
  if (!values) return [];
  return inOrder(values, order).flatMap(([key, value]) => {
    if (hidden.has(key) || isBlank(value)) return [];
    const shown = key === 'gender' && typeof value === 'string' ? t(`applyDocuments.review.${value}`, { defaultValue: value }) : valueText(t, key, value);
    return [{ label: t(`${prefix}.${key}`, { defaultValue: key }), value: shown }];
  });
}

/** "6222 0200 1234 5678" → "**** 5678": the review shows which card, not the number. */
const lastFour = (number: unknown) => (typeof number === 'string' && number.length > 4 ? `**** ${number.replace(/\s/g, '').slice(-4)}` : String(number ?? ''));

export function answerSections(t: TFunction, data: ApplicantData): AnswerSection[] {
  const section = (step: ApplicantStep, rows: AnswerRow[], title = t(`applyConfirm.section.${step}`)): AnswerSection => ({ step, title, rows });
  const { sections } = data;
  const bankCard = sections.bankCard
    ? [{ label: t('applyDocuments.bankCard.cardNo'), value: lastFour(sections.bankCard.cardNo) },
      ...(sections.bankCard.issuingBank ? [{ label: t('applyDocuments.bankCard.issuingBank'), value: String(sections.bankCard.issuingBank) }] : [])]
    : [{ label: t('applyConfirm.section.bankCard'), value: t('applyConfirm.bankCardSkipped') }];
  const identity = sections.idCard
    ? documentRows(t, sections.idCard, 'applyDocuments.idCard', FIELD_ORDER.idCard)
    : sections.minorExemption ? [{ label: t('applyConfirm.section.identity'), value: t('applyConfirm.birthCertificate') }] : [];
  const forms = FORM_STEPS.map((step) => {
    const values = savedValueOf(data, step);
    const rows = step === 'invitationCostHelper'
      ? (['invitation', 'cost', 'helper'] as const).flatMap((part) => formRows(t, part, (values as Record<string, FieldValues> | undefined)?.[part]))
      : formRows(t, step, values);
    return section(step, rows, t(`applyForm.title.${step}`));
  });
  return [
    section('passport', documentRows(t, sections.passport ?? null, 'applyDocuments.review', FIELD_ORDER.passport)),
    section('identity', identity),
    section('photo', sections.photoFileId ? [{ label: t('applyConfirm.section.photo'), value: t('applyConfirm.photoUploaded') }] : []),
    section('bankCard', bankCard),
    ...forms,
  ];
}
