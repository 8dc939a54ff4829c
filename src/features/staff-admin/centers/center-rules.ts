import { z } from 'zod';
import { isIsoDate } from '../../../domain/dates';
import { rule } from '../parts/rule-messages';

// The contract's shapes (StaffHours, StaffText, slot capacity 1–1000, a closure's day or hours), said beside the
// fields before a round trip. Whether a closure may be entered for that day is the server's to say.
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const time = z.string().trim().regex(HH_MM, rule('time'));
const short = z.string().trim().min(1, rule('writeEachLanguage')).max(500, rule('tooLong'));
const localized = z.object({ zh: short, en: short, ko: short });

export const centerSettingsSchema = z.object({
  opens: time,
  closes: time,
  openingHours: localized,
  slotCapacity: z.string().trim().regex(/^\d{1,4}$/, rule('capacity')).transform(Number).refine((n) => n >= 1 && n <= 1000, rule('capacity')),
}).superRefine((value, context) => {
  if (HH_MM.test(value.opens) && HH_MM.test(value.closes) && value.closes <= value.opens) {
    context.addIssue({ code: 'custom', path: ['closes'], message: rule('closesBeforeOpens') });
  }
}).transform(({ opens, closes, ...rest }) => ({ submissionHours: { opens, closes }, ...rest }));

export const closureSchema = z.object({
  date: z.string().trim().refine(isIsoDate, rule('date')),
  span: z.enum(['day', 'hours'], { error: rule('chooseSpan') }),
  from: z.string().trim(),
  until: z.string().trim(),
  reason: localized,
}).superRefine((value, context) => {
  if (value.span !== 'hours') return;
  if (!HH_MM.test(value.from)) context.addIssue({ code: 'custom', path: ['from'], message: rule('time') });
  if (!HH_MM.test(value.until)) context.addIssue({ code: 'custom', path: ['until'], message: rule('time') });
  else if (HH_MM.test(value.from) && value.until <= value.from) context.addIssue({ code: 'custom', path: ['until'], message: rule('untilBeforeFrom') });
}).transform(({ span, from, until, ...rest }) => (span === 'hours' ? { ...rest, from, until } : rest));
