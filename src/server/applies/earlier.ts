// The person's earlier applications with answers worth reusing (a new application fills in from one): found by the
// passport number, or by name and birth date, newest first, five at most.
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export interface EarlierQuery { passportNo?: string; name?: string; birthDate?: string; excludeDraftId?: string }

export function earlierApplies(db: Db, userId: string, query: EarlierQuery) {
  const passportNo = sql`upper(${t.applies.data}->'passport'->>'passportNum')`;
  const birthDate = sql`${t.applies.data}->'passport'->>'birthDate'`;
  const person = or(
    query.passportNo ? sql`${passportNo} = ${query.passportNo}` : undefined,
    query.name && query.birthDate ? and(eq(t.applies.applicantName, query.name), sql`${birthDate} = ${query.birthDate}`) : undefined,
  );
  const hasAnswers = sql`(${t.applies.data} ?| array['personal', 'contact', 'family', 'educationJob'])`;
  return db.select().from(t.applies).where(and(
    eq(t.applies.userId, userId), person, hasAnswers,
    query.excludeDraftId ? or(isNull(t.applies.draftId), ne(t.applies.draftId, query.excludeDraftId)) : undefined,
  )).orderBy(desc(t.applies.updatedAt)).limit(5);
}
