// A flagged path's name for people, from the printed form's labels (zh and en; decision 036: Korean reads the English
// until the form's labels have Korean). An unknown path is shown as itself rather than hidden.
import type { Language } from '../../domain/constants.ts';
import { formSections, type FieldSpec } from '../forms/form-labels.ts';

export function labelOf(path: string, language: Language): string {
  const [source, ...rest] = path.split('.');
  const section = formSections.find((candidate) => candidate.source === source);
  if (!section) return path;
  const pick = (label: { zh: string; en: string }) => (language === 'zh' ? label.zh : label.en);
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
