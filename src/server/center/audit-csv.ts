// The audit trail as CSV for an admin (issue 33 §4): UTF-8 with a byte order mark, so a spreadsheet reads Chinese,
// and formula-safe cells (OWASP's CSV injection advice): a cell starting with = + - @, a tab or a carriage return is
// prefixed with a single quote, so a spreadsheet shows it as text instead of running it. Quoting is RFC 4180's.
import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export const CSV_BOM = '\uFEFF';
const COLUMNS = ['id', 'at', 'actorKind', 'actorLabel', 'actorRole', 'centerId', 'action', 'recordKind', 'recordId', 'before', 'after', 'address', 'requestId'] as const;

/** One cell: neutralised when a spreadsheet would read it as a formula, quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows with `at` in [from, to), oldest first, as one CSV text. */
export async function auditCsv(db: Db, from: Date, to: Date): Promise<string> {
  const rows = await db.select().from(t.auditLog).where(and(gte(t.auditLog.at, from), lt(t.auditLog.at, to))).orderBy(asc(t.auditLog.at), asc(t.auditLog.id));
  return CSV_BOM + csvLine([...COLUMNS]) + rows.map((row) => csvLine(COLUMNS.map((column) => row[column]))).join('');
}
