import type { Context } from 'hono';
import { codePurposes } from '../accounts/code-purposes.ts';
import { codeText } from '../accounts/code-texts.ts';
import type { CodeChannel } from '../accounts/codes.ts';
import { CODE_SEND_FAILED_RETRY_SECONDS } from '../accounts/policy.ts';
import { findUserByAccount, normaliseEmail } from '../accounts/users.ts';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { serverMessages } from '../http/messages.ts';
import { clientAddress } from '../http/client-address.ts';
import { fillIn } from '../http/fill-in.ts';
import { limit, requireCaptcha } from '../http/handlers/checks.ts';
import { untilText } from '../http/handlers/clock.ts';
import { checkedParam, checkedQuery } from '../http/checked-input.ts';
import { refuse } from '../http/handlers/refusal.ts';

async function sendCode(c: Context<AppEnv>, channel: CodeChannel, target: string) {
  const { purpose, deviceId, captchaCode } = checkedQuery(c, channel === 'sms' ? 'sendSmsCode' : 'sendEmailCode');
  const accounts = c.get('accounts');
  await limit(c, `code:ip:${clientAddress(c)}`, accounts.policy.codeSendsPerIpPerHour, 3600);
  await requireCaptcha(c, deviceId, captchaCode);

  const rule = (codePurposes[channel] as Record<string, 'new' | 'known' | 'any'>)[purpose];
  const existing = await findUserByAccount(c.get('db'), target);
  if (rule === 'new' && existing) refuse(409, channel === 'sms' ? 'mobileTaken' : 'emailTaken');
  // For a target that must be known but is not, a code is made and never sent: the answer and the limits are the
  // same as for a real account, so this call does not tell who is registered.
  const deliver = rule === 'known' && !existing ? undefined : async (code: string) => {
    const language = c.get('language');
    const { subject, text, mailText, html } = codeText(code, language);
    const delivery = channel === 'sms'
      ? await accounts.sms.send({ to: target, text, code, purpose, language })
      : await accounts.mail.send({ to: target, subject, text: mailText, html, code, purpose, language });
    return delivery.delivered;
  };

  const outcome = await accounts.codes.send(channel, target, purpose, deliver);
  if (outcome.sent) return ok(c, channel === 'sms' ? 'sendSmsCode' : 'sendEmailCode', { expiresInSeconds: outcome.expiresInSeconds, resendAfterSeconds: outcome.resendAfterSeconds });
  if (outcome.why === 'deliveryFailed') return refuse(500, fillIn(serverMessages.codeSendFailed, { seconds: CODE_SEND_FAILED_RETRY_SECONDS }));
  if (outcome.why === 'cooldown') return refuse(429, fillIn(serverMessages.codeCooldown, { seconds: outcome.retryAfterSeconds }));
  return refuse(429, fillIn(serverMessages.codeDailyLimit, { until: untilText(outcome.retryAt) }));
}

export const accountCodeHandlers: OperationHandlers = {
  async getCaptcha(c) {
    const deviceId = checkedParam(c, 'deviceId');
    const label = { zh: '图形验证码', en: 'Graphic code', ko: '그림 인증 코드' }[c.get('language')];
    c.header('Cache-Control', 'no-store');
    const accounts = c.get('accounts');
    await limit(c, `captcha:ip:${clientAddress(c)}`, accounts.policy.captchaDrawsPerIpPer10Min, 600, 'captchaDrawsLimited');
    return ok(c, 'getCaptcha', await accounts.captchas.draw(deviceId, label));
  },

  async sendSmsCode(c) {
    return sendCode(c, 'sms', checkedParam(c, 'mobileNumber'));
  },

  async sendEmailCode(c) {
    return sendCode(c, 'email', normaliseEmail(checkedQuery(c, 'sendEmailCode').email));
  },
};
