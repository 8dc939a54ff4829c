// Every write of the integration API carries an Idempotency-Key. The key's row is inserted in the same transaction
// as the write, with ON CONFLICT DO NOTHING: that one atomic insert decides who runs. A second call with the key
// while the first is running waits on the first's row (the unique index) and then finds its answer committed with
// it; a call after a failure that rolled back finds no row and runs. So a key moves an order once, with any number of
// processes, and a retry gets the first answer back, refusals included. The same key with another body is refused.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { fail, ok, type DataOf, type FailCode, type OperationId } from '../http/envelope.ts';
import { Refusal, refuse } from '../http/handlers/refusal.ts';
import type { Localized } from '../http/language.ts';
import { serverMessages } from '../http/messages.ts';
import { integrationMessages } from './messages.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What is kept and replayed: the envelope's code and data, and a refusal's words in every language. */
type StoredAnswer = { code: number; data: unknown; msg?: Localized };

// Visible ASCII, as HTTP header values travel safely; long enough for a UUID or a case system's own request id.
const KEY_SHAPE = /^[\x21-\x7e]{1,128}$/;

/** JSON with its keys sorted: a retry that re-serialises the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

async function requestHashOf(c: Context<AppEnv>): Promise<string> {
  const text = await c.req.text();
  let body: unknown = null;
  try {
    body = text.trim() ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return createHash('sha256').update(`${c.req.method} ${c.req.path}\n${canonical(body)}`).digest('base64url');
}

/**
 * Runs `write` once per (integration, key): inside the transaction that also keeps the key and the answer. `write`
 * answers the operation's data or throws a refusal (refuse()), which is kept and replayed like a success.
 */
export async function idempotentWrite<Op extends OperationId>(c: Context<AppEnv>, op: Op, write: (tx: Tx) => Promise<DataOf<Op>>): Promise<Response> {
  const integration = c.get('integration');
  if (!integration) return refuse(401, 'badIntegrationCredential');
  const key = c.req.header('idempotency-key') ?? '';
  if (!KEY_SHAPE.test(key)) return refuse(400, integrationMessages.idempotencyKeyMissing);
  const requestHash = await requestHashOf(c);
  const at = c.get('accounts').now();

  const outcome = await c.get('db').transaction(async (tx) => {
    const [mine] = await tx.insert(t.idempotencyKeys).values({ integrationId: integration.id, key, requestHash, createdAt: at })
      .onConflictDoNothing().returning({ key: t.idempotencyKeys.key });
    if (!mine) {
      const [earlier] = await tx.select().from(t.idempotencyKeys)
        .where(and(eq(t.idempotencyKeys.integrationId, integration.id), eq(t.idempotencyKeys.key, key)));
      if (!earlier || earlier.requestHash !== requestHash || !earlier.answer) return { kind: 'reused' as const };
      return { kind: 'replay' as const, answer: JSON.parse((earlier.answer as { text: string }).text) as StoredAnswer };
    }
    let answer: StoredAnswer;
    try {
      answer = { code: 0, data: await write(tx) };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const msg = typeof error.answer === 'string' ? serverMessages[error.answer] : error.answer;
      answer = { code: error.code, data: error.data, msg };
    }
    // Kept as JSON text inside the jsonb column: jsonb would reorder the keys, and a replay is the first answer as sent.
    await tx.update(t.idempotencyKeys).set({ status: answer.code, answer: { text: JSON.stringify(answer) } })
      .where(and(eq(t.idempotencyKeys.integrationId, integration.id), eq(t.idempotencyKeys.key, key)));
    return { kind: 'ran' as const, answer };
  });

  if (outcome.kind === 'reused') return refuse(409, integrationMessages.idempotencyKeyReused);
  if (outcome.kind === 'replay') c.header('Idempotent-Replayed', 'true');
  const { answer } = outcome;
  return answer.code === 0 ? ok(c, op, answer.data as DataOf<Op>) : fail(c, answer.code as FailCode, answer.msg ?? serverMessages.invalidInput, answer.data);
}
