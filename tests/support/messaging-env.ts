import { smsPurposes } from '../../src/server/accounts/code-purposes.ts';
import { MILESTONE_KINDS } from '../../src/server/notifications/texts.ts';
import { templateVariable } from '../../src/server/providers/messaging-config.ts';

/**
 * What a production start needs for its SMS and mail providers besides the secrets (README, "Going live"): an
 * Alibaba Cloud AccessKey, sign name and a template per code purpose and per milestone, and an SMTP relay. Values only shaped like real ones.
 */
export const liveMessagingEnv: Record<string, string> = {
  ALIYUN_ACCESS_KEY_ID: 'LTAI5tTestAccessKeyId00',
  ALIYUN_ACCESS_KEY_SECRET: 'test-access-key-secret-0123456789',
  ALIYUN_SMS_SIGN_NAME: '签证申请中心',
  ...Object.fromEntries(smsPurposes.map((purpose, index) => [templateVariable(purpose), `SMS_4650000${index}`])),
  ...Object.fromEntries(MILESTONE_KINDS.map((kind, index) => [templateVariable(kind), `SMS_4651000${index}`])),
  SMTP_HOST: 'smtp.example.cn',
  SMTP_PORT: '465',
  SMTP_USER: 'noreply@visa.example.cn',
  SMTP_PASSWORD: 'test-smtp-password',
  MAIL_FROM: 'Visa Application Center <noreply@visa.example.cn>',
};
