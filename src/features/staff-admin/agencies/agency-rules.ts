import { z } from 'zod';
import { isIsoDate } from '../../../domain/dates';
import { rule } from '../parts/rule-messages';

// StaffAgencyInput's shape, said beside the fields: a certificate with its validity, one center at least, an
// applicant limit of 1 to 5 (the spec's five at most), and a contact.
export const APPLICANT_LIMITS = ['1', '2', '3', '4', '5'] as const;

const required = (max: number) => z.string().trim().min(1, rule('required')).max(max, rule('tooLong'));
const day = z.string().trim().refine(isIsoDate, rule('date'));

export const agencySchema = z.object({
  name: required(100),
  licenceNo: required(50),
  certifiedFrom: day,
  certifiedUntil: day,
  certified: z.boolean(),
  centerIds: z.array(z.string()).min(1, rule('oneCenter')),
  maxApplicantsPerOrder: z.enum(APPLICANT_LIMITS, { error: rule('applicantLimit') }).transform(Number),
  contact: z.object({
    name: required(50),
    phone: z.string().trim().min(5, rule('phone')).max(30, rule('tooLong')),
    email: z.string().trim().min(1, rule('required')).max(254, rule('tooLong')).pipe(z.email(rule('email'))),
  }),
}).superRefine((value, context) => {
  if (isIsoDate(value.certifiedFrom) && isIsoDate(value.certifiedUntil) && value.certifiedUntil < value.certifiedFrom) {
    context.addIssue({ code: 'custom', path: ['certifiedUntil'], message: rule('toBeforeFrom') });
  }
});

export type AgencyValues = z.input<typeof agencySchema>;
export type AgencyValid = z.output<typeof agencySchema>;
