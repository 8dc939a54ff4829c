// What the portal can and cannot do right now, per provider (issue 38 item 15): /health reports it and the start's
// log warns of what is switched off. Switched off or unproven is "degraded", not down: the portal still serves its
// pages, sign-in and forms, so a load balancer must keep sending traffic (HTTP 200, decision 081).
import type { ServerConfig } from '../config.ts';
import { paymentModeOf } from '../providers/payments/config.ts';
import { messagingProviderNames } from '../providers/messaging.ts';
import type { AnswerTracker } from '../providers/answer-tracker.ts';
import { courierModeOf } from '../providers/courier/trackers.ts';
import { invoicingProviderOf } from '../providers/invoicing/provider.ts';

export interface ProviderStatus {
  provider: 'payments.wechat' | 'payments.alipay' | 'invoicing' | 'sms' | 'mail' | 'courier';
  mode: string;
  status: 'ok' | 'degraded';
  /** Why it is degraded, for the operator; never a key or an address. */
  reason?: string;
}

type Answers = { sms: AnswerTracker; mail: AnswerTracker };

const OFF_REASONS: Record<ProviderStatus['provider'], string> = {
  'payments.wechat': 'off: WECHATPAY_* not set, so no order can be paid by WeChat Pay',
  'payments.alipay': 'off: ALIPAY_* not set, so no order can be paid by Alipay',
  invoicing: 'off: no invoicing provider outside the sandbox, so requested invoices are not issued',
  sms: 'off: no SMS provider, so no code or notification reaches a phone',
  mail: 'off: no mail provider, so no code or notification reaches a mailbox',
  courier: 'off: KUAIDI100_* not set, so waybills show no tracking',
};

function answerStatus(state: ReturnType<AnswerTracker['state']> | undefined): Pick<ProviderStatus, 'status' | 'reason'> {
  if (state === 'answering' || state === undefined) return { status: 'ok' };
  return { status: 'degraded', reason: state === 'untried' ? 'has not answered since the start: no message has gone through yet' : 'the last message failed after its retries' };
}

/** Every provider with its mode and whether it is fully working; `answers` from the running process, if any. */
export function providerStatuses(config: ServerConfig, answers?: Answers): ProviderStatus[] {
  const names = messagingProviderNames(config);
  const modes: [ProviderStatus['provider'], string][] = [
    ['payments.wechat', paymentModeOf(config, 'wechat')],
    ['payments.alipay', paymentModeOf(config, 'alipay')],
    ['invoicing', invoicingProviderOf(config, () => new Date()).name],
    ['sms', names.sms],
    ['mail', names.mail],
    ['courier', courierModeOf(config)],
  ];
  return modes.map(([provider, mode]) => {
    if (mode === 'off') return { provider, mode, status: 'degraded', reason: OFF_REASONS[provider] };
    // A live SMS or mail provider is proven by a message going through; the sandbox's always answer.
    if ((provider === 'sms' || provider === 'mail') && mode !== 'sandbox') return { provider, mode, ...answerStatus(answers?.[provider].state()) };
    return { provider, mode, status: 'ok' };
  });
}

/** The start's warning: one block naming everything switched off, or nothing when all is on. */
export function switchedOffWarning(config: ServerConfig): string | undefined {
  const off = providerStatuses(config).filter((entry) => entry.mode === 'off');
  if (!off.length) return undefined;
  return [
    '',
    `  !!! ${off.length} provider(s) switched off: the portal runs, but without them !!!`,
    ...off.map((entry) => `  - ${entry.provider}: ${entry.reason}`),
    '  Set their variables to switch them on (.env.example; README, "Going live"). GET /health lists them too.',
    '',
  ].join('\n');
}
