import { z } from 'zod';
import { captchaCodeSchema } from './account-rules.ts';
import type { Language } from './constants.ts';
import { deliveryMessages, idOrPassportNumber, reservationFields } from './delivery-rules.ts';
import { evenWithIssues, formMessages } from './form-fields.ts';
import type { Localized } from './localized.ts';
import { RESERVATION_PURPOSES } from './reservation-purposes.ts';
import { requiredKey, requiredMessages } from './required-messages.ts';

/**
 * The public booking form (the reserve page) as the visitor fills it in: the reservation call's own fields and
 * messages, with what an offline appointment adds (what for, whose ID) required, the number of people as the list
 * gives it, the day and time once the calendar offers them, and the graphic code that sends the SMS code. Checked in
 * the browser so an empty submit names every field at once; the server still checks the call with
 * reservationRequestSchemaOn (and the day against its calendar).
 */
export const reservationFormSchema = reservationFields.pick({ centerId: true, name: true, mobile: true, smsCode: true }).extend({
  date: z.string(),
  time: z.string(),
  purpose: z.enum(RESERVATION_PURPOSES, { error: requiredKey('reservation.purpose') }),
  idNumber: z.string({ error: requiredKey('reservation.idNumber') }).trim().min(1, { error: requiredKey('reservation.idNumber') })
    .pipe(idOrPassportNumber),
  // The list gives a string; the call's own rule (a whole number, 1 to the order's most) judges it.
  people: z.string({ error: requiredKey('reservation.people') }).transform(Number).pipe(reservationFields.shape.people),
  captchaCode: captchaCodeSchema,
}).superRefine((form, ctx) => {
  // The calendar shows once a center is chosen, and a day's times once the day is: each is asked for when the page
  // shows it, so every message of the summary leads to a field that is there.
  if (!form.centerId) return;
  if (!form.date) ctx.addIssue({ code: 'custom', message: requiredKey('reservation.date'), path: ['date'] });
  else if (!form.time) ctx.addIssue({ code: 'custom', message: requiredKey('reservation.time'), path: ['time'] });
}, evenWithIssues);

const ownMessages: Record<string, Localized> = { ...formMessages, ...deliveryMessages };

/** The text of one of the booking form's message keys (account keys are the form library's own), or undefined. */
export function findReservationFormMessage(key: string, language: Language): string | undefined {
  if (key.startsWith('required.')) return (requiredMessages as Record<string, Localized>)[key.slice('required.'.length)]?.[language];
  return ownMessages[key]?.[language];
}
