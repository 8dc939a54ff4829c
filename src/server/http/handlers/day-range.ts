import type { Context } from 'hono';
import { fromChinaClock } from '../../../domain/china-time.ts';
import { addDays, isIsoDate } from '../../../domain/dates.ts';
import { deliveryMessages } from '../../../domain/delivery-rules.ts';
import type { AppEnv } from '../env.ts';
import { refuseField } from './refusal.ts';

/**
 * A list's startDate and endDate filter as China's calendar days, as on the applicant's own order list: from 00:00
 * of the start to 24:00 of the end, Beijing time. A value that is not a date is refused naming its field.
 */
export function chinaDayRange(c: Context<AppEnv>): { from: Date | undefined; to: Date | undefined } {
  const start = c.req.query('startDate');
  const end = c.req.query('endDate');
  for (const [field, value] of [['startDate', start], ['endDate', end]] as const) {
    if (value && !isIsoDate(value)) refuseField(c, field, deliveryMessages.timeInvalid);
  }
  return { from: start ? fromChinaClock(start) : undefined, to: end ? fromChinaClock(addDays(end, 1)) : undefined };
}
