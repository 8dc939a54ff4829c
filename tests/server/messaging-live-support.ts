// A portal outside the sandbox whose SMS and mail go to the live providers, pointed at local servers speaking their
// protocols. Its configuration is read from an environment by messagingFromEnv, as at a real start. Only the graphic
// code is still written to the outbox table (the test cannot read a picture); the codes themselves are not.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/server/app.ts';
import { createCaptchas } from '../../src/server/accounts/captcha.ts';
import { createAccountServices } from '../../src/server/accounts/services.ts';
import { messagingFromEnv } from '../../src/server/providers/messaging-config.ts';
import { openTestDatabase, type DatabaseKind } from '../support/database.ts';
import { liveMessagingEnv } from '../support/messaging-env.ts';
import { basicCredential, testConfig } from '../support/server.ts';
import { manualClock, newDeviceId } from './account-support.ts';

export async function startLiveMessagingPortal(kind: DatabaseKind, env: Record<string, string>) {
  const database = await openTestDatabase(kind);
  const clock = manualClock();
  const logs: string[] = [];
  const config = {
    ...testConfig, sandbox: false, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000,
    messaging: messagingFromEnv({ ...liveMessagingEnv, MESSAGE_RETRY_BACKOFF_MS: '10,20', MESSAGE_TIMEOUT_MS: '3000', ...env }, false),
  };
  const log = (line: string) => logs.push(line);
  const services = createAccountServices({ db: database.db, config, now: clock.now, log });
  const accounts = { ...services, captchas: createCaptchas(database.db, config.tokenSecret, clock.now, services.outbox) };
  const app = createApp({ db: database.db, config, now: clock.now, accounts, log });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(path: string, language: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(baseUrl + path, {
      method: init.method ?? 'GET',
      headers: { authorization: basicCredential, 'accept-language': language, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return (await response.json()) as { code: number; msg: string; data: unknown };
  }

  async function captcha() {
    const deviceId = newDeviceId();
    await call(`/api-uaa/validata/code/${deviceId}`, 'zh');
    const [drawn] = await services.outbox.list({ recipient: deviceId, channel: 'captcha' });
    return { deviceId, captchaCode: drawn!.code! };
  }

  return {
    baseUrl, clock, logs, config, call,
    db: database.db,
    /** The providers as the server's notification worker gets them (main.ts): configured, retried, logged. */
    sms: services.sms,
    mail: services.mail,
    /** Nothing a code travels in may land in the outbox outside the sandbox. */
    sentToOutbox: async () => (await services.outbox.list()).filter((entry) => entry.channel !== 'captcha'),
    /** The portal's own verdict on a code, as sign-up would give it. */
    checkCode: (target: string, purpose: string, code: string) => services.codes.check(target, purpose, code),
    async sendSms(mobile: string, purpose: string, language = 'zh') {
      return call(`/api-uaa/validata/smscode/${mobile}?${new URLSearchParams({ purpose, ...(await captcha()) })}`, language);
    },
    async sendMail(email: string, purpose: string, language = 'zh') {
      return call(`/api-uaa/validata/emailcode?${new URLSearchParams({ email, purpose, ...(await captcha()) })}`, language);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
    },
  };
}

export type LiveMessagingPortal = Awaited<ReturnType<typeof startLiveMessagingPortal>>;
