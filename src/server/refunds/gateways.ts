// The gateways for code that runs outside a request (the refund worker). The payment code picks a gateway from a
// request's context (providers/payments/gateways.ts gatewayOf: config, database and clock); the worker hands it
// exactly those three through a context of its own, so the worker and the routes get the same gateway, limits and
// sandbox books.
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import type { AppEnv } from '../http/env.ts';
import { gatewayOf } from '../providers/payments/gateways.ts';
import type { RefundDeps } from './deps.ts';

export function refundDepsOf(db: Db, config: ServerConfig, now: () => Date): RefundDeps {
  const values: Record<string, unknown> = { db, config, accounts: { now } };
  const context = { get: (key: string) => values[key] } as unknown as Context<AppEnv>;
  return { db, now, gateway: (method) => gatewayOf(context, method), origin: config.publicOrigin };
}
