import type { Language } from './constants.ts';
import { choiceLabels, entryLabels, fieldLabels, sectionTitles, yesNoLabels } from './form-labels.ts';
import { FIELD_ORDER, isListField, type LabelSection } from './form-labels-order.ts';
import type { Localized } from './localized.ts';
import { stepHeadings, stepNames } from './step-titles.ts';

// The screens' i18n resources the label tables own, one language at a time: scripts/i18n-labels.ts writes them into
// the features' JSON files (each page still loads only its own language's chunk) and tests/domain/form-labels-i18n
// fails when a file says other words than the tables. Keys are the ones the screens already read.

export type Tree = { [key: string]: string | Tree };

/** The feature folders under src/features/apply whose i18n files hold words of the tables. */
export const LABEL_FEATURES = ['form-steps', 'flow', 'documents', 'confirm'] as const;
export type LabelFeature = (typeof LABEL_FEATURES)[number];

const words = <K extends string>(table: Record<K, Localized>, language: Language, keys: readonly K[] = Object.keys(table) as K[]): Tree =>
  Object.fromEntries(keys.map((key) => [key, table[key][language]]));

const FORM_SECTIONS = ['personal', 'contact', 'family', 'educationJob', 'visit', 'invitation', 'cost', 'helper'] as const satisfies readonly LabelSection[];

function formFields(section: LabelSection, language: Language): Tree {
  const labels: Record<string, Localized> = fieldLabels[section];
  return Object.fromEntries(FIELD_ORDER[section].map((key): [string, string | Tree] =>
    [key, isListField(key) ? words<string>(entryLabels[key], language) : (labels[key] as Localized)[language]]));
}

function listLabels(language: Language): Tree {
  const lists = FIELD_ORDER.visit.filter(isListField);
  return Object.fromEntries(lists.map((key) => [key, `${fieldLabels.visit[key][language]} {{n}}`]));
}

export function labelResources(language: Language): Record<LabelFeature, Tree> {
  const { gender, ...options } = choiceLabels;
  return {
    'form-steps': {
      title: words(stepHeadings, language),
      section: words(sectionTitles, language, ['invitation', 'cost', 'helper']),
      list: listLabels(language),
      field: Object.fromEntries(FORM_SECTIONS.map((section) => [section, formFields(section, language)])),
      option: Object.fromEntries(Object.entries(options).map(([list, labels]) => [list, words<string>(labels, language)])),
      ...words(yesNoLabels, language),
    },
    flow: { step: words(stepNames, language, ['personal', 'contact', 'family', 'educationJob', 'visit', 'invitationCostHelper']) },
    documents: {
      review: { ...words(fieldLabels.passport, language), ...words(gender, language) },
      idCard: words(fieldLabels.idCard, language),
    },
    confirm: { section: { passport: sectionTitles.passport[language], identity: sectionTitles.idCard[language] } },
  };
}

/** Subtrees wholly owned by the tables: a key the tables do not have is a stale label. */
export const OWNED_SUBTREES: Record<LabelFeature, readonly string[]> = {
  'form-steps': ['title', 'field', 'option'],
  flow: [],
  documents: [],
  confirm: [],
};
