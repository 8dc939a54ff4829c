import type { Context } from 'hono';
import type { operations } from '../../api/schema.gen.ts';
import type { AppEnv } from './env.ts';
import type { OperationId } from './envelope.ts';

// What a request carried, after the contract's check and the domain's field rules (decision 109): a handler reads
// its input from here, typed from the contract, and never checks its shape again.

export interface CheckedInput {
  /** The JSON body; {} when the operation's body is optional and none was sent. */
  body: unknown;
  /** The contract's query parameters, coerced to their schema's types; others are not kept. */
  query: Record<string, unknown>;
  path: Record<string, string>;
}

type JsonRequestOf<Op extends OperationId> = operations[Op] extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
type QueryOf<Op extends OperationId> = operations[Op] extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

function checkedOf(c: Context<AppEnv>): CheckedInput {
  const input = c.get('input');
  // Every contract operation is routed through the check (app.ts), so a handler without it is a wiring mistake.
  if (!input) throw new Error(`${c.get('operationId') ?? c.req.path} was not checked against the contract`);
  return input;
}

/** The body as the contract names it, with the field rules' normalised values (a trimmed text, a parsed date). */
export function checkedBody<Op extends OperationId>(c: Context<AppEnv>, _op: Op): JsonRequestOf<Op> {
  return checkedOf(c).body as JsonRequestOf<Op>;
}

/** The query as the contract names it: numbers and booleans already coerced. */
export function checkedQuery<Op extends OperationId>(c: Context<AppEnv>, _op: Op): QueryOf<Op> {
  return checkedOf(c).query as QueryOf<Op>;
}

/** A path parameter after its field rule (a mobile number trimmed, say). */
export function checkedParam(c: Context<AppEnv>, name: string): string {
  return checkedOf(c).path[name] ?? '';
}
