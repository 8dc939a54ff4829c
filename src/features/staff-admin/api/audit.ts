// The audit trail's export (admin): a CSV of a date range, fetched with the staff token as a file.
import { staffApi, unwrap } from '../../staff/api/staff-api';

export interface AuditRangeQuery { from: string; to: string }

export const exportAudit = (query: AuditRangeQuery): Promise<Blob> =>
  unwrap(staffApi.GET('/api-staff/audit/export', { params: { query }, parseAs: 'blob' })) as Promise<Blob>;
