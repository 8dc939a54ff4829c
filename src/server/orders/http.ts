// The answer helpers the order, reservation and address handlers share: a zod refusal becomes code 400 with each
// field's message (the domain's keys, or the server's), the first one as the answer's message.
import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldMessages } from '../applies/field-messages.ts';
import type { AppEnv } from '../http/env.ts';
import type { Localized } from '../http/language.ts';
import { serverMessages } from '../http/messages.ts';
import { refuse } from '../routes/account-http.ts';

export const now = (c: Context<AppEnv>) => c.get('accounts').now();

/** Code 400 (or the code given) with every field's message and any extra data (a `reason` the client can act on). */
export function refuseFields(c: Context<AppEnv>, fields: Record<string, string>, extra: Record<string, unknown> = {}, code: 400 | 403 | 409 = 400): never {
  const first = Object.values(fields)[0] ?? serverMessages.invalidInput[c.get('language')];
  return refuse(c, code, { zh: first, en: first, ko: first }, { fields, ...extra });
}

/** A field refusal with one of our own Localized messages. */
export const refuseField = (c: Context<AppEnv>, field: string, message: Localized, extra: Record<string, unknown> = {}, code: 400 | 403 | 409 = 400): never =>
  refuseFields(c, { [field]: message[c.get('language')] }, extra, code);

export function parseWith<S extends z.ZodType>(c: Context<AppEnv>, schema: S, raw: unknown, prefix = '', extra: (error: z.ZodError) => Record<string, unknown> = () => ({})): z.output<S> {
  const result = schema.safeParse(raw);
  return result.success ? result.data : refuseFields(c, fieldMessages(result.error, c.get('language'), prefix), extra(result.error));
}
