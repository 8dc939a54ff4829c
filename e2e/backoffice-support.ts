import { expect, type APIRequestContext } from '@playwright/test';

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
