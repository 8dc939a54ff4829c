import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { fillIn } from '../http/fill-in.ts';
import { pick, type Localized } from '../http/language.ts';
import { refuseField } from '../http/handlers/refusal.ts';
import { closureOf } from './closures.ts';
import { centerAdminMessages } from './messages.ts';

/** A slot the center closed is refused with its reason; checked again under the booking's lock (decision 096). */
export async function refuseClosed(c: Context<AppEnv>, centerId: string, date: string, time: string, field: string) {
  const closure = await closureOf(c.get('db'), centerId, date, time);
  if (closure) refuseClosure(c, closure.reason, field);
}

export function refuseClosure(c: Context<AppEnv>, reason: Localized, field: string): never {
  return refuseField(c, field, fillIn(centerAdminMessages.centerClosedThen, { reason: pick(reason, c.get('language')) }), { reason: 'centerClosed' }, 409);
}
