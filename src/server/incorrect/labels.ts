// A flagged path's name for people, from the printed form's labels in the reader's language: zh, en, and the Korean
// the labels carry for this (never printed; decision 036), in the SPA's words. A label without Korean would read
// English; every field and section title has one (tests/server/incorrect-labels.test.ts). An unknown path is shown
// as itself rather than hidden.
import type { Language } from '../../domain/constants.ts';
import { formSections, type Bilingual, type FieldSpec } from '../forms/form-labels.ts';

export function labelOf(path: string, language: Language): string {
  const [source, ...rest] = path.split('.');
  const section = formSections.find((candidate) => candidate.source === source);
  if (!section) return path;
  const pick = (label: Bilingual) => (language === 'zh' ? label.zh : language === 'ko' ? (label.ko ?? label.en) : label.en);
  let fields: readonly FieldSpec[] = section.fields;
  const names: string[] = [pick(section.title)];
  for (const key of rest) {
    if (/^\d+$/.test(key)) {
      names[names.length - 1] = `${names[names.length - 1]} ${Number(key) + 1}`;
      continue;
    }
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) return path;
    names.push(pick(field.label));
    fields = field.entry ?? [];
  }
  return names.join(' · ');
}
