import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { incorrectMessages } from '../src/server/incorrect/messages';
import { milestoneTexts, type MilestoneKind } from '../src/server/notifications/texts';

// The production stand's control API (tests/support/production-stand/control.ts), as the journeys use it: a person's
// phone (the SMS peer) and mailbox (the SMTP peer), the graphic code's answer, the first admins' enrolment links,
// and the payer approving at the WeChat Pay peer. Nothing here reaches the portal: it is the world around it.

const standUrl = () => {
  const url = process.env.E2E_STAND_URL;
  if (!url) throw new Error('E2E_STAND_URL is not set: run these journeys with playwright.production.config.ts');
  return url;
};

async function standGet<T>(path: string): Promise<T> {
  const response = await fetch(standUrl() + path);
  expect(response.status, `stand ${path}`).toBe(200);
  return (await response.json()) as T;
}

async function standPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(standUrl() + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as T & { error?: string };
  expect(response.status, `stand ${path}: ${answer.error ?? ''}`).toBe(200);
  return answer;
}

export interface Enrolment { email: string; name: string; link: string | null; output: string; exitCode: number | null }
export interface Sms { index: number; mobile: string; templateCode: string; purpose: string | null; params: Record<string, string> }
export interface Mail { index: number; to: string[]; subject: string; text: string; html: string; links: string[] }

export async function enrolmentOf(index: number): Promise<Enrolment & { link: string }> {
  const { enrolments } = await standGet<{ enrolments: Enrolment[] }>('/state');
  const made = enrolments[index];
  expect(made, `the stand made first admin ${index}`).toBeTruthy();
  expect(made!.link, `npm run staff -- create-admin --email ${made!.email} printed an enrolment link; it printed (exit ${made!.exitCode}):\n${made!.output}`).toBeTruthy();
  return made as Enrolment & { link: string };
}

/** The answer of the graphic code the portal drew last for this device id. */
export async function captchaAnswer(deviceId: string): Promise<string> {
  let answer = '';
  await expect.poll(async () => {
    answer = (await standGet<{ answer: string | null }>(`/captcha/${encodeURIComponent(deviceId)}`)).answer ?? '';
    return answer;
  }, { message: `the graphic code drawn for ${deviceId}` }).not.toBe('');
  return answer;
}

export const smsTo = async (mobile: string) => (await standGet<{ messages: Sms[] }>(`/sms?mobile=${encodeURIComponent(mobile)}`)).messages;

/** The newest SMS to `mobile` of a code purpose or milestone (its template), once the SMS peer has accepted it. */
export async function waitForSms(mobile: string, purpose: string, options: { after?: number } = {}): Promise<Sms> {
  let found: Sms | undefined;
  await expect.poll(async () => {
    found = (await smsTo(mobile)).filter((sms) => sms.purpose === purpose && sms.index > (options.after ?? -1)).pop();
    return Boolean(found);
  }, { message: `an SMS "${purpose}" to ${mobile} at the SMS peer`, timeout: 30_000 }).toBe(true);
  return found!;
}

/** The index of the newest SMS the peer accepted for anyone (to wait for ones after it). */
export async function lastSmsIndex(mobile: string): Promise<number> {
  return (await smsTo(mobile)).at(-1)?.index ?? -1;
}

export const mailTo = async (address: string) => (await standGet<{ mails: Mail[] }>(`/mail?to=${encodeURIComponent(address)}`)).mails;

/** The newest mail to `address` whose subject or text matches, once the SMTP peer has it. */
export async function waitForMail(address: string, matching: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(async () => {
    found = (await mailTo(address)).filter((mail) => matching.test(mail.subject) || matching.test(mail.text)).pop();
    return Boolean(found);
  }, { message: `a mail to ${address} matching ${matching} at the SMTP peer`, timeout: 30_000 }).toBe(true);
  return found!;
}

/** The payer scans the pay screen's code and pays at WeChat Pay, which posts its signed notify to the portal. */
export async function approveAtWechat(codeUrl: string) {
  const paid = await standPost<{ outTradeNo: string; amountFen: number; notify: { status: number; delivered: boolean; body: string } }>('/wechat/pay', { codeUrl });
  expect(paid.notify, `the portal acknowledged WeChat Pay's notify of ${paid.outTradeNo}`).toMatchObject({ delivered: true });
  return paid;
}

const shots = new Map<string, number>();
/** A screenshot of the step into the artefacts folder, numbered within its journey and named by the step. */
export async function screenshot(page: Page, journey: string, step: string) {
  const folder = process.env.E2E_SHOTS_DIR ?? 'test-results-production/screenshots';
  mkdirSync(folder, { recursive: true });
  const count = (shots.get(journey) ?? 0) + 1;
  shots.set(journey, count);
  await page.screenshot({ path: join(folder, `${journey}-${String(count).padStart(2, '0')}-${step}.png`), fullPage: true });
}

/**
 * A milestone reached the applicant: its SMS template at the SMS peer (carrying the order number, or for a correction
 * the application's reference) and, when the account has an e-mail address, a mail at the SMTP peer whose subject is
 * the milestone's title in either language and whose text names the same order or application.
 */
export async function notified(who: { mobile: string; email?: string }, kind: MilestoneKind, orderNo: string) {
  const sms = await waitForSms(who.mobile, kind);
  const correction = kind === 'correctionRequested';
  const names = correction ? sms.params.reference! : orderNo;
  if (correction) expect(names).toMatch(/^A\d+$/);
  else if ('orderNo' in sms.params) expect(sms.params.orderNo).toBe(orderNo);
  if (!who.email) return { sms };
  // A correction's mail says which fields, under a title of its own (src/server/incorrect/store.ts).
  const title = correction ? incorrectMessages.messageTitle : milestoneTexts[kind].title;
  const mail = await waitForMail(who.email, new RegExp(`^(${title.zh}|${title.en})$`));
  expect(mail.text).toContain(names);
  return { sms, mail };
}
