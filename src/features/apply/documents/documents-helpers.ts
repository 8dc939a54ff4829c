// Pure parts of the documents screens: what the recognised fields become in a form, what a rejection says,
// and the ID card's form rule with the passport beside it. Tested in tests/app/apply-documents-helpers.test.ts.
import { z } from 'zod';
import type { RejectReason } from '../../../../machines/upload.machine';
import { chinaDate } from '../../../domain/dates';
import { FIELD_ORDER } from '../../../domain/form-labels-order';
import { checkIdNumberAgainstPassport, idCardSchemaOn, type Gender } from '../../../domain/id-card';

/** The machine keeps recognised fields as text: a long-term flag becomes 'true', a missing end date ''. */
export function flattenFields(fields: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    flat[name] = typeof value === 'string' ? value : String(value);
  }
  return flat;
}

/** The applicant's today: the flow's dates are China dates, whatever the device's zone. */
export const todayInChina = (now: Date = new Date()) => chinaDate(now);

/** The passport's fields in the domain's order (the review, the confirmation screen and the printed form's). */
export const PASSPORT_FIELDS = FIELD_ORDER.passport;
export type PassportField = (typeof PASSPORT_FIELDS)[number];
/** What the machine-readable zone carries; the rest is typed by the applicant (decision 012). */
export const MRZ_FIELDS: readonly PassportField[] = ['passportNum', 'surnameEn', 'nameEn', 'gender', 'birthDate', 'issuancePeriod'];

export type PassportFormValues = Record<PassportField | 'fileId', string>;

/** Each Latin name field has its own hint: one shared hint told the given-name field to type the surname. */
export const PASSPORT_FIELD_HINTS: Partial<Record<PassportField, string>> = {
  surnameEn: 'review.surnameEnHint',
  nameEn: 'review.nameEnHint',
};

/** The review form's first values: what the applicant confirmed before, else what was read, else empty. */
export function passportFormValues(saved: Record<string, unknown> | null, recognised: Record<string, unknown> | null): PassportFormValues {
  const source = flattenFields(saved ?? recognised ?? {});
  const values = { fileId: source.fileId ?? '' } as PassportFormValues;
  for (const field of PASSPORT_FIELDS) values[field] = source[field] ?? '';
  return values;
}

/** Which of the MRZ's fields were actually read (the review says "read from your passport" beside them). */
export const readFields = (recognised: Record<string, unknown> | null): PassportField[] =>
  MRZ_FIELDS.filter((field) => typeof recognised?.[field] === 'string' && recognised[field] !== '');

export const ID_CARD_FIELDS = FIELD_ORDER.idCard;
export type IdCardField = (typeof ID_CARD_FIELDS)[number];
export interface IdCardFormValues {
  frontFileId: string;
  backFileId: string;
  name: string;
  gender: string;
  nation: string;
  birthDate: string;
  address: string;
  idCardNo: string;
  idcardAuthority: string;
  idcardStartDate: string;
  idcardEndDate: string;
  longTerm: boolean;
}

/** The Chinese name the person typed on their passport (surname first, no space, as the ID card prints it). */
function chineseNameOf(passport: Record<string, unknown> | null | undefined): string {
  const [surname, given] = [passport?.surnameZh, passport?.nameZh].map((part) => (typeof part === 'string' ? part.trim() : ''));
  return surname ? `${surname}${given}` : '';
}

/**
 * The card form's first values: the card as confirmed before; else the name from the passport's Chinese name,
 * since no reader here reads Chinese (decision 042): the person checks it against the card.
 */
export function idCardFormValues(saved: Record<string, unknown> | null | undefined, passport?: Record<string, unknown> | null): IdCardFormValues {
  const fields = flattenFields(saved ?? {});
  return {
    frontFileId: fields.frontFileId ?? '', backFileId: fields.backFileId ?? '',
    name: fields.name ?? chineseNameOf(passport), gender: fields.gender ?? '', nation: fields.nation ?? '', birthDate: fields.birthDate ?? '',
    address: fields.address ?? '', idCardNo: fields.idCardNo ?? '', idcardAuthority: fields.idcardAuthority ?? '',
    idcardStartDate: fields.idcardStartDate ?? '', idcardEndDate: fields.idcardEndDate ?? '', longTerm: fields.longTerm === 'true',
  };
}

/** Recognised card fields as form values (text fields as read, the long-term flag as a tick). */
export function cardFieldsToForm(fields: Record<string, string>): Partial<IdCardFormValues> {
  const values: Partial<IdCardFormValues> = {};
  for (const field of ID_CARD_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    if (field === 'longTerm') values.longTerm = value === 'true';
    else values[field] = value;
  }
  return values;
}

/**
 * The ID card as the form checks it: the domain's card rules (GB 11643 number, dates, temporary cards), and the
 * number against the confirmed passport's birth date and sex. Blank sex or birth date are read from the number.
 */
export function idCardFormSchema(passport: { birthDate?: string; gender?: Gender }, today: string) {
  return z.preprocess(
    (value) => {
      const card = { ...(value as Record<string, unknown>) };
      for (const field of ['gender', 'birthDate'] as const) if (card[field] === '') delete card[field];
      return card;
    },
    idCardSchemaOn({ today }),
  ).superRefine((card, ctx) => {
    for (const mismatch of checkIdNumberAgainstPassport(card.idCardNo, passport)) {
      ctx.addIssue({ code: 'custom', message: mismatch.key, path: [mismatch.field] });
    }
  });
}

export type RejectionAdvice = {
  /** A text key of this feature (`reject.*`) or a domain message key, unless the server's own words are shown. */
  key: string;
  /** The server's words, when it gave any: they say exactly what was wrong. */
  serverMessage?: string;
  /** Network and server faults are worth trying again with the same file; a refused file needs another. */
  retry: boolean;
  /** A failed read — or a reader that did not answer — can be typed instead (passport, cards). */
  manual: boolean;
};

export function rejectionAdvice(reason: RejectReason, note: { message?: string; refusal?: string; timeout?: boolean; serverSlow?: boolean } | null, canTypeInstead: boolean): RejectionAdvice {
  const serverMessage = note?.message ? note.message : undefined;
  switch (reason) {
    // The screen names the chosen file's format beside the two that work.
    case 'type': return { key: 'reject.type', retry: false, manual: false };
    case 'size': return { key: 'fileTooLarge', retry: false, manual: false };
    case 'unreadable': return { key: 'reject.unreadable', ...(serverMessage ? { serverMessage } : {}), retry: false, manual: canTypeInstead };
    // After a failed recognition the file is on the server: typing is offered beside the retry.
    // A stall while sending is the connection; a stall once all was sent is a server slow to answer.
    case 'network': return { key: note?.timeout ? (note.serverSlow ? 'reject.serverSlow' : 'reject.timeout') : 'reject.network', retry: true, manual: canTypeInstead };
    case 'server': {
      // A refusal of the file itself (its bytes are not an image, too big, broken) cannot succeed on a retry;
      // a spent or expired token can: retry asks for a new one.
      const refused = note?.refusal !== undefined && note.refusal !== 'token';
      return { key: 'reject.server', ...(serverMessage ? { serverMessage } : {}), retry: !refused, manual: canTypeInstead && !refused };
    }
  }
}

export const percentOf = (progress: { loaded: number; total: number } | null): number =>
  progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
