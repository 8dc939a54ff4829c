import type { ApplicantAnswers } from '../../../domain/applicant-sections';

// The documents step as the server saves it (decision 014: passport, idCard or minorExemption, photoFileId,
// bankCard): the sections the applicant machine kept, and where the server's messages about them belong.
// Tested in tests/app/apply-documents-save.test.ts.

/** The documents sections of an applicant, with the bank card just confirmed (or null when skipped). */
export function documentsSectionsOf(sections: ApplicantAnswers, bankCard: ApplicantAnswers['bankCard'] | null): ApplicantAnswers {
  const { passport = {}, idCard, minorExemption, photoFileId = '' } = sections;
  return {
    passport, photoFileId,
    ...(idCard ? { idCard } : minorExemption ? { minorExemption } : {}),
    ...(bankCard ? { bankCard } : {}),
  };
}

/** The documents screen a server path is about: its section names the step whose form shows the field. */
export type DocumentsPlace = 'passport' | 'idCard' | 'birthCertificate' | 'photo' | 'bankCard';

export function placeOf(path: string): DocumentsPlace | undefined {
  const section = path.split('.')[0];
  switch (section) {
    case 'passport': return 'passport';
    case 'idCard': return 'idCard';
    case 'minorExemption': return 'birthCertificate';
    case 'photoFileId': return 'photo';
    case 'bankCard': return 'bankCard';
    default: return undefined;
  }
}

/**
 * Splits the server's field messages: those about a field of the bank card form go on it (named as the form
 * names them); the rest (the card's file, every earlier step) stand above the form, named by their step.
 */
export function splitDocumentsFields(fields: Record<string, string>, bankCardFields: readonly string[]): { bankCard: Record<string, string>; elsewhere: { place: DocumentsPlace | undefined; message: string }[] } {
  const bankCard: Record<string, string> = {};
  const elsewhere: { place: DocumentsPlace | undefined; message: string }[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const name = path.startsWith('bankCard.') ? path.slice('bankCard.'.length) : '';
    if (bankCardFields.includes(name)) bankCard[name] = message;
    else elsewhere.push({ place: placeOf(path), message });
  }
  return { bankCard, elsewhere };
}
