import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { ExchangeRateMissing } from '../orders/exchange.ts';
import { GatewayUnavailable, PaymentNotConfigured } from '../providers/payments/gateway.ts';
import { gatewayOf, originOf } from '../providers/payments/gateways.ts';
import { paymentMessages } from './messages.ts';
import type { PaymentDeps } from './service.ts';

// What a payment call of the API hands the payment service: the request's database, clock, gateways and origin, and
// the plain answer when a gateway cannot be reached. The applicant's payments, the order's cancel-and-refund and the
// center's refunds all call through these.

export function depsOf(c: Context<AppEnv>): PaymentDeps {
  return {
    db: c.get('db'),
    now: c.get('accounts').now,
    gateway: (method) => gatewayOf(c, method),
    origin: originOf(c),
  };
}

/** A gateway that is down or not configured, or a missing rate, answers plainly; nothing was taken. */
export async function withGateway<T>(c: Context<AppEnv>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentNotConfigured) return refuse(501, paymentMessages.notConfigured);
    if (error instanceof GatewayUnavailable) return refuse(500, paymentMessages.gatewayUnavailable);
    if (error instanceof ExchangeRateMissing) return refuse(500, paymentMessages.rateMissing);
    throw error;
  }
}
