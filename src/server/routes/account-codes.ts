import type { Context } from 'hono';
import { z } from 'zod';
import { captchaCodeSchema, emailSchema, mobileSchema } from '../../domain/account-rules.ts';
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
import { parse } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { accountWords } from '../http/handlers/words.ts';

// Not a person's field: the client makes it up, so a bad one is plain invalid input.
const deviceIdSchema = z.string().min(8).max(64);

const sendQuery = (channel: CodeChannel) => z.object({
  purpose: z.enum(Object.keys(codePurposes[channel]) as [string, ...string[]], { error: 'invalidInput' }),
  deviceId: deviceIdSchema,
  captchaCode: captchaCodeSchema,
});

async function sendCode(c: Context<AppEnv>, channel: CodeChannel, target: string) {
  const { purpose, deviceId, captchaCode } = parse(c, sendQuery(channel), c.req.query(), { words: accountWords });
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
    const { deviceId } = parse(c, z.object({ deviceId: deviceIdSchema }), { deviceId: c.req.param('deviceId') }, { words: accountWords });
    const label = { zh: '图形验证码', en: 'Graphic code', ko: '그림 인증 코드' }[c.get('language')];
    c.header('Cache-Control', 'no-store');
    const accounts = c.get('accounts');
    await limit(c, `captcha:ip:${clientAddress(c)}`, accounts.policy.captchaDrawsPerIpPer10Min, 600, 'captchaDrawsLimited');
    return ok(c, 'getCaptcha', await accounts.captchas.draw(deviceId, label));
  },

  async sendSmsCode(c) {
    const { mobile } = parse(c, z.object({ mobile: mobileSchema }), { mobile: c.req.param('mobileNumber') }, { words: accountWords });
    return sendCode(c, 'sms', mobile);
  },

  async sendEmailCode(c) {
    const { email } = parse(c, z.object({ email: emailSchema }), { email: c.req.query('email') }, { words: accountWords });
    return sendCode(c, 'email', normaliseEmail(email));
  },
};
