// Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms) through its official SDK: the SDK signs each call with the
// AccessKey (ACS3-HMAC-SHA256 in its Authorization header). The gateway sends no free text: each template, approved
// in the Alibaba Cloud console, holds the words and takes the code as ${code}, or a milestone's values (${orderNo},
// ${amount}) — decisions 032 and 044.
import * as dysmsapi from '@alicloud/dysmsapi20170525';
import type { Language } from '../../../domain/constants.ts';
import type { SmsPurpose } from '../../accounts/code-purposes.ts';
import { MILESTONE_KINDS, MILESTONE_SMS_PARAMS, type MilestoneKind } from '../../notifications/texts.ts';
import type { Delivery, SmsMessage, SmsProvider } from './sms.ts';

/** A template code in Chinese, and in English or Korean where the console has one. */
export type TemplateCodes = { zh: string } & Partial<Record<Language, string>>;

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved sign name (签名), shown as 【…】 before the text. */
  signName: string;
  /** The verification-code templates, per purpose. */
  templates: Record<SmsPurpose, TemplateCodes>;
  /** The notification templates, per milestone (sent with the purpose `notification:<milestone>`). */
  milestoneTemplates: Record<MilestoneKind, TemplateCodes>;
  /** dysmsapi.aliyuncs.com unless an operator (or a test's local server) names another. */
  endpoint: string;
  protocol: 'https' | 'http';
  /** Per attempt, ms. */
  timeoutMs: number;
}

export const ALIYUN_SMS_ENDPOINT = 'dysmsapi.aliyuncs.com';

// The package is CommonJS with `exports.default = Client`: Node's ESM loader hands the whole exports object as the
// default, a bundler the class itself.
type SmsClient = dysmsapi.default;
const SmsClientClass: typeof dysmsapi.default = (dysmsapi.default as unknown as { default?: typeof dysmsapi.default }).default ?? dysmsapi.default;

/**
 * Business errors answered in the body (HTTP 200, Code other than OK): `isp.*` are the platform's own faults and
 * worth another try; `isv.*` are about this call (number, template, sign, flow control per number) and are not.
 */
const transientCode = (code: string) => code.startsWith('isp.') || /Throttling|ServiceUnavailable|InternalError/i.test(code);

const NOTIFICATION = 'notification:';
const isMilestone = (kind: string): kind is MilestoneKind => (MILESTONE_KINDS as readonly string[]).includes(kind);

/** The template and its values for a message, or why it cannot be sent (no retry would change that). */
function templateOf(settings: AliyunSmsSettings, message: SmsMessage): { templates: TemplateCodes; param: Record<string, string> } | string {
  const purpose = message.purpose ?? '(none)';
  if (purpose.startsWith(NOTIFICATION)) {
    const kind = purpose.slice(NOTIFICATION.length);
    if (!isMilestone(kind)) return `no SMS template for the purpose ${purpose}`;
    const param = message.params ?? {};
    const missing = MILESTONE_SMS_PARAMS[kind].filter((name) => !param[name]);
    if (missing.length) return `the notification ${kind} lacks its template parameter ${missing.join(', ')}`;
    return { templates: settings.milestoneTemplates[kind], param: Object.fromEntries(MILESTONE_SMS_PARAMS[kind].map((name) => [name, param[name]!])) };
  }
  const templates = Object.hasOwn(settings.templates, purpose) ? settings.templates[purpose as SmsPurpose] : undefined;
  if (!templates || !message.code) return `no SMS template for the purpose ${purpose}`;
  return { templates, param: { code: message.code } };
}

export function aliyunSms(settings: AliyunSmsSettings): SmsProvider {
  const client: SmsClient = new SmsClientClass({
    accessKeyId: settings.accessKeyId,
    accessKeySecret: settings.accessKeySecret,
    endpoint: settings.endpoint,
    protocol: settings.protocol,
    connectTimeout: settings.timeoutMs,
    readTimeout: settings.timeoutMs,
  } as ConstructorParameters<typeof dysmsapi.default>[0]);

  return {
    async send(message): Promise<Delivery> {
      const template = templateOf(settings, message);
      if (typeof template === 'string') return { delivered: false, error: template, permanent: true };
      const request = new dysmsapi.SendSmsRequest({
        phoneNumbers: message.to,
        signName: settings.signName,
        templateCode: template.templates[message.language ?? 'zh'] ?? template.templates.zh,
        templateParam: JSON.stringify(template.param),
      });
      try {
        const { body } = await client.sendSms(request);
        if (body?.code === 'OK') return { delivered: true };
        const code = body?.code ?? 'no Code';
        return { delivered: false, error: `Alibaba Cloud SMS ${code}: ${body?.message ?? ''} (request ${body?.requestId ?? '?'})`, permanent: !transientCode(code) };
      } catch (error) {
        // Refusals of the call itself (HTTP 4xx: signature, AccessKey, parameters) stay refused; a 5xx, a throttle
        // or no answer at all may pass.
        const { statusCode, code, message: text } = error as { statusCode?: number; code?: string; message?: string };
        const permanent = statusCode !== undefined && statusCode >= 400 && statusCode < 500 && !transientCode(code ?? '');
        return { delivered: false, error: `Alibaba Cloud SMS ${code ?? 'call failed'}: ${text ?? String(error)}`, permanent };
      }
    },
  };
}
