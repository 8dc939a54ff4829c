import { describe, expect, it } from 'vitest';
import { SECTION_UPLOADS } from '../../src/domain/applicant-form-fields.ts';
import { fieldName, fileFields } from '../../src/server/center/documents.ts';

// The staff console lists an order's documents, and names each "View" button, by these names: each must be in the
// reader's language and tell one document from the other (the ID card's two sides were both "ID card").

const uploads = Object.entries(SECTION_UPLOADS).flatMap(([section, keys]) => keys.map((key) => `${section}.${key}`));
const paths = [...uploads, 'photoFileId', 'minorExemption.birthCertificateFileId'];
const script = { zh: /\p{Script=Han}/u, en: /^[\p{Script=Latin}\p{P}\p{Zs}\d]+$/u, ko: /\p{Script=Hangul}/u } as const;

describe('the names of an order\'s documents', () => {
  it('finds every upload the answers can hold', () => {
    const data = { idCard: { frontFileId: 'f1', backFileId: 'f2' }, passport: { fileId: 'f3' }, photoFileId: 'f4' };
    expect(fileFields(data).map(([path]) => path).sort()).toEqual(['idCard.backFileId', 'idCard.frontFileId', 'passport.fileId', 'photoFileId']);
  });

  for (const language of ['zh', 'en', 'ko'] as const) {
    it(`names each in ${language}, none like another`, () => {
      const names = paths.map((path) => fieldName(path, language));
      for (const [index, name] of names.entries()) expect(name, paths[index]).toMatch(script[language]);
      expect(new Set(names).size, names.join(' | ')).toBe(paths.length);
    });
  }

  it('names the ID card\'s two sides', () => {
    expect(['zh', 'en', 'ko'].map((language) => fieldName('idCard.frontFileId', language as 'zh'))).toEqual(['身份证正面', 'ID card, front', '신분증 앞면']);
    expect(['zh', 'en', 'ko'].map((language) => fieldName('idCard.backFileId', language as 'zh'))).toEqual(['身份证反面', 'ID card, back', '신분증 뒷면']);
    expect(fieldName('photoFileId', 'ko')).toBe('사진');
  });
});
