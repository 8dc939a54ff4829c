import type { Context } from 'hono';
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
  const chinaMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);
  return { from: start ? chinaMidnight(start) : undefined, to: end ? chinaMidnight(addDays(end, 1)) : undefined };
}
