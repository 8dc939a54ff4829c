import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formSections, type FieldSpec } from '../../src/server/forms/form-labels.ts';
import { labelOf } from '../../src/server/incorrect/labels.ts';

// Incorrect details name the flagged fields from the printed form's labels (decision 036). Every user-facing text is
// in zh, en and ko, so every field, list entry field and section title carries Korean, in the words the SPA's
// screens use for the same field (form-steps and documents ko.json), and labelOf answers it for 'ko'.

const hangul = /\p{Script=Hangul}/u;
const json = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const formSteps = json('src/features/apply/form-steps/i18n/ko.json');
const documents = json('src/features/apply/documents/i18n/ko.json');

function walk(fields: readonly FieldSpec[], prefix: string): [string, FieldSpec][] {
  return fields.flatMap((field): [string, FieldSpec][] => [[`${prefix}.${field.key}`, field], ...walk(field.entry ?? [], `${prefix}.${field.key}`)]);
}
const allFields = formSections.flatMap((section) => walk(section.fields, section.source));

/** The SPA's Korean for a path: documents for passport and ID card, the form steps' `field` tree for the rest. */
function screenText(path: string): unknown {
  const [source = '', ...keys] = path.split('.');
  const tree = source === 'passport' ? documents.review : source === 'idCard' ? documents.idCard : (formSteps.field as Record<string, unknown>)[source];
  return keys.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), tree);
}

describe('the form labels in Korean', () => {
  it('has a Korean label for every section title, field and list entry field', () => {
    expect(allFields.length).toBeGreaterThan(100);
    for (const section of formSections) expect(section.title.ko, section.source).toMatch(hangul);
    for (const [path, field] of allFields) expect(field.label.ko, path).toMatch(hangul);
  });

  it('says what the screens say for the same field', () => {
    for (const [path, field] of allFields) {
      const screen = screenText(path);
      // A list's own label is the screen's numbered entry ("동반 가족 {{n}}"); its fields are compared one by one.
      if (field.entry) expect(formSteps.list, path).toHaveProperty(field.key, `${field.label.ko} {{n}}`);
      else expect(field.label.ko, path).toBe(screen);
    }
  });

  it('names a flagged field in the reader language', () => {
    expect(labelOf('passport.passportNum', 'ko')).toBe('여권 정보 · 여권 번호');
    expect(labelOf('passport.passportNum', 'en')).toBe('Passport · Passport number');
    expect(labelOf('passport.passportNum', 'zh')).toBe('护照信息 · 护照号码');
    expect(labelOf('visit.companions.1.birthDate', 'ko')).toBe('방문 정보 · 동반 가족 2 · 생년월일');
    for (const [path] of allFields) expect(labelOf(path, 'ko'), path).toMatch(hangul);
    expect(labelOf('passport.nothingLikeThis', 'ko')).toBe('passport.nothingLikeThis');
  });
});
