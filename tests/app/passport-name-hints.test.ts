import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSPORT_FIELD_HINTS } from '../../src/features/apply/documents/documents-helpers';

type Tree = { [key: string]: string | Tree };
const text = (language: string, key: string) => {
  const bundle = JSON.parse(readFileSync(`src/features/apply/documents/i18n/${language}.json`, 'utf8')) as Tree;
  return key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), bundle);
};

// Issue 12 item 12c: the Latin name hint said "大写拼音，例如 ZHANG" under both the surname and the given name.
describe('the passport review says what to type in the Latin name fields', () => {
  it('each field has its own hint', () => {
    expect(PASSPORT_FIELD_HINTS.surnameEn).toBeDefined();
    expect(PASSPORT_FIELD_HINTS.nameEn).toBeDefined();
    expect(PASSPORT_FIELD_HINTS.surnameEn).not.toBe(PASSPORT_FIELD_HINTS.nameEn);
  });

  it.each(['zh', 'en', 'ko'])('in %s: capital Latin letters exactly as in the passport, with the ZHANG SAN example split by field', (language) => {
    const surname = text(language, PASSPORT_FIELD_HINTS.surnameEn!);
    const given = text(language, PASSPORT_FIELD_HINTS.nameEn!);
    for (const hint of [surname, given]) {
      expect(hint).toEqual(expect.any(String));
      expect(hint).toContain('ZHANG SAN');
    }
    expect(surname).toMatch(/ZHANG[。.]|ZHANG을/);
    expect(given).toMatch(/填 SAN|type SAN|SAN을/);
    if (language === 'zh') for (const hint of [surname, given]) expect(hint).toMatch(/大写拉丁字母.*与护照上的拼写完全一致/);
  });
});
