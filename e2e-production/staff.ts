import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { chooseLanguage } from '../e2e/screen-support';
import { pageLanguage, setPageLanguage, type TestLanguage } from '../e2e/words';
import { Authenticator } from './authenticator';
import { s, sa, sPattern } from './staff-words';

// The staff side through the console, as its people use it: each person at a desk of their own (a browser context),
// the enrolment link opened, the authenticator app set up from the secret the page writes out, the recovery codes
// downloaded and kept, and every sign-in with a password and a TOTP code.

export interface StaffPerson {
  email: string;
  name: string;
  password: string;
  authenticator: Authenticator;
  recoveryCodes: string[];
  page: Page;
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

/** A desk of the center's: a browser context of its own at the journey's size, the console in the journey's language. */
export async function desk(browser: Browser, like: Page): Promise<Page> {
  const size = like.viewportSize()!;
  const context = await browser.newContext({ viewport: size, locale: pageLanguage(like) === 'en' ? 'en-US' : 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  setPageLanguage(page, 'zh');
  return page;
}

/** The console's own language switch (the applicants' one), when the page is not in `language` yet. */
export async function inLanguage(page: Page, language: TestLanguage) {
  if (language !== 'zh' && pageLanguage(page) !== language) await chooseLanguage(page, language);
}

/**
 * Opens the enrolment link, reads the secret the page writes beside its QR, chooses a password, proves the app with
 * a code, downloads and keeps the recovery codes, and goes on to the sign-in page.
 */
export async function enrolThroughLink(page: Page, link: string, who: { email: string; name: string }, language: TestLanguage, keepIn: string): Promise<StaffPerson> {
  await page.goto(link);
  await inLanguage(page, language);
  await heading(page, s(page, 'enrol.title'));
  await expect(page.getByRole('main')).toContainText(who.email);
  await expect(page.getByRole('img', { name: s(page, 'enrol.qrAlt') })).toBeVisible();
  const secret = ((await page.getByLabel(s(page, 'enrol.secretLabel')).textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const authenticator = new Authenticator(secret);
  const password = `Desk-${randomBytes(12).toString('base64url')}`;
  await page.getByLabel(s(page, 'enrol.password'), { exact: true }).fill(password);
  await page.getByLabel(s(page, 'enrol.passwordAgain'), { exact: true }).fill(password);
  await page.getByLabel(s(page, 'enrol.code'), { exact: true }).fill(await authenticator.code());
  await page.getByRole('button', { name: s(page, 'enrol.submit'), exact: true }).click();

  await heading(page, s(page, 'enrol.codesTitle'));
  const codes = page.getByRole('list', { name: s(page, 'enrol.codesTitle') }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: s(page, 'enrol.download'), exact: true }).click()]);
  mkdirSync(keepIn, { recursive: true });
  await download.saveAs(join(keepIn, `recovery-codes-${who.email}.txt`));
  await page.getByLabel(s(page, 'enrol.saved')).check();
  await page.getByRole('button', { name: s(page, 'enrol.toSignIn'), exact: true }).click();
  await heading(page, s(page, 'signIn.title'));
  return { ...who, password, authenticator, recoveryCodes, page };
}

/** Password, then a fresh TOTP code; ends on the console's home page. */
export async function signIn(person: StaffPerson) {
  const { page } = person;
  if (!new URL(page.url()).pathname.startsWith('/staff/sign-in')) await page.goto('/staff/sign-in');
  await heading(page, s(page, 'signIn.title'));
  await page.getByLabel(s(page, 'signIn.email'), { exact: true }).fill(person.email);
  await page.getByLabel(s(page, 'signIn.password'), { exact: true }).fill(person.password);
  await page.getByRole('button', { name: s(page, 'signIn.continue'), exact: true }).click();
  await page.getByLabel(s(page, 'signIn.code'), { exact: true }).fill(await person.authenticator.code());
  await page.getByRole('button', { name: s(page, 'signIn.signIn'), exact: true }).click();
  await heading(page, s(page, 'home.title'));
}

/** The admin pages' names in the console's navigation (src/features/staff-admin/staff-admin-routes.ts). */
const teamNav: Record<TestLanguage, string> = { zh: '员工与角色', en: 'Team and roles' };

/** As an admin: the team page from the navigation, the invite form filled for a role at Beijing's center, sent. */
export async function invite(admin: StaffPerson, who: { email: string; name: string; role: 'clerk' | 'supervisor' }, center: string) {
  const { page } = admin;
  await page.getByRole('navigation').getByRole('link', { name: teamNav[pageLanguage(page)], exact: true }).click();
  await heading(page, teamNav[pageLanguage(page)]);
  await page.getByLabel(sa(page, 'team.email'), { exact: true }).fill(who.email);
  await page.getByLabel(sa(page, 'team.name'), { exact: true }).fill(who.name);
  await page.getByLabel(sa(page, 'team.role'), { exact: true }).selectOption({ label: s(page, `role.${who.role}`) });
  await page.getByLabel(sa(page, 'team.center'), { exact: true }).selectOption({ label: center });
  await page.getByRole('button', { name: sa(page, 'team.invite'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: sa(page, 'team.invited', { name: who.name, email: who.email }) })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: who.email })).toContainText(sa(page, 'team.status.invited'));
}

/** The console's search from its home page, by the order's number; opens the order. */
export async function findOrder(person: StaffPerson, orderNo: string) {
  const { page } = person;
  await page.goto('/staff');
  await heading(page, s(page, 'home.title'));
  const search = page.getByRole('search', { name: s(page, 'search.label') });
  await search.getByLabel(s(page, 'search.label'), { exact: true }).fill(orderNo);
  await search.getByRole('button', { name: s(page, 'search.submit'), exact: true }).click();
  await heading(page, s(page, 'list.searchTitle', { q: orderNo }));
  await expect(page.getByText(s(page, 'list.found', { count: 1 }))).toBeVisible();
  await page.getByRole('link', { name: orderNo, exact: true }).click();
  await heading(page, s(page, 'order.heading', { orderNo }));
}

const actions = (page: Page) => page.getByRole('region', { name: s(page, 'actions.title') });

/** Presses a move the order view offers (accept, start the review, passport returned) and sees it done. */
export async function move(person: StaffPerson, event: 'accepted' | 'reviewed' | 'returned') {
  const { page } = person;
  await actions(page).getByRole('button', { name: s(page, `move.${event}.label`), exact: true }).click();
  await expect(actions(page).getByRole('status')).toHaveText(s(page, `move.${event}.done`));
}

/** Asks for a supplement: the amount, and the reason in the three languages the applicant may read. */
export async function requestSupplement(person: StaffPerson, amount: number, reason: { zh: string; en: string; ko: string }) {
  const { page } = person;
  await actions(page).getByRole('button', { name: s(page, 'supplement.open'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(sPattern(page, 'supplement.amount')).fill(String(amount));
  for (const language of ['zh', 'en', 'ko'] as const) await dialog.getByLabel(s(page, `supplement.reason.${language}`), { exact: true }).fill(reason[language]);
  await dialog.getByRole('button', { name: s(page, 'supplement.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(actions(page).getByRole('status')).toHaveText(s(page, 'supplement.done'));
}

/** Marks one answer of the (only) applicant incorrect with a reason. */
export async function flagField(person: StaffPerson, fieldLabel: string, reason: string, applicantName: string) {
  const { page } = person;
  await actions(page).getByRole('button', { name: s(page, 'incorrect.open'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(fieldLabel, { exact: true }).check();
  await dialog.getByLabel(s(page, 'incorrect.reasonFor', { label: fieldLabel }), { exact: true }).fill(reason);
  await dialog.getByRole('button', { name: s(page, 'incorrect.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(actions(page).getByRole('status')).toHaveText(s(page, 'incorrect.done', { name: applicantName }));
}

/** Records the visa issued, confirming in the dialog that asks first. */
export async function recordIssued(person: StaffPerson, orderNo: string) {
  const { page } = person;
  await actions(page).getByRole('button', { name: s(page, 'move.issued.label'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: s(page, 'move.issued.confirmTitle') });
  await expect(confirm).toContainText(s(page, 'move.issued.confirmText', { orderNo }));
  return confirm;
}

export async function confirmIssued(person: StaffPerson) {
  const { page } = person;
  await page.getByRole('alertdialog').getByRole('button', { name: s(page, 'move.issued.confirm'), exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(actions(page).getByRole('status')).toHaveText(s(page, 'move.issued.done'));
}

/** Makes the return waybill through the courier adapter. */
export async function makeReturnWaybill(person: StaffPerson) {
  const { page } = person;
  await actions(page).getByRole('button', { name: s(page, 'actions.waybill'), exact: true }).click();
  await expect(actions(page).getByRole('status')).toHaveText(s(page, 'actions.waybillDone'));
}

/** The rows of the order's audit trail (a supervisor's or an admin's view), as their cells read. */
export async function auditTrail(person: StaffPerson) {
  const { page } = person;
  const section = page.getByRole('region', { name: s(page, 'audit.title') });
  await expect(section.getByRole('row').nth(1)).toBeVisible();
  const rows = section.getByRole('row');
  const read: { who: string; action: string; change: string }[] = [];
  for (let index = 1; index < (await rows.count()); index += 1) {
    const cells = await rows.nth(index).getByRole('cell').allTextContents();
    read.push({ who: cells[1] ?? '', action: cells[2] ?? '', change: cells[3] ?? '' });
  }
  return read;
}
