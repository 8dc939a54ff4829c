import { formSections, formText, yesNo, type Bilingual, type FieldSpec } from './form-labels.ts';

// One application's stored answers (ApplicantData, as the steps saved it) as the printed form's rows, section by
// section. Pure: no database, no PDF, so the mapping is testable and the layout only lays out.

export interface AnswerRow {
  label: Bilingual;
  value: string;
}

export interface AnswerSection {
  title: Bilingual;
  rows: AnswerRow[];
}

type Values = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const both = (text: Bilingual) => `${text.zh} ${text.en}`;

function valueText(field: FieldSpec, value: unknown): string {
  if (typeof value === 'boolean') return both(value ? yesNo.yes : yesNo.no);
  if (typeof value === 'string' && field.choices?.[value]) return both(field.choices[value]);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // Not a shape the steps save; printed as data rather than dropped, so nothing the applicant gave goes missing.
  return JSON.stringify(value);
}

/** A list (companions, visits …) becomes one row per entry, numbered, its fields on one line. */
function listRows(field: FieldSpec, entries: unknown[]): AnswerRow[] {
  return entries.filter(isValues).map((entry, index) => ({
    label: { zh: `${field.label.zh} ${index + 1}`, en: `${field.label.en} ${index + 1}` },
    value: (field.entry ?? [])
      .filter((part) => !isBlank(entry[part.key]))
      .map((part) => `${part.label.zh}/${part.label.en}: ${valueText(part, entry[part.key])}`)
      .join('; '),
  }));
}

function sectionRows(fields: readonly FieldSpec[], values: Values): AnswerRow[] {
  const known = new Set(fields.map((field) => field.key));
  const rows = fields.flatMap((field): AnswerRow[] => {
    const value = values[field.key];
    if (isBlank(value)) return [];
    if (field.entry && Array.isArray(value)) return listRows(field, value);
    return [{ label: field.label, value: valueText(field, value) }];
  });
  // An answer the labels do not know yet still reaches the paper, under its field name.
  const unknown = Object.entries(values).filter(([key, value]) => !known.has(key) && !/FileId$|^fileId$/.test(key) && !isBlank(value));
  return [...rows, ...unknown.map(([key, value]) => ({ label: { zh: key, en: key }, value: valueText({ key, label: { zh: key, en: key } }, value) }))];
}

/** "6222 0200 1234 5678" → "**** 5678": as on the confirmation screen, which card, not its number. */
const lastFour = (number: unknown) => (typeof number === 'string' && number.length > 4 ? `**** ${number.replace(/\s/g, '').slice(-4)}` : '');

export function answerSections(data: Values): AnswerSection[] {
  return formSections.flatMap((section): AnswerSection[] => {
    const values = data[section.source];
    if (section.source === 'idCard' && !isValues(values)) {
      return isValues(data.minorExemption) ? [{ title: section.title, rows: [{ label: formText.identity, value: both(formText.birthCertificate) }] }] : [];
    }
    const rows = isValues(values) ? sectionRows(section.fields, values) : [];
    const sections = [{ title: section.title, rows }];
    if (section.source === 'idCard' && isValues(data.bankCard)) {
      const card = data.bankCard;
      const bankRows = [{ label: formText.bankCard, value: [lastFour(card.cardNo), typeof card.issuingBank === 'string' ? card.issuingBank : ''].filter(Boolean).join(' ') }];
      sections.push({ title: formText.bankCard, rows: bankRows });
    }
    return sections;
  });
}
