import type { Context, Handler } from 'hono';
import type { z } from 'zod';
import { accountMessage, accountMessages } from '../../domain/account-messages.ts';
import { beijingTime } from '../accounts/clock.ts';
import type { CodeVerdict } from '../accounts/codes.ts';
import type { AppEnv } from '../http/env.ts';
import { clientAddress } from '../http/client-address.ts';
import { parseJsonInput } from '../http/json-input.ts';
import { fail, type FailCode } from '../http/envelope.ts';
import type { Localized } from '../http/language.ts';
import { serverMessages, type ServerMessage } from '../http/messages.ts';

// The steps every account handler shares: read and check input, apply limits, check codes. A step that refuses
// throws a Refusal carrying the answer, so a handler reads as its happy path.

export class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

export function refuse(c: Context<AppEnv>, code: FailCode, message: ServerMessage | Localized, data: unknown = null): never {
  throw new Refusal(fail(c, code, message, data));
}

export function guarded(handler: Handler<AppEnv>): Handler<AppEnv> {
  return async (c, next) => {
    try {
      return await handler(c, next);
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
  };
}

export function guardAll<T extends Record<string, Handler<AppEnv>>>(handlers: T): T {
  return Object.fromEntries(Object.entries(handlers).map(([id, handler]) => [id, guarded(handler)])) as T;
}

/**
 * A body that is not JSON, nests too deep or holds a control character is bad input (code 400, naming the field),
 * never a 500. An absent body reads as {}.
 */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  return jsonFrom(c, await c.req.text());
}

export function jsonFrom(c: Context<AppEnv>, text: string): unknown {
  const verdict = parseJsonInput(text);
  if (verdict.ok) return verdict.value;
  if (verdict.reason === 'control') {
    return refuse(c, 400, 'controlCharacters', { fields: { [verdict.path]: serverMessages.controlCharacters[c.get('language')] } });
  }
  return refuse(c, 400, verdict.reason === 'depth' ? 'inputTooDeep' : 'invalidInput');
}

/** Parses with a src/domain schema; refusals carry the first message and every field's message. */
export function parse<S extends z.ZodType>(c: Context<AppEnv>, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const language = c.get('language');
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // zod's own wording (a body that is not an object, a wrong type) is not for people: it reads as "invalid input".
    const known = issue.message in accountMessages;
    fields[issue.path.length ? issue.path.join('.') : '_'] ??= known ? accountMessage(issue.message, language) : serverMessages.invalidInput[language];
  }
  const first = Object.values(fields)[0] ?? serverMessages.invalidInput[language];
  return refuse(c, 400, { zh: first, en: first, ko: first }, { fields });
}

export function fillIn(message: Localized, values: Record<string, string | number>): Localized {
  const replace = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  return { zh: replace(message.zh), en: replace(message.en), ko: replace(message.ko) };
}

export const clientIp = clientAddress;

export async function limit(c: Context<AppEnv>, bucket: string, max: number, windowSeconds: number) {
  const verdict = await c.get('accounts').rateLimiter.hit(bucket, max, windowSeconds);
  if (!verdict.allowed) refuse(c, 429, fillIn(serverMessages.tooManyAttempts, { seconds: verdict.retryAfterSeconds }));
}

export async function requireCaptcha(c: Context<AppEnv>, deviceId: string, answer: string) {
  const verdict = await c.get('accounts').captchas.check(deviceId, answer);
  if (verdict === 'expired') refuse(c, 400, 'captchaExpired', { fields: { captchaCode: serverMessages.captchaExpired[c.get('language')] } });
  if (verdict === 'wrong') refuse(c, 400, 'captchaWrong', { fields: { captchaCode: serverMessages.captchaWrong[c.get('language')] } });
}

const codeMessages: Record<Exclude<CodeVerdict, 'ok'>, ServerMessage> = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  tooManyTries: 'codeTooManyTries',
};

export async function requireCode(c: Context<AppEnv>, field: string, target: string, purpose: string, code: string) {
  const verdict = await c.get('accounts').codes.check(target, purpose, code);
  if (verdict !== 'ok') {
    const message = codeMessages[verdict];
    refuse(c, 400, message, { fields: { [field]: serverMessages[message][c.get('language')] } });
  }
}

/** Decrypts an RSA-encrypted password field; a key the server no longer knows means the page is stale. */
export async function decryptPassword(c: Context<AppEnv>, field: string, keyId: string, ciphertext: string): Promise<string> {
  const result = await c.get('accounts').rsa.decrypt(keyId, ciphertext);
  if (result.ok) return result.text;
  return refuse(c, 400, 'passwordKeyStale', { fields: { [field]: serverMessages.passwordKeyStale[c.get('language')] } });
}

export const untilText = (date: Date) => beijingTime(date);

export function currentUserId(c: Context<AppEnv>): string {
  const userId = c.get('userId');
  if (!userId) return refuse(c, 401, 'loginAgain');
  return userId;
}
