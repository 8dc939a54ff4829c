import { webcrypto } from 'node:crypto';
import type { DatabaseKind } from '../support/database.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';
import type { ServerConfig } from '../../src/server/config.ts';

/** A clock the test moves by hand: codes, tokens, captchas and locks all read it. */
export function manualClock(start = '2025-06-02T02:00:00Z') {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance(seconds: number) {
      at += seconds * 1000;
    },
  };
}

export type Clock = ReturnType<typeof manualClock>;

export interface AccountServer extends TestServer {
  clock: Clock;
}

export async function startAccountServer(kind: DatabaseKind, config: Partial<ServerConfig> = {}): Promise<AccountServer> {
  const clock = manualClock();
  // Generous per-IP limits: every test shares 127.0.0.1; the rate-limit tests lower them on purpose.
  const server = await startTestServer(kind, {
    now: clock.now,
    config: { ...testConfig, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000, ...config },
  });
  return Object.assign(server, { clock });
}

let devices = 0;
export const newDeviceId = () => `device-${process.pid}-${(devices += 1)}-${Math.random().toString(36).slice(2, 8)}`;

interface OutboxMessage { channel: string; recipient: string; code: string | null; purpose: string | null; body: string; status: string; subject: string | null }

export async function outbox(server: TestServer, query: Record<string, string> = {}): Promise<OutboxMessage[]> {
  const response = await fetch(`${server.baseUrl}/dev/outbox.json?${new URLSearchParams(query)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Draws a graphic code and reads its answer the way a browser test does: from the sandbox outbox. */
export async function solvedCaptcha(server: TestServer) {
  const deviceId = newDeviceId();
  const { body } = await server.call('GET', `/api-uaa/validata/code/${deviceId}`);
  if (body.code !== 0) throw new Error(`captcha refused: ${body.msg}`);
  const [drawn] = await outbox(server, { recipient: deviceId, channel: 'captcha' });
  return { deviceId, captchaCode: drawn!.code! };
}

/** Encrypts as the browser will: WebCrypto RSA-OAEP with SHA-256 over the SPKI PEM the server hands out. */
export async function encryptor(server: TestServer) {
  const { body } = await server.call('GET', '/api-uaa/rsa/anon/publicKey');
  const { keyId, publicKey } = body.data as { keyId: string; publicKey: string };
  const der = Buffer.from(publicKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
  const key = await webcrypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return {
    keyId,
    async encrypt(text: string) {
      const cipher = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
      return Buffer.from(cipher).toString('base64');
    },
  };
}

export async function sendSms(server: TestServer, mobile: string, purpose: string, language = 'zh') {
  const captcha = await solvedCaptcha(server);
  return server.call('GET', `/api-uaa/validata/smscode/${mobile}?${new URLSearchParams({ purpose, ...captcha })}`, { language });
}

export async function sendMail(server: TestServer, email: string, purpose: string) {
  const captcha = await solvedCaptcha(server);
  return server.call('GET', `/api-uaa/validata/emailcode?${new URLSearchParams({ email, purpose, ...captcha })}`);
}

export async function latestCode(server: TestServer, recipient: string) {
  const [message] = await outbox(server, { recipient });
  return message?.code ?? null;
}

export async function register(server: AccountServer, mobile: string, password: string, email: string | null = null) {
  const sent = await sendSms(server, mobile, 'signup');
  if (sent.body.code !== 0) throw new Error(`code refused: ${sent.body.msg}`);
  const rsa = await encryptor(server);
  const { body } = await server.call('POST', '/api-uaa/signup/user', {
    body: { mobile, smsCode: await latestCode(server, mobile), password: await rsa.encrypt(password), keyId: rsa.keyId, email, agreementAccepted: true },
  });
  if (body.code !== 0) throw new Error(`sign-up refused: ${body.msg}`);
  // The next code to the same number must wait out the resend interval.
  server.clock.advance(61);
  return body.data as { id: string; mobile: string };
}

export async function login(server: TestServer, username: string, password: string, language = 'zh') {
  const rsa = await encryptor(server);
  return server.call('POST', '/api-uaa/oauth/user/token', {
    language,
    body: { username, password: await rsa.encrypt(password), keyId: rsa.keyId, ...(await solvedCaptcha(server)) },
  });
}

export async function loginToken(server: TestServer, username: string, password: string) {
  const { body } = await login(server, username, password);
  if (body.code !== 0) throw new Error(`login refused: ${body.msg}`);
  return `Bearer ${(body.data as { accessToken: string }).accessToken}`;
}
