// Which gateway answers for a method: the sandbox ones in sandbox mode, and only there; outside it the live gateway
// configured for the method, or none, and then every call refuses with "payment not configured" instead of pretending.
import type { Context } from 'hono';
import type { PaymentMethod } from '../../../domain/constants.ts';
import type { AppEnv } from '../../http/env.ts';
import { PaymentNotConfigured, type PaymentGateway } from './gateway.ts';
import { DEFAULT_GATEWAY_TIMEOUT_MS, DEFAULT_RETRY_BACKOFF_MS, withCallLimits } from './gateway-calls.ts';
import { sandboxGateway, type SandboxFailure, type SandboxGateway, type SandboxOptions } from './sandbox.ts';
import { sandboxPaymentKeys } from './sandbox-keys.ts';
import { alipayLive } from './live/alipay-live.ts';
import { paymentModeOf } from './config.ts';
import { wechatPayLive } from './live/wechat-pay-live.ts';
import { lineLogger } from '../../logging/logger.ts';

/** Compressed from the real schedules (WeChat Pay 15 s, 15 s, 30 s, 3 min…; Alipay 4 min, 10 min…). */
export const SANDBOX_NOTIFY_BACKOFF_MS = [0, 1_000, 3_000, 10_000, 30_000] as const;

const failures: readonly SandboxFailure[] = ['create', 'query', 'close', 'refund'];

function notConfigured(method: PaymentMethod): PaymentGateway {
  const refuse = () => Promise.reject(new PaymentNotConfigured(method));
  return {
    method, createQrTrade: refuse, query: refuse, close: refuse, verifyNotify: refuse,
    refund: refuse, queryRefund: refuse, verifyRefundNotify: refuse,
  };
}

/** The portal's public origin (configuration, never the Host header): the sandbox phone page and the notify endpoints. */
export function originOf(c: Context<AppEnv>): string {
  return c.get('config').publicOrigin;
}

export function sandboxOptionsOf(c: Context<AppEnv>): SandboxOptions {
  const config = c.get('config');
  return {
    latencyMs: config.sandboxPaymentLatencyMs ?? 0,
    failing: new Set(failures.filter((kind) => config.sandboxPaymentFailing?.includes(kind))),
    notifyBackoffMs: config.sandboxNotifyBackoffMs ?? SANDBOX_NOTIFY_BACKOFF_MS,
    log: lineLogger('warn'),
  };
}

export async function sandboxGatewayOf(c: Context<AppEnv>, method: PaymentMethod): Promise<SandboxGateway> {
  return sandboxGateway(method, {
    db: c.get('db'),
    now: c.get('accounts').now,
    keys: await sandboxPaymentKeys(c.get('db')),
    options: sandboxOptionsOf(c),
    pageBase: originOf(c),
  });
}

function liveGatewayOf(c: Context<AppEnv>, method: PaymentMethod, timeoutMs: number): PaymentGateway {
  const { payments } = c.get('config');
  const now = c.get('accounts').now;
  if (method === 'wechat' && payments?.wechat) return wechatPayLive({ config: payments.wechat, now, timeoutMs });
  if (method === 'alipay' && payments?.alipay) return alipayLive({ config: payments.alipay, timeoutMs });
  return notConfigured(method);
}

export async function gatewayOf(c: Context<AppEnv>, method: PaymentMethod): Promise<PaymentGateway> {
  const config = c.get('config');
  const mode = paymentModeOf(config, method);
  if (mode === 'off') return notConfigured(method);
  const timeoutMs = config.gatewayTimeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const gateway = mode === 'sandbox' ? await sandboxGatewayOf(c, method) : liveGatewayOf(c, method, timeoutMs);
  return withCallLimits(gateway, {
    timeoutMs,
    retryBackoffMs: config.gatewayRetryBackoffMs ?? DEFAULT_RETRY_BACKOFF_MS,
    log: lineLogger('warn'),
  });
}
