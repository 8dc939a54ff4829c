// The audit trail for the center: an order's, on its view (a supervisor's or an admin's), and a date range as CSV
// for an admin (China days, both ends included, at most 366 days).
import { fromChinaClock } from '../../domain/china-time.ts';
import { addDays, daysBetween } from '../../domain/dates.ts';
import type { OperationHandlers } from '../app.ts';
import { auditTrailOf } from '../audit/trail.ts';
import { auditCsv } from '../center/audit-csv.ts';
import { centerMessages } from '../center/messages.ts';
import { ok } from '../http/envelope.ts';
import { refuseField } from '../http/handlers/refusal.ts';
import { centerOrder } from '../staff/order-scope.ts';

export const MAX_EXPORT_DAYS = 366;

export const staffOrderAuditHandlers: OperationHandlers = {
  async staffOrderAudit(c) {
    const order = await centerOrder(c);
    const rows = await auditTrailOf(c.get('db'), 'order', order.id);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffOrderAudit', rows.map((row) => ({
      id: row.id, at: row.at.toISOString(), actorKind: row.actorKind, actorLabel: row.actorLabel, actorRole: row.actorRole,
      action: row.action, recordKind: row.recordKind, recordId: row.recordId, before: row.before, after: row.after, address: row.address,
    })));
  },

  async staffExportAudit(c) {
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    if (to < from) refuseField(c, 'to', centerMessages.exportRangeBackwards);
    if (daysBetween(from, to) >= MAX_EXPORT_DAYS) refuseField(c, 'to', centerMessages.exportRangeTooLong);
    const csv = await auditCsv(c.get('db'), fromChinaClock(from), fromChinaClock(addDays(to, 1)));
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-${from}-${to}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
};
