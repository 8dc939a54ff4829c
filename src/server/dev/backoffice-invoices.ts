import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { issueRecord } from '../invoices/issuing.ts';
import { issuingOf } from '../invoices/service.ts';
import { page, sameSite } from './backoffice-page.ts';
import { escapeHtml as escape } from './sandbox-html.ts';

// The sandbox invoicing desk (decision 034): every invoice record with its state, and "Issue now" for one still
// invoicing, so a tester need not wait the sandbox's delay. "Issue now" does not wait for the background call's lease;
// the same request number gives the same invoice number, and only the first answer for the attempt is written, so
// the slow call finds the record issued and leaves it. Sandbox only, with the back office's CSRF defence.


export function mountBackOfficeInvoices(app: Hono<AppEnv>) {
  const csrf = randomBytes(24).toString('base64url');
  const tokenOk = (given: unknown) => typeof given === 'string' && given.length === csrf.length && timingSafeEqual(Buffer.from(given), Buffer.from(csrf));
  const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json');

  app.get('/dev/invoices', async (c) => {
    const rows = await c.get('db').select().from(t.invoiceRecords).orderBy(desc(t.invoiceRecords.createdAt)).limit(50);
    const failing = c.get('config').sandboxInvoicingFailing === true;
    const done = c.req.query('done');
    const body = rows.map((row) => {
      const action = row.status === 'invoicing'
        ? `<form method="post" action="/dev/invoices/${encodeURIComponent(row.id)}/issue"><input type="hidden" name="csrf" value="${csrf}"><button type="submit" aria-label="${escape(`Issue now: ${row.orderNo}`)}">Issue now</button></form>`
        : '<span>—</span>';
      return `<tr data-record-id="${escape(row.id)}" data-order-no="${escape(row.orderNo)}"><th scope="row">${escape(row.orderNo)}</th>
<td>${escape(row.title.title)}${row.title.taxNo ? `<br><small>${escape(row.title.taxNo)}</small>` : ''}</td><td>${escape(row.amount.toFixed(2))} CNY</td>
<td class="state">${escape(row.status)}${row.invoiceNo ? `<br><small>${escape(row.invoiceNo)}</small>` : ''}</td><td>${row.attempt}</td><td>${action}</td></tr>`;
    }).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(page('Invoices', `<meta name="csrf" content="${csrf}">${done ? `<p role="status">${escape(done)}</p>` : ''}
<p><a href="/dev/orders">Orders</a></p>
<p>Newest 50 invoice records. The sandbox invoicing provider issues each after SANDBOX_INVOICING_DELAY_MS; "Issue now" issues one at once.</p>
<form method="post" action="/dev/invoices/failing"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="failing" value="${failing ? 'off' : 'on'}">
<p>The sandbox provider ${failing ? '<strong>refuses every invoice</strong>' : 'issues invoices'} (in this server process). <button type="submit">${failing ? 'Let it issue again' : 'Make it refuse invoices'}</button></p></form>
<table><caption>${rows.length} invoice record(s)</caption>
<thead><tr><th scope="col">Order</th><th scope="col">Title</th><th scope="col">Amount</th><th scope="col">State</th><th scope="col">Attempt</th><th scope="col">Action</th></tr></thead>
<tbody>${body || '<tr><td colspan="6">No invoices yet.</td></tr>'}</tbody></table>`));
  });

  // The switch SANDBOX_INVOICING_FAILING sets at start, turned while running so a tester can see a failure and retry it.
  app.post('/dev/invoices/failing', async (c) => {
    const form = await c.req.parseBody();
    if (!sameSite(c) || !tokenOk(form.csrf)) return c.text('Refused: the form token is missing or stale (reload /dev/invoices).', 403);
    const failing = form.failing === 'on';
    c.get('config').sandboxInvoicingFailing = failing;
    if (wantsJson(c)) return c.json({ ok: true, failing });
    return c.redirect(`/dev/invoices?done=${encodeURIComponent(failing ? 'The sandbox now refuses invoices.' : 'The sandbox issues invoices again.')}`, 303);
  });

  app.post('/dev/invoices/:id/issue', async (c) => {
    const form = await c.req.parseBody();
    if (!sameSite(c) || !tokenOk(form.csrf)) return c.text('Refused: the form token is missing or stale (reload /dev/invoices).', 403);
    const id = c.req.param('id');
    const [before] = await c.get('db').select().from(t.invoiceRecords).where(eq(t.invoiceRecords.id, id)).limit(1);
    if (!before) return wantsJson(c) ? c.json({ ok: false, result: 'notFound' }, 404) : c.text('No such invoice record', 404);
    const result = await issueRecord(issuingOf(c, true), id, true);
    const [after] = await c.get('db').select().from(t.invoiceRecords).where(eq(t.invoiceRecords.id, id)).limit(1);
    if (wantsJson(c)) return c.json({ ok: result === 'issued', result, status: after?.status, invoiceNo: after?.invoiceNo ?? null });
    const text = result === 'issued' ? `Issued ${before.orderNo}.` : after?.status === 'issued' ? `${before.orderNo} was issued already.` : `${before.orderNo} is being issued by the sandbox (${result}); reload in a moment.`;
    return c.redirect(`/dev/invoices?done=${encodeURIComponent(text)}`, 303);
  });
}
