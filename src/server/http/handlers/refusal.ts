import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { fail, type FailCode } from '../envelope.ts';
import type { Localized } from '../language.ts';
import { serverMessages, type ServerMessage } from '../messages.ts';

// A handler refuses by throwing, so it reads as its happy path; the refusal is a value (code, message, data) and
// is answered in one place, the app's onError (answerRefusal), in the contract's envelope and the caller's language
// (HTTP 200: the code is in the envelope).

export class Refusal extends Error {
  constructor(
    readonly code: FailCode,
    readonly answer: ServerMessage | Localized,
    readonly data: unknown = null,
  ) {
    super('refused');
  }
}

export function refuse(code: FailCode, message: ServerMessage | Localized, data: unknown = null): never {
  throw new Refusal(code, message, data);
}

/** Code 400 (or the code given) with every field's message, the first one as the answer's; `extra` is data the
 * client can act on (a `reason`, the `steps` to revisit). */
export function refuseFields(c: Context<AppEnv>, fields: Record<string, string>, extra: Record<string, unknown> = {}, code: 400 | 403 | 409 = 400): never {
  const first = Object.values(fields)[0] ?? serverMessages.invalidInput[c.get('language')];
  return refuse(code, { zh: first, en: first, ko: first }, { fields, ...extra });
}

/** A refusal naming one field, with one of our own Localized messages. */
export const refuseField = (c: Context<AppEnv>, field: string, message: Localized, extra: Record<string, unknown> = {}, code: 400 | 403 | 409 = 400): never =>
  refuseFields(c, { [field]: message[c.get('language')] }, extra, code);

/** The answer to a thrown Refusal; anything else is not a refusal (undefined) and stays the caller's to answer. */
export function answerRefusal(error: unknown, c: Context<AppEnv>): Response | undefined {
  return error instanceof Refusal ? fail(c, error.code, error.answer, error.data) : undefined;
}
