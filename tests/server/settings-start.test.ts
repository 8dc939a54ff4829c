// A production start through the real entry (src/server/main.ts), as an operator makes it: with nothing set it names
// every missing setting in one message grouped by provider (issue 38 item 14); with .env.example filled in it starts
// on the first try and warns in one block what is switched off (item 15); a numeric setting that is not a whole
// number in its range, or a weak or look-alike secret, stops it naming the variable (issue 39 item 3); a database it
// cannot open ends in one "did not start" line, not a stack trace (issue 38 item 17).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvExample } from '../support/env-example.ts';
import { liveMessagingEnv } from '../support/messaging-env.ts';
import { testSecrets } from '../support/secrets.ts';
import { freePort, spawnedProcess, type StartedProcess } from '../support/server-process.ts';

let dir: string;
const spawned: StartedProcess[] = [];
const start = (env: Record<string, string>) => spawnedProcess(spawned, env);
/** Where each process keeps its (never opened, for a refused start) PGlite data. */
const local = async (name: string) => ({ PORT: String(await freePort()), HOST: '127.0.0.1', PGLITE_DIR: join(dir, name), STATIC_DIR: '' });
const production = { ...testSecrets, ...liveMessagingEnv, PUBLIC_ORIGIN: 'https://visa.example.cn' };
/** The lines of a refusal, and that it is a refusal and not a crash. */
async function refusal(started: StartedProcess): Promise<string> {
  expect(await started.exited).toBe(1);
  const output = started.output();
  expect(output).toMatch(/^Visa Portal did not start: /);
  expect(output).not.toMatch(/^\s+at /m);
  return output;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-settings-'));
});
afterAll(() => {
  // Should one of them start after all, it must not outlive the test.
  for (const started of spawned) started.child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('a production start', () => {
  it('with nothing set names every setting .env.example asks for, in one message grouped by provider', async () => {
    const output = await refusal(start(await local('bare')));
    const named = [...output.matchAll(/^ {4}- ([A-Z][A-Z0-9_]*) is not set/gm)].map((match) => match[1]);
    const toFill = [...readEnvExample().required.keys()];
    expect(new Set(named)).toEqual(new Set(toFill));
    expect(output).toMatch(/^ {2}core:$/m);
    expect(output).toMatch(/^ {2}SMS \(Alibaba Cloud\):$/m);
    expect(output).toMatch(/^ {2}mail \(SMTP\):$/m);
    // One message: the count first, then the groups.
    expect(output).toMatch(new RegExp(`did not start: ${toFill.length} settings are missing or invalid`));
  }, 120_000);

  it('with .env.example filled in starts on the first try, warns of what is off in one block, and /health says degraded', async () => {
    const { required } = readEnvExample();
    const values: Record<string, string> = { ...production, PUBLIC_ORIGIN: 'https://visa.example.cn' };
    const env = Object.fromEntries([...required].map(([name, written]) => {
      const value = written || values[name];
      if (value === undefined) throw new Error(`.env.example asks for ${name}, which this test has no value for`);
      return [name, value];
    }));
    const settings = await local('filled');
    const started = start({ ...env, ...settings });
    await started.ready;
    // The warning follows the "Visa Portal on" line, on stderr.
    await expect.poll(() => started.output(), { timeout: 10_000 }).toContain('GET /health lists them too.');
    const output = started.output();
    const block = /!!! 4 provider\(s\) switched off[\s\S]*?GET \/health lists them too\./.exec(output)?.[0] ?? '';
    for (const provider of ['payments.wechat', 'payments.alipay', 'invoicing', 'courier']) expect(block).toContain(`- ${provider}: off`);
    const health = await fetch(`http://127.0.0.1:${settings.PORT}/health`);
    expect(health.status).toBe(200);
    const body = (await health.json()) as { status: string; providers: { provider: string; status: string }[] };
    expect(body.status).toBe('degraded');
    expect(body.providers.filter((entry) => entry.status === 'degraded').map((entry) => entry.provider).sort())
      .toEqual(['courier', 'invoicing', 'mail', 'payments.alipay', 'payments.wechat', 'sms']);
    started.child.kill('SIGTERM');
    await started.exited;
  }, 180_000);

  it('refuses each numeric setting that is not a whole number in its range, naming it', async () => {
    const bad = {
      LOGINS_PER_IP_PER_10_MIN: '30x', IDLE_TIMEOUT_SECONDS: '30min', CODE_SENDS_PER_IP_PER_HOUR: 'abc', TOKEN_MAX_AGE_SECONDS: '-1',
      GATEWAY_TIMEOUT_MS: 'abc', UPLOAD_TOKENS_PER_IP_PER_HOUR: '0', TRUSTED_PROXIES: '1.5', MESSAGE_TIMEOUT_MS: '1e3',
      MESSAGE_RETRY_BACKOFF_MS: '300,soon', SANDBOX_PAYMENT_LATENCY_MS: '-5', SANDBOX_INVOICING_DELAY_MS: '5s',
    };
    const settings = await local('numbers');
    const output = await refusal(start({ ...production, ...bad, ...settings, PORT: '70000' }));
    for (const [name, value] of Object.entries({ ...bad, PORT: '70000' })) expect(output).toMatch(new RegExp(`- ${name} must be .*${value.replace('.', '\\.')}`));
  }, 120_000);

  it('refuses a secret with little variety and two secrets a character apart, naming them', async () => {
    const repeated = start({ ...production, ...(await local('repeated')), TOKEN_SECRET: 'a'.repeat(32) });
    const alike = start({ ...production, ...(await local('alike')), STORED_SECRETS_KEY: `${testSecrets.DOWNLOAD_LINK_SECRET.slice(0, -1)}Z` });
    expect(await refusal(repeated)).toMatch(/TOKEN_SECRET has too little variety: 1 different characters, at least 16/);
    expect(await refusal(alike)).toMatch(/DOWNLOAD_LINK_SECRET and STORED_SECRETS_KEY must differ/);
  }, 120_000);
});

describe('a database the start cannot open', () => {
  it('a PostgreSQL database that does not exist ends in one line naming it', async () => {
    const output = await refusal(start({ ...production, ...(await local('unused')), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/does_not_exist' }));
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/did not start: the database cannot be opened \(DATABASE_URL postgres:\/\/127\.0\.0\.1:5432\/does_not_exist\)/);
  }, 120_000);

  it('a PGLITE_DIR another process holds ends in one line naming it', async () => {
    const settings = await local('held');
    mkdirSync(settings.PGLITE_DIR, { recursive: true });
    // This test's own process is the holder: alive, and not the one starting.
    writeFileSync(join(settings.PGLITE_DIR, 'portal.lock'), String(process.pid));
    const output = await refusal(start({ ...production, ...settings }));
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(`did not start: the database cannot be opened (PGLITE_DIR ${settings.PGLITE_DIR}): The data directory ${settings.PGLITE_DIR} is in use by process ${process.pid}`);
  }, 120_000);
});
