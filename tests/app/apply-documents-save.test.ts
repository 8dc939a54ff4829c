import { describe, expect, it } from 'vitest';
import { documentsSectionsOf, placeOf, splitDocumentsFields } from '../../src/features/apply/documents/documents-save';

const passport = { fileId: 'f-passport', passportNum: 'E12345678', birthDate: '1988-03-14' };

describe('the documents step as the server saves it', () => {
  it('sends the ID card flat with its files, the photo id, and the bank card only when confirmed', () => {
    const idCard = { idCardNo: 'X', longTerm: false, frontFileId: 'f1', backFileId: 'f2' };
    // The form steps' sections are not the documents step's.
    const sections = { passport, idCard, photoFileId: 'f3', personal: { usedOtherName: false } };
    expect(documentsSectionsOf(sections, null)).toEqual({ passport, idCard, photoFileId: 'f3' });
    expect(documentsSectionsOf(sections, { cardNo: '6222' })).toMatchObject({ bankCard: { cardNo: '6222' } });
  });

  it("sends a minor's birth certificate as the exemption when there is no ID card", () => {
    const sections = documentsSectionsOf({ passport, minorExemption: { birthCertificateFileId: 'f-birth' }, photoFileId: 'f3' }, null) as Record<string, unknown>;
    expect(sections.minorExemption).toEqual({ birthCertificateFileId: 'f-birth' });
    expect(sections).not.toHaveProperty('idCard');
  });

  it("puts the bank card form's fields on it and names the step of every other message", () => {
    const split = splitDocumentsFields({
      'bankCard.cardNo': 'bad number', 'bankCard.fileId': 'not yours', 'passport.passportNum': 'required', 'minorExemption.birthCertificateFileId': 'adult', photoFileId: 'dark', other: 'x',
    }, ['cardNo', 'reservedMobile']);
    expect(split.bankCard).toEqual({ cardNo: 'bad number' });
    expect(split.elsewhere).toEqual([
      { place: 'bankCard', message: 'not yours' }, { place: 'passport', message: 'required' }, { place: 'birthCertificate', message: 'adult' },
      { place: 'photo', message: 'dark' }, { place: undefined, message: 'x' },
    ]);
    expect(placeOf('idCard.idCardNo')).toBe('idCard');
  });
});
