import { choiceLabels, entryLabels, fieldLabels, sectionTitles, yesNoLabels } from '../../domain/form-labels.ts';
import { choiceListOf, ENTRY_ORDER, FIELD_ORDER, isListField, type LabelSection } from '../../domain/form-labels-order.ts';

// The printed form's words, Chinese above English as the center's officers read them. The answers' labels, their
// order and their choices are the domain's (form-labels.ts, form-labels-order.ts), the very words the screens ask
// and the confirmation screen reviews, so form and review agree; only the form's own frame (title, declaration …)
// is written here. Field labels and section titles also carry Korean (`ko`), never printed: the incorrect-details
// feature names the fields the visa center flagged from these labels (incorrect/labels.ts).

export interface Bilingual {
  zh: string;
  en: string;
  /** Not printed; for naming a field to a Korean reader (incorrect details). Every field and section title has one. */
  ko?: string;
}

const l = (zh: string, en: string, ko?: string): Bilingual => (ko ? { zh, en, ko } : { zh, en });

export interface FieldSpec {
  key: string;
  label: Bilingual;
  choices?: Readonly<Record<string, Bilingual>>;
  /** A list of entries (companions, visits …): `label` names one entry, numbered; `entry` its fields. */
  entry?: readonly FieldSpec[];
}

export interface SectionSpec {
  /** The ApplicantData key the answers are read from. */
  source: LabelSection;
  title: Bilingual;
  fields: readonly FieldSpec[];
}

export const yesNo = yesNoLabels;

function field(key: string, labels: Readonly<Record<string, Bilingual>>): FieldSpec {
  const list = choiceListOf(key);
  return { key, label: labels[key] ?? l(key, key), ...(list ? { choices: choiceLabels[list] } : {}) };
}

function fieldsOf(section: LabelSection): FieldSpec[] {
  const labels: Readonly<Record<string, Bilingual>> = fieldLabels[section];
  return FIELD_ORDER[section].map((key) => {
    if (!isListField(key)) return field(key, labels);
    const entry: Readonly<Record<string, Bilingual>> = entryLabels[key];
    return { ...field(key, labels), entry: ENTRY_ORDER[key].map((part) => field(part, entry)) };
  });
}

export const formText = {
  title: l('大韩民国签证申请表', 'Visa Application Form — Republic of Korea'),
  orderNo: l('订单号', 'Order no.'),
  applyId: l('申请编号', 'Application no.'),
  applicant: l('申请人', 'Applicant'),
  submittedAt: l('提交日期', 'Submitted on'),
  // Korean too: the staff console names an order's photo with it (center/documents.ts).
  photo: l('照片', 'Photo', '사진'),
  noPhoto: l('无照片', 'No photo'),
  qrCaption: l('签证中心扫码', 'For the visa center to scan'),
  visa: l('签证信息', 'Visa'),
  visaType: l('签证类型', 'Visa type'),
  visaProduct: l('签证产品', 'Visa product'),
  urgent: l('加急', 'Urgent'),
  identity: l('身份证', 'ID card'),
  birthCertificate: l('未满18周岁，以出生医学证明代替身份证', 'Under 18: birth medical certificate instead of an ID card'),
  bankCard: l('银行卡', 'Bank card'),
  declaration: l('申请人声明', "Applicant's declaration"),
  statementZh: '本人声明：本申请中填写的所有信息真实、准确、完整。本人知悉，提供虚假信息可能导致签证被拒或被撤销。本人同意签证中心为办理签证处理上述信息。',
  statementEn: 'I declare that all the information in this application is true, correct and complete. I understand that false information may lead to the visa being refused or revoked. I agree that the visa center processes this information to handle the application.',
  signature: l('申请人签名', "Applicant's signature"),
  signedAt: l('签名日期', 'Signed on'),
  notSigned: l('尚未签名', 'Not signed yet'),
  page: l('页', 'Page'),
} as const;

/** Sections in the confirmation screen's order: documents, then the form steps (invitation/cost/helper split in three). */
export const formSections: readonly SectionSpec[] = (Object.keys(FIELD_ORDER) as LabelSection[])
  .map((source) => ({ source, title: sectionTitles[source], fields: fieldsOf(source) }));
