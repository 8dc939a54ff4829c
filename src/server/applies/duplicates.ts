// One passport and one ID number belong to one applicant (issue 12 item 3, decision 027): no two applications of
// one draft share either, nor two of the person's open orders (submitted, not yet issued, refused or cancelled).
// Checked where the numbers are saved (the documents step) and again at submission, each inside a transaction
// that first locks the person's row: every path that could make a duplicate takes that lock, so two tabs or two
// server processes cannot both pass the check (the same way the draft row guards the sixth applicant).
import { and, eq, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { documentOwnerMessages, type DuplicateKind } from '../../domain/document-owners.ts';
import type { Language } from '../../domain/constants.ts';
import { fillMessage } from '../../domain/visa-choice.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { FINISHED_APPLY_STATUSES } from './store.ts';

export { lockPerson } from './store.ts';
import type { ApplicantForm } from './steps.ts';

export interface DocumentNumbers {
  passportNum?: string;
  idCardNo?: string;
}

export function documentNumbersOf(data: ApplicantForm): DocumentNumbers {
  const passportNum = (data.passport as { passportNum?: unknown } | undefined)?.passportNum;
  const idCardNo = (data.idCard as { idCardNo?: unknown } | undefined)?.idCardNo;
  return {
    ...(typeof passportNum === 'string' && passportNum ? { passportNum } : {}),
    ...(typeof idCardNo === 'string' && idCardNo ? { idCardNo } : {}),
  };
}

export interface Duplicate {
  path: 'passport.passportNum' | 'idCard.idCardNo';
  kind: DuplicateKind;
  applicantName: string;
  orderNo: string | null;
}

const passportOf = sql<string | null>`${t.applies.data} -> 'passport' ->> 'passportNum'`;
const idCardOf = sql<string | null>`${t.applies.data} -> 'idCard' ->> 'idCardNo'`;

/** The person's other applications giving one of these numbers, in this draft or in an open order. */
export async function findDuplicates(db: Db, of: { userId: string; applyId: string | null; draftId: string | null; numbers: DocumentNumbers }): Promise<Duplicate[]> {
  const { passportNum, idCardNo } = of.numbers;
  if (!passportNum && !idCardNo) return [];
  const rows = await db.select({
    draftId: t.applies.draftId, applicantName: t.applies.applicantName, passportNum: passportOf, idCardNo: idCardOf, orderNo: t.orders.orderNo,
  }).from(t.applies).leftJoin(t.orders, eq(t.orders.id, t.applies.orderId)).where(and(
    eq(t.applies.userId, of.userId),
    of.applyId ? ne(t.applies.id, of.applyId) : undefined,
    or(
      of.draftId ? eq(t.applies.draftId, of.draftId) : undefined,
      and(isNotNull(t.applies.submittedAt), notInArray(t.applies.status, FINISHED_APPLY_STATUSES)),
    ),
    or(passportNum ? eq(passportOf, passportNum) : undefined, idCardNo ? eq(idCardOf, idCardNo) : undefined),
  ));
  const found: Duplicate[] = [];
  for (const row of rows) {
    const inOrder = of.draftId !== null && row.draftId === of.draftId;
    const base = { applicantName: row.applicantName ?? '', orderNo: row.orderNo ?? null };
    if (passportNum && row.passportNum === passportNum) found.push({ ...base, path: 'passport.passportNum', kind: inOrder ? 'passportInOrder' : 'passportInOpenOrder' });
    if (idCardNo && row.idCardNo === idCardNo) found.push({ ...base, path: 'idCard.idCardNo', kind: inOrder ? 'idCardInOrder' : 'idCardInOpenOrder' });
  }
  return found;
}

/** Field path → message, the first duplicate of each field. */
export function duplicateMessages(duplicates: readonly Duplicate[], language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const duplicate of duplicates) {
    const orderNo = duplicate.orderNo ? fillMessage(documentOwnerMessages.orderNoPart[language], { orderNo: duplicate.orderNo }) : '';
    fields[duplicate.path] ??= fillMessage(documentOwnerMessages[duplicate.kind][language], { name: duplicate.applicantName, orderNo });
  }
  return fields;
}
