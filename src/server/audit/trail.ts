// A record's audit trail, oldest first, as the center reads it on the record's view.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export function auditTrailOf(db: Db, recordKind: string, recordId: string) {
  return db.select().from(t.auditLog)
    .where(and(eq(t.auditLog.recordKind, recordKind), eq(t.auditLog.recordId, recordId))).orderBy(asc(t.auditLog.at), asc(t.auditLog.id));
}
