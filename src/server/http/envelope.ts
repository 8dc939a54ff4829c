import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { operations } from '../../api/schema.gen.ts';
import type { AppEnv } from './env.ts';
import { serverMessages, type ServerMessage } from './messages.ts';
import { pick, type Localized } from './language.ts';

export type OperationId = keyof operations;

type JsonBodyOf<Op extends OperationId> = operations[Op] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** The `data` an operation answers with, typed from the contract: handlers cannot drift from it. */
export type DataOf<Op extends OperationId> = JsonBodyOf<Op> extends { data: infer Data } ? Data : never;

export function ok<Op extends OperationId>(c: Context<AppEnv>, _op: Op, data: DataOf<Op>) {
  return c.json({ code: 0, msg: pick(serverMessages.ok, c.get('language')), data });
}

export type FailCode = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 501;

/** A refusal in the envelope, in the caller's language. HTTP stays 200 unless a status is given (HTTP 401). */
export function fail(
  c: Context<AppEnv>,
  code: FailCode,
  message: ServerMessage | Localized,
  data: unknown = null,
  status: ContentfulStatusCode = 200,
) {
  const text = typeof message === 'string' ? serverMessages[message] : message;
  return c.json({ code, msg: pick(text, c.get('language')), data }, status);
}
