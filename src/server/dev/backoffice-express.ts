import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { planOf } from '../courier/route-plan.ts';
import { advanceWaybill } from '../courier/waybills.ts';
import type { AppEnv } from '../http/env.ts';
import { page, sameSite } from './backoffice-page.ts';
import { escapeHtml as escape } from './sandbox-html.ts';

// The sandbox courier's desk (issue 15 item 4): every waybill with how far its route has gone, and a button that
// makes its next event happen now, so a tester need not wait the day a parcel takes. Sandbox only, like /dev/orders,
// with the same CSRF defence (a token printed in the page, and the browser's Sec-Fetch-Site).


export function mountBackOfficeExpress(app: Hono<AppEnv>) {
  const csrf = randomBytes(24).toString('base64url');
  const tokenOk = (given: unknown) => typeof given === 'string' && given.length === csrf.length && timingSafeEqual(Buffer.from(given), Buffer.from(csrf));
  const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json');

  app.get('/dev/express', async (c) => {
    const now = c.get('accounts').now();
    const rows = await c.get('db').select({ waybill: t.waybills, orderNo: t.orders.orderNo }).from(t.waybills)
      .innerJoin(t.orders, eq(t.orders.id, t.waybills.orderId)).orderBy(desc(t.waybills.createdAt)).limit(50);
    const advanced = c.req.query('advanced');
    const body = rows.map(({ waybill, orderNo }) => {
      const plan = planOf(waybill);
      const done = plan.filter((event) => event.at <= now.getTime()).length;
      const next = done < plan.length
        ? `<form method="post" action="/dev/express/${encodeURIComponent(waybill.expressNo)}/advance"><input type="hidden" name="csrf" value="${csrf}"><button type="submit" aria-label="${escape(`Next event: ${waybill.expressNo}`)}">Next event</button></form>`
        : '<span>Signed</span>';
      return `<tr data-express-no="${escape(waybill.expressNo)}" data-order-id="${escape(waybill.orderId)}"><th scope="row">${escape(waybill.expressNo)}</th>
<td>${escape(orderNo)}</td><td>${waybill.direction === 'send' ? 'Materials to the center' : `Passports back (group ${waybill.groupIndex + 1})`}</td>
<td>${escape(waybill.stops.map((stop) => stop.name.en).join(' → '))}</td><td class="progress">${done} / ${plan.length}</td><td>${next}</td></tr>`;
    }).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(page('Courier waybills', `<meta name="csrf" content="${csrf}">${advanced ? `<p role="status">Advanced ${escape(advanced)}.</p>` : ''}
<p><a href="/dev/orders">Orders</a></p>
<p>Newest 50 waybills of the sandbox courier. A waybill is made when a paid order's materials go by courier and when passports are returned by courier. Each event happens by itself over about a day; "Next event" makes the next one happen now.</p>
<table><caption>${rows.length} waybill(s)</caption>
<thead><tr><th scope="col">Waybill</th><th scope="col">Order</th><th scope="col">Direction</th><th scope="col">Route</th><th scope="col">Events</th><th scope="col">Move</th></tr></thead>
<tbody>${body || '<tr><td colspan="6">No waybills yet.</td></tr>'}</tbody></table>`));
  });

  app.post('/dev/express/:expressNo/advance', async (c) => {
    const form = await c.req.parseBody();
    if (!sameSite(c) || !tokenOk(form.csrf)) return c.text('Refused: the form token is missing or stale (reload /dev/express).', 403);
    const verdict = await advanceWaybill(c.get('db'), c.req.param('expressNo'), c.get('accounts').now());
    if (!verdict.ok) {
      const message = verdict.refusal === 'notFound' ? 'No such waybill' : 'The waybill is signed for: it has no next event';
      const status = verdict.refusal === 'notFound' ? 404 : 409;
      if (wantsJson(c)) return c.json({ ok: false, refusal: verdict.refusal, message }, status);
      return c.html(page('Refused', `<p role="alert">${escape(message)}</p><p><a href="/dev/express">Back to the waybills</a></p>`), status);
    }
    const { row } = verdict;
    if (wantsJson(c)) return c.json({ ok: true, expressNo: row.expressNo, events: planOf(row).filter((event) => event.at <= c.get('accounts').now().getTime()).length });
    return c.redirect(`/dev/express?advanced=${encodeURIComponent(row.expressNo)}`, 303);
  });
}
