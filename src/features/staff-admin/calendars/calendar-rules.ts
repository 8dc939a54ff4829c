import { z } from 'zod';
import { isIsoDate } from '../../../domain/dates';
import { rule } from '../parts/rule-messages';

// A year's schedule as the contract takes it (StaffCalendarYearInput): each day of that year once, a holiday or a
// make-up working day, named in the three languages. Whether the days fit the State Council's notice is the admin's.
const name = z.string().trim().min(1, rule('writeEachLanguage')).max(500, rule('tooLong'));

export const calendarSchema = (year: number) => z.object({
  source: z.string().trim().min(1, rule('source')).max(300, rule('tooLong')),
  days: z.array(z.object({
    date: z.string().trim().refine(isIsoDate, rule('date')).refine((date) => date.startsWith(`${year}-`), rule('dateInYear')),
    kind: z.enum(['holiday', 'workday']),
    name: z.object({ zh: name, en: name, ko: name }),
  })).max(200, rule('tooManyDays')),
}).superRefine((value, context) => {
  const seen = new Set<string>();
  value.days.forEach((day, index) => {
    if (seen.has(day.date.trim())) context.addIssue({ code: 'custom', path: ['days', index, 'date'], message: rule('dateTwice') });
    seen.add(day.date.trim());
  });
}).transform((value) => ({ ...value, days: [...value.days].sort((a, b) => a.date.localeCompare(b.date)) }));

export type CalendarValues = z.input<ReturnType<typeof calendarSchema>>;
export type CalendarValid = z.output<ReturnType<typeof calendarSchema>>;
