import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pressButton, screenReached } from './screen-support';
import { w } from './words';

// The sandbox back office (/dev/orders, decision 016) over HTTP, as a tester's browser would use its forms: read the
// page, find the order's row and the form the page offers for the move, post it with the page's form token.

export type BackOfficeMove = 'accepted' | 'inReview' | 'issued' | 'refused' | 'returned' | 'collected';
const events: Record<BackOfficeMove, string> = { accepted: 'accepted', inReview: 'reviewed', issued: 'issued', refused: 'refused', returned: 'returned', collected: 'collected' };

async function orderRow(request: APIRequestContext, orderId: string) {
  const page = await request.get('/dev/orders');
  expect(page.status()).toBe(200);
  const html = await page.text();
  const start = html.indexOf(`data-order-id="${orderId}"`);
  expect(start, `order ${orderId} is listed on /dev/orders`).toBeGreaterThan(-1);
  const row = html.slice(start, html.indexOf('</tr>', start));
  const csrf = /name="csrf" (?:value|content)="([^"]+)"/.exec(html)?.[1];
  expect(csrf).toBeTruthy();
  return { row, csrf: csrf! };
}

/** Posts the back office's form for `move`; fails when the page does not offer that move for the order's stage. */
export async function moveOrder(request: APIRequestContext, orderId: string, move: BackOfficeMove) {
  const { row, csrf } = await orderRow(request, orderId);
  const event = events[move];
  expect(row, `the back office offers "${move}" for order ${orderId}`).toContain(`name="event" value="${event}"`);
  const response = await request.post(`/dev/orders/${encodeURIComponent(orderId)}/move`, { form: { csrf, event }, headers: { accept: 'application/json' } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { ok: true; orderNo: string; state: string; status: { stage: string; extraPaymentDue: boolean } };
}

/** Requests a supplement through the order's supplement form: an unpaid extra payment the order then owes. */
export async function requestSupplement(request: APIRequestContext, orderId: string, amount: number, reason: string) {
  const { row, csrf } = await orderRow(request, orderId);
  expect(row, `the back office offers a supplement for order ${orderId}`).toContain('/supplement"');
  const response = await request.post(`/dev/orders/${encodeURIComponent(orderId)}/supplement`, {
    form: { csrf, amount: String(amount), reason }, headers: { accept: 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { ok: true; orderNo: string; state: string };
}

const buttonLabels: Record<BackOfficeMove, RegExp> = {
  accepted: /^Materials received/, inReview: /^In review/, issued: /^Visa issued/, refused: /^Visa refused/, returned: /^Passport sent back/, collected: /^Passport collected/,
};

/**
 * The back office as a tester uses it: /dev/orders on a desk computer of the center's (a browser context of its
 * own, whatever device the applicant's page is on), the order's button clicked.
 */
async function inBackOffice(page: Page, orderId: string, press: (row: import('@playwright/test').Locator, tab: Page) => Promise<void>) {
  const desk = await page.context().browser()!.newContext({ viewport: { width: 1366, height: 768 } });
  const tab = await desk.newPage();
  try {
    await tab.goto(new URL('/dev/orders', page.url()).href);
    const row = tab.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row).toBeVisible();
    await press(row, tab);
    // The move answers with the list again and says which order moved; a refusal would show its sentence instead.
    await expect(tab.getByRole('status')).toHaveText(/^Moved KV\d+\.$/);
  } finally {
    await desk.close();
  }
}

export async function clickMove(page: Page, orderId: string, move: BackOfficeMove) {
  await inBackOffice(page, orderId, (row) => row.getByRole('button', { name: buttonLabels[move] }).click());
}

export async function clickSupplement(page: Page, orderId: string, amount: number, reason: string) {
  await inBackOffice(page, orderId, async (row) => {
    await row.getByLabel(/^Amount/).fill(String(amount));
    await row.getByLabel('Reason').fill(reason);
    await row.getByRole('button', { name: /^Request a supplement/ }).click();
  });
}

/**
 * The back office moves the order while the visa's progress page (visa-data) is open; the page, asked to check at
 * once (it polls every 10 s), shows the status `title` (a portal text of that page's statuses).
 */
export async function moveAndSee(page: Page, orderId: string, move: BackOfficeMove, title: string) {
  await clickMove(page, orderId, move);
  await seeStatus(page, title);
}

/**
 * After a supplement is asked for: "Check now" on the visa's progress page, unless the page's own poll (every 10 s)
 * has opened the supplement's payment meanwhile, which takes the button away (asking the back office takes seconds
 * on a busy machine). The caller checks the payment screen either way.
 */
export async function checkNowForSupplement(page: Page) {
  await page.getByRole('button', { name: w(page, '立即刷新') }).click({ timeout: 5_000 }).catch(() => undefined);
}

/** "Check now" on the visa's progress page, then its status `title`. */
export async function seeStatus(page: Page, title: string) {
  await pressButton(page, '立即刷新');
  const name = w(page, title, { where: 'visa-data:status.' });
  await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });
  await screenReached(page, name);
}
