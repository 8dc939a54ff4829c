import type { Context } from 'hono';
import type { CodeVerdict } from '../../accounts/codes.ts';
import type { AppEnv } from '../env.ts';
import { fillIn } from '../fill-in.ts';
import { serverMessages, type ServerMessage } from '../messages.ts';
import { refuse } from './refusal.ts';

// The checks a handler asks the account services for before it acts: each refuses in the field's words.

/** Takes a hit of the bucket, or refuses saying how long to wait; answers when the hit was taken (to give it back). */
export async function limit(c: Context<AppEnv>, bucket: string, max: number, windowSeconds: number, message: ServerMessage = 'tooManyAttempts'): Promise<Date> {
  const verdict = await c.get('accounts').rateLimiter.hit(bucket, max, windowSeconds);
  if (verdict.allowed) return verdict.at;
  const seconds = verdict.retryAfterSeconds;
  // "3517秒" is no way to say an hour: from two minutes on, the general wait is said in minutes, rounded up.
  if (message === 'tooManyAttempts' && seconds >= 120) return refuse(429, fillIn(serverMessages.tooManyAttemptsMinutes, { minutes: Math.ceil(seconds / 60) }));
  return refuse(429, fillIn(serverMessages[message], { seconds }));
}

export async function requireCaptcha(c: Context<AppEnv>, deviceId: string, answer: string) {
  const verdict = await c.get('accounts').captchas.check(deviceId, answer);
  if (verdict === 'expired') refuse(400, 'captchaExpired', { fields: { captchaCode: serverMessages.captchaExpired[c.get('language')] } });
  if (verdict === 'wrong') refuse(400, 'captchaWrong', { fields: { captchaCode: serverMessages.captchaWrong[c.get('language')] } });
}

const codeMessages: Record<Exclude<CodeVerdict, 'ok'>, ServerMessage> = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  tooManyTries: 'codeTooManyTries',
};

export async function requireCode(c: Context<AppEnv>, field: string, target: string, purpose: string, code: string, options: { spend?: boolean } = {}) {
  const verdict = await c.get('accounts').codes.check(target, purpose, code, options);
  if (verdict !== 'ok') {
    const message = codeMessages[verdict];
    refuse(400, message, { fields: { [field]: serverMessages[message][c.get('language')] } });
  }
}

/** Decrypts an RSA-encrypted password field; a key the server no longer knows means the page is stale. */
export async function decryptPassword(c: Context<AppEnv>, field: string, keyId: string, ciphertext: string): Promise<string> {
  const result = await c.get('accounts').rsa.decrypt(keyId, ciphertext);
  if (result.ok) return result.text;
  return refuse(400, 'passwordKeyStale', { fields: { [field]: serverMessages.passwordKeyStale[c.get('language')] } });
}
