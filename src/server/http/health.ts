// GET /health for load balancers and operators: up, and which providers are live, sandbox or off. It names modes
// only, never an id, key or address from the configuration, so it can be public. A provider switched off or not yet
// proven makes the answer "degraded" with the list of them, still HTTP 200 (decision 081): the portal serves.
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { paymentModeOf } from '../providers/payments/config.ts';
import { messagingProviderNames } from '../providers/messaging.ts';
import { courierModeOf } from '../providers/courier/trackers.ts';
import { providerStatuses } from './provider-status.ts';

export function mountHealth(app: Hono<AppEnv>) {
  app.get('/health', (c) => {
    const config = c.get('config');
    const providers = providerStatuses(config, c.get('accounts').messagingAnswers);
    c.header('cache-control', 'no-store');
    return c.json({
      status: providers.some((entry) => entry.status === 'degraded') ? 'degraded' : 'ok',
      sandbox: config.sandbox,
      payments: { wechat: paymentModeOf(config, 'wechat'), alipay: paymentModeOf(config, 'alipay') },
      // aliyun / smtp when live, sandbox, or off (outside the sandbox with none configured: codes are refused).
      ...messagingProviderNames(config),
      courier: courierModeOf(config),
      providers,
    });
  });
}
