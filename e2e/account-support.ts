import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { onScreen, press, pressButton } from './screen-support';
import { template, w } from './words';

// Shared steps of the account journeys. Codes are read the way a person trying the portal reads them:
// from the sandbox outbox (decision 007), graphic codes included (channel=captcha, recipient = device id).

export const basic = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;
export const PASSWORD = 'Secret2025';

/** 139 and 8 random digits, never ending 0000 (the sandbox's failing suffix). */
export function uniqueMobile(): string {
  for (;;) {
    const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    if (!mobile.endsWith('0000')) return mobile;
  }
}

/** The newest code sent to a recipient (for one purpose, when given: an account has its sign-up code too). */
export async function outboxCode(request: APIRequestContext, recipient: string, channel: 'sms' | 'email' | 'captcha', purpose?: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const body = await (await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&channel=${channel}&limit=10`)).json();
    const messages = body.messages as { code: string | null; purpose: string | null }[];
    code = messages.find((message) => !purpose || message.purpose === purpose)?.code ?? '';
    return code;
  }, { message: `a ${channel} code for ${recipient}` }).not.toBe('');
  return code;
}

/** Remembers the device id of the graphic code the page drew last. */
export function watchCaptcha(page: Page): { deviceId: () => string } {
  let last = '';
  page.on('request', (request) => {
    const match = /\/api-uaa\/validata\/code\/([^/?]+)/.exec(request.url());
    if (match) last = decodeURIComponent(match[1] as string);
  });
  return { deviceId: () => last };
}

const captchaPicture = /图形验证码图片|Graphic code picture|그림 인증 코드 이미지/;
const captchaLabel = /^(图形验证码|Graphic code|그림 인증 코드)$/;

/** Types the answer of the picture now shown (a new one appears after every failed use). */
export async function solveCaptcha(page: Page, request: APIRequestContext, captcha: { deviceId: () => string }, previous?: string) {
  await expect(page.getByRole('img', { name: captchaPicture })).toBeVisible();
  const answer = await outboxCode(request, captcha.deviceId(), 'captcha');
  if (previous !== undefined) expect(answer).not.toBe(previous);
  await page.getByLabel(captchaLabel).fill(answer);
  return answer;
}

export async function logInThroughPage(page: Page, request: APIRequestContext, captcha: { deviceId: () => string }, account: string, password: string) {
  await page.getByLabel(w(page, '手机号码或电子邮箱')).fill(account);
  await page.getByLabel(w(page, '密码'), { exact: true }).fill(password);
  await solveCaptcha(page, request, captcha);
  await pressButton(page, '登录');
}

/**
 * Registers `mobile` on the register page (where it starts) with the SMS code from the outbox; ends on the login
 * page, which says so and holds the number.
 */
export async function registerThroughPage(page: Page, request: APIRequestContext, captcha: { deviceId: () => string }, mobile: string, password: string) {
  await onScreen(page, '注册');
  await page.getByLabel(w(page, '手机号码')).fill(mobile);
  await solveCaptcha(page, request, captcha);
  await pressButton(page, '获取验证码');
  const sent = w(page, '6位验证码已发送至{{target}}，10分钟内有效。', { values: { target: mobile } });
  await expect(page.getByText(sent)).toBeVisible();
  await expect(page.getByRole('button', { name: template(page, '{{seconds}}秒后可重新获取') })).toBeDisabled();
  await page.getByLabel(w(page, '短信验证码')).fill(await outboxCode(request, mobile, 'sms'));
  await page.getByLabel(w(page, '密码'), { exact: true }).fill(password);
  await page.getByLabel(w(page, '确认密码')).fill(password);
  await page.getByLabel(w(page, '我已阅读并同意用户协议')).check();
  await press(page.getByRole('button', { name: w(page, '注册'), exact: true }));
  await onScreen(page, '登录');
  await expect(page.getByText(w(page, '注册成功。请使用手机号码和密码登录。'))).toBeVisible();
  await expect(page.getByLabel(w(page, '手机号码或电子邮箱'))).toHaveValue(mobile);
}

// The same steps through the API, for journeys that need an account to exist already.

function encrypt(publicKey: string, text: string): string {
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
}

async function apiCaptcha(request: APIRequestContext) {
  const deviceId = randomUUID();
  await request.get(`/api-uaa/validata/code/${deviceId}`, { headers: { authorization: basic } });
  return { deviceId, captchaCode: await outboxCode(request, deviceId, 'captcha') };
}

async function rsaKey(request: APIRequestContext) {
  const body = await (await request.get('/api-uaa/rsa/anon/publicKey', { headers: { authorization: basic } })).json();
  return body.data as { keyId: string; publicKey: string };
}

/** A session's access token, signed in through the API with a graphic code from the outbox. */
export async function apiSignIn(request: APIRequestContext, mobile: string, password: string): Promise<string> {
  const key = await rsaKey(request);
  const login = await apiCaptcha(request);
  const session = await (await request.post('/api-uaa/oauth/user/token', {
    headers: { authorization: basic },
    data: { username: mobile, password: encrypt(key.publicKey, password), keyId: key.keyId, ...login },
  })).json();
  expect(session.code, session.msg).toBe(0);
  return session.data.accessToken as string;
}

export async function createUser(request: APIRequestContext, options: { email?: string } = {}) {
  const mobile = uniqueMobile();
  const captcha = await apiCaptcha(request);
  const sent = await (await request.get(`/api-uaa/validata/smscode/${mobile}?purpose=signup&deviceId=${captcha.deviceId}&captchaCode=${captcha.captchaCode}`, { headers: { authorization: basic } })).json();
  expect(sent.code, sent.msg).toBe(0);
  const smsCode = await outboxCode(request, mobile, 'sms');
  const key = await rsaKey(request);
  const signUp = await (await request.post('/api-uaa/signup/user', {
    headers: { authorization: basic },
    data: { mobile, smsCode, password: encrypt(key.publicKey, PASSWORD), keyId: key.keyId, agreementAccepted: true },
  })).json();
  expect(signUp.code, signUp.msg).toBe(0);
  if (options.email) {
    const bearer = { authorization: `Bearer ${await apiSignIn(request, mobile, PASSWORD)}` };
    const forEmail = await apiCaptcha(request);
    const mailed = await (await request.get(`/api-uaa/validata/emailcode?email=${encodeURIComponent(options.email)}&purpose=changeEmail&deviceId=${forEmail.deviceId}&captchaCode=${forEmail.captchaCode}`, { headers: { authorization: basic } })).json();
    expect(mailed.code, mailed.msg).toBe(0);
    const emailCode = await outboxCode(request, options.email, 'email');
    const changed = await (await request.put('/api-user/users/email', { headers: bearer, data: { email: options.email, emailCode } })).json();
    expect(changed.code, changed.msg).toBe(0);
    await request.delete('/api-uaa/oauth/user/token', { headers: bearer });
  }
  return { mobile, password: PASSWORD, email: options.email, codesSentAt: Date.now() };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/**
 * Moves the sandbox server's clock `seconds` ahead (decision 048), so a journey passes a cooldown without waiting it
 * out. Only the "moved clock" project's server may be moved (playwright.config.ts): on the journeys' shared server it
 * would put the server ahead of the pay screen's clock.
 */
export async function moveServerClock(request: APIRequestContext, seconds: number) {
  const moved = await request.post('/dev/clock', { data: { seconds } });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * The server sends one code per number or address per 60 s (decision 007), and making the account sent one:
 * a journey that asks for another moves the server's clock past the rest of that minute. The clock only ever moves
 * forward, so the real time gone by since the account was made counts too.
 */
export async function afterResendCooldown(page: Page, user: TestUser) {
  const left = user.codesSentAt + 61_000 - Date.now();
  if (left > 0) await moveServerClock(page.request, Math.ceil(left / 1000));
}

export function uniqueEmail(): string {
  return `e2e-${randomUUID().slice(0, 8)}@example.com`;
}
