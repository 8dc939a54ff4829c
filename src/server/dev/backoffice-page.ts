import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { orderStageWords as stage } from '../../domain/vocabulary/order-stage.ts';
import { systemActor } from '../audit/record.ts';
import { moveOrder } from '../center/order-moves.ts';
import { requestOrderSupplement } from '../center/supplements.ts';
import type { CenterVerdict } from '../center/verdict.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { pick } from '../http/language.ts';
import { serverMessages } from '../http/messages.ts';
import { nextStatus, orderStateOf, type OrderStatusEventType } from '../orders/status.ts';
import { findAnyOrder, type OrderRow } from '../orders/store.ts';
import { mountBackOfficeIncorrect } from './backoffice-incorrect.ts';
import { escapeHtml as escape, sandboxPage } from './sandbox-html.ts';

// The sandbox back office (issue 6 §9): what the center's staff would do, reduced to moving an order through its
// statuses after payment and asking for a supplement. Mounted only in sandbox mode, like the outbox. Every move is
// the center's own service function (src/server/center/, decision 094) under a named system actor, so what a
// journey moves here is what the console and the integration API move, audit row included.
//
// CSRF: every form carries a token made when the server starts (printed into the page, never in a cookie), and a
// browser's cross-site POST is refused by its Sec-Fetch-Site / Origin headers as well. A sandbox tool needs no more:
// the token keeps another site's page from pressing these buttons in a tester's browser.

/**
 * The events staff may press, in the order a case goes, each labelled with the stage it moves the order to in the
 * table's words (decision 108), so a tester reads the button as the applicant will read the order.
 */
export const BACK_OFFICE_EVENTS = [
  ['accepted', stage.accepted.en],
  ['reviewed', stage.inReview.en],
  ['issued', stage.issued.en],
  ['refused', stage.refused.en],
  ['returned', `${stage.returned.en} (by courier)`],
  ['collected', `${stage.collected.en} (at the center)`],
] as const satisfies readonly (readonly [OrderStatusEventType, string])[];

export type BackOfficeEvent = (typeof BACK_OFFICE_EVENTS)[number][0];
const isBackOfficeEvent = (value: unknown): value is BackOfficeEvent => BACK_OFFICE_EVENTS.some(([event]) => event === value);

/** Who the audit trail names for the sandbox's presses: a tool, never a person. */
export const backOfficeActor = systemActor('sandbox back office');


/**
 * A browser says where a request comes from in Sec-Fetch-Site, which no page can set: when present it decides. Under
 * the site's own `Referrer-Policy: no-referrer` Chromium posts a same-origin form with `Origin: null`, so the Origin
 * header is only consulted for a client that sends no Sec-Fetch-Site (and a script, which the form token still stops).
 */
export function sameSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  return !origin || origin === new URL(c.req.url).origin;
}

export function mountBackOffice(app: Hono<AppEnv>) {
  const csrf = randomBytes(24).toString('base64url');
  const tokenOk = (given: unknown) => typeof given === 'string' && given.length === csrf.length && timingSafeEqual(Buffer.from(given), Buffer.from(csrf));
  const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json');

  const answer = (c: Context<AppEnv>, verdict: CenterVerdict<{ order: OrderRow }>) => {
    const language = c.get('language');
    if (!verdict.ok) {
      const message = pick(verdict.message, language);
      if (wantsJson(c)) return c.json({ ok: false, refusal: verdict.refusal, message }, verdict.refusal === 'notFound' ? 404 : 409);
      return c.html(page('Refused', `<p role="alert">${escape(message)}</p><p><a href="/dev/orders">Back to the orders</a></p>`), verdict.refusal === 'notFound' ? 404 : 409);
    }
    const row = verdict.order;
    if (wantsJson(c)) return c.json({ ok: true, id: row.id, orderNo: row.orderNo, status: row.status, state: orderStateOf(row.status) });
    return c.redirect(`/dev/orders?moved=${encodeURIComponent(row.orderNo)}`, 303);
  };

  mountBackOfficeIncorrect(app);

  const guard = async (c: Context<AppEnv>) => {
    const form = await c.req.parseBody();
    if (!sameSite(c) || !tokenOk(form.csrf)) return { refused: c.text('Refused: the form token is missing or stale (reload /dev/orders).', 403) };
    const order = await findAnyOrder(c.get('db'), c.req.param('id') ?? '');
    if (!order) return { refused: answer(c, { ok: false, refusal: 'notFound', message: serverMessages.notFound }) };
    return { form, order };
  };

  app.get('/dev/orders', async (c) => {
    const rows = await c.get('db').select({ order: t.orders, mobile: t.users.mobile }).from(t.orders)
      .leftJoin(t.users, eq(t.users.id, t.orders.userId)).orderBy(desc(t.orders.createdAt)).limit(50);
    const moved = c.req.query('moved');
    const body = rows.map(({ order, mobile }) => {
      const buttons = BACK_OFFICE_EVENTS.filter(([event]) => nextStatus(order.status, event).ok).map(([event, label]) =>
        `<form method="post" action="/dev/orders/${encodeURIComponent(order.id)}/move"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="event" value="${event}"><button type="submit" aria-label="${escape(`${label}: ${order.orderNo}`)}">${escape(label)}</button></form>`).join('');
      const supplement = nextStatus(order.status, 'extraPaymentRequested').ok
        ? `<form method="post" action="/dev/orders/${encodeURIComponent(order.id)}/supplement" class="supplement"><input type="hidden" name="csrf" value="${csrf}">
<label>Amount (${escape(order.currency)}) <input name="amount" inputmode="decimal" required size="6"></label>
<label>Reason <input name="reason" required size="18"></label>
<button type="submit" aria-label="${escape(`Request a supplement: ${order.orderNo}`)}">Request a supplement</button></form>`
        : '';
      return `<tr data-order-id="${escape(order.id)}"><th scope="row">${escape(order.orderNo)}<br><small>${escape(order.id)}</small></th>
<td>${escape(mobile ?? '')}</td><td>${escape(order.createdAt.toISOString().replace('T', ' ').slice(0, 16))} UTC</td>
<td>${escape(order.amount.toFixed(2))} ${escape(order.currency)}</td>
<td class="state">${escape(order.status.stage)}${order.status.extraPaymentDue ? ' · supplement due' : ''}</td>
<td>${buttons || '<span>—</span>'}${supplement}</td></tr>`;
    }).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(page('Orders', `<meta name="csrf" content="${csrf}">${moved ? `<p role="status">Moved ${escape(moved)}.</p>` : ''}
<p><a href="/dev/staff">The staff console as a sandbox clerk, supervisor or admin</a></p>
<p><a href="/dev/express">Courier waybills</a></p>
<p><a href="/dev/applies">Application checks (incorrect details)</a></p>
<p><a href="/dev/invoices">Invoices</a></p>
<p>Newest 50 orders. Each button applies one event of the order status machine; only the events it allows from the order's stage are offered.
The same moves from a shell: <code>npm run backoffice -- &lt;orderNo|id&gt; &lt;event&gt; [amount reason]</code>.</p>
<table><caption>${rows.length} order(s)</caption>
<thead><tr><th scope="col">Order</th><th scope="col">User</th><th scope="col">Created</th><th scope="col">Amount</th><th scope="col">Stage</th><th scope="col">Move</th></tr></thead>
<tbody>${body || '<tr><td colspan="6">No orders yet.</td></tr>'}</tbody></table>`));
  });

  app.post('/dev/orders/:id/move', async (c) => {
    const checked = await guard(c);
    if ('refused' in checked) return checked.refused;
    const event = checked.form.event;
    if (!isBackOfficeEvent(event)) return c.text(`Unknown event; one of ${BACK_OFFICE_EVENTS.map(([e]) => e).join(', ')}`, 400);
    return answer(c, await moveOrder(c.get('db'), backOfficeActor, { orderId: checked.order.id, event }, c.get('accounts').now()));
  });

  app.post('/dev/orders/:id/supplement', async (c) => {
    const checked = await guard(c);
    if ('refused' in checked) return checked.refused;
    // A tester types one reason; the applicant reads it whatever their language.
    const reason = typeof checked.form.reason === 'string' ? checked.form.reason : '';
    const verdict = await requestOrderSupplement(c.get('db'), backOfficeActor, {
      orderId: checked.order.id, amount: Number(checked.form.amount), reason: { zh: reason, en: reason, ko: reason },
    }, c.get('accounts').now());
    if (!verdict.ok && (verdict.refusal === 'invalidAmount' || verdict.refusal === 'reasonRequired')) return c.text(pick(verdict.message, c.get('language')), 400);
    return answer(c, verdict);
  });
}

export function page(title: string, main: string) {
  return sandboxPage({
    title: `back office · ${title}`,
    banner: 'back office for testers. Nothing here is a real visa center. Not for production.',
    style: `form{display:inline-block;margin:0 .25rem .25rem 0}.supplement{display:block;margin-top:.5rem}
button{font:inherit;padding:.2rem .6rem}input{font:inherit;padding:.15rem .4rem}`,
    main: `<h1>Back office: ${escape(title)}</h1>
${main}`,
  });
}
