import { z } from 'zod';
import { isIsoDate } from '../../../domain/dates';
import { rule } from '../parts/rule-messages';

// Only what the form itself can tell before asking; any limit of the range is the server's, said in its words.
const day = z.string().trim().refine(isIsoDate, rule('date'));

export const auditRangeSchema = z.object({ from: day, to: day }).superRefine((range, context) => {
  if (isIsoDate(range.from) && isIsoDate(range.to) && range.to < range.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: rule('toBeforeFrom') });
  }
});

export type AuditRange = z.output<typeof auditRangeSchema>;
