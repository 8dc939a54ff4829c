import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { flagIncorrectFields } from '../center/incorrect-flags.ts';
import { pick } from '../http/language.ts';
import { labelOf } from '../incorrect/labels.ts';
import { isFlaggable } from '../incorrect/paths.ts';
import { backOfficeActor, page, sameSite } from './backoffice-page.ts';
import { escapeHtml as escape } from './sandbox-html.ts';

// The center's check of submitted applications (issue 15 item 5, decision 036): staff mark fields incorrect with a
// reason; the applicant gets a message and corrects exactly those. The flag is the center's service function
// (center/incorrect-flags.ts) under the back office's system actor. Sandbox only, with the back office's CSRF defence
// (a token printed in the page, and the browser's Sec-Fetch-Site).

/** Rows of (field, reason) the form offers; more can be flagged in a second record once this one is corrected. */
const FORM_ROWS = 3;

/** Every value path of the stored answers a person could correct, in the order the data holds them. */
function flaggablePaths(data: Record<string, unknown>): string[] {
  const paths: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else if (path && isFlaggable(data, path)) paths.push(path);
  };
  walk(data, '');
  return paths;
}

export function mountBackOfficeIncorrect(app: Hono<AppEnv>) {
  const csrf = randomBytes(24).toString('base64url');
  const tokenOk = (given: unknown) => typeof given === 'string' && given.length === csrf.length && timingSafeEqual(Buffer.from(given), Buffer.from(csrf));
  const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json');

  app.get('/dev/applies', async (c) => {
    const db = c.get('db');
    const rows = await db.select({ apply: t.applies, orderNo: t.orders.orderNo }).from(t.applies)
      .leftJoin(t.orders, eq(t.orders.id, t.applies.orderId))
      .where(isNotNull(t.applies.submittedAt)).orderBy(desc(t.applies.submittedAt)).limit(30);
    const records = rows.length
      ? await db.select().from(t.incorrectRecords).where(inArray(t.incorrectRecords.applyId, rows.map(({ apply }) => apply.id))).orderBy(desc(t.incorrectRecords.createdAt))
      : [];
    const flagged = c.req.query('flagged');
    const body = rows.map(({ apply, orderNo }) => {
      const history = records.filter((record) => record.applyId === apply.id);
      const open = history.find((record) => record.status === 'open');
      const options = flaggablePaths(apply.data).map((path) => `<option value="${escape(path)}">${escape(labelOf(path, 'en'))} (${escape(path)})</option>`).join('');
      const rowsHtml = Array.from({ length: FORM_ROWS }, (_, index) => `<div class="flag-row">
<label>Field ${index + 1} <select name="field${index}"${index === 0 ? ' required' : ''}><option value="">—</option>${options}</select></label>
<label>Reason ${index + 1} <input name="reason${index}" size="28"${index === 0 ? ' required' : ''}></label></div>`).join('');
      const form = open
        ? '<p>Waiting for the applicant\'s correction.</p>'
        : `<form method="post" action="/dev/applies/${encodeURIComponent(apply.id)}/incorrect" aria-label="${escape(`Mark incorrect: ${apply.reference}`)}">
<input type="hidden" name="csrf" value="${csrf}">${rowsHtml}
<label>Note to the applicant (optional) <input name="note" size="40"></label>
<button type="submit" aria-label="${escape(`Mark incorrect: ${apply.reference}`)}">Mark incorrect</button></form>`;
      const past = history.map((record) => `<li>${escape(record.createdAt.toISOString().slice(0, 16).replace('T', ' '))} UTC · ${escape(record.status)}: ${record.fields.map((field) => `${escape(labelOf(field.field, 'en'))} — ${escape(field.reason)}`).join('; ')}${(record.corrections ?? []).map((fix) => `<br>corrected ${escape(labelOf(fix.field, 'en'))}: ${escape(JSON.stringify(fix.before))} → ${escape(JSON.stringify(fix.after))}`).join('')}</li>`).join('');
      return `<tr data-apply-id="${escape(apply.id)}" data-reference="${escape(apply.reference)}"><th scope="row">${escape(apply.reference)}<br><small>${escape(apply.id)}</small></th>
<td>${escape(apply.applicantName ?? '')}</td><td>${escape(orderNo ?? '—')}</td><td>${escape(apply.status)}</td>
<td>${form}${past ? `<ul class="history">${past}</ul>` : ''}</td></tr>`;
    }).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(page('Application checks', `<meta name="csrf" content="${csrf}">${flagged ? `<p role="status">Marked ${escape(flagged)} incorrect.</p>` : ''}
<p><a href="/dev/orders">Orders</a></p>
<p>Newest 30 submitted applications. Mark fields incorrect with a reason: the applicant gets a message and can correct exactly those fields in the order details. One open record per application.</p>
<table><caption>${rows.length} application(s)</caption>
<thead><tr><th scope="col">Application</th><th scope="col">Applicant</th><th scope="col">Order</th><th scope="col">Status</th><th scope="col">Incorrect details</th></tr></thead>
<tbody>${body || '<tr><td colspan="5">No submitted applications yet.</td></tr>'}</tbody></table>`));
  });

  app.post('/dev/applies/:id/incorrect', async (c) => {
    const form = await c.req.parseBody();
    if (!sameSite(c) || !tokenOk(form.csrf)) return c.text('Refused: the form token is missing or stale (reload /dev/applies).', 403);
    const db = c.get('db');
    const [apply] = await db.select().from(t.applies).where(and(eq(t.applies.id, c.req.param('id')))).limit(1);
    const refused = (status: 404 | 400 | 409, message: string) => wantsJson(c)
      ? c.json({ ok: false, message }, status)
      : c.html(page('Refused', `<p role="alert">${escape(message)}</p><p><a href="/dev/applies">Back to the applications</a></p>`), status);
    if (!apply) return refused(404, 'No such application');
    const raw = Array.from({ length: FORM_ROWS }, (_, index) => ({ field: form[`field${index}`], reason: form[`reason${index}`] }))
      .filter((row) => typeof row.field === 'string' && row.field !== '');
    const note = typeof form.note === 'string' ? form.note : null;
    const flagged = await flagIncorrectFields(db, backOfficeActor, { orderId: null, applyId: apply.id, fields: raw as { field: string; reason: string }[], note }, c.get('accounts').now());
    if (!flagged.ok) return refused(flagged.refusal === 'alreadyOpen' ? 409 : 400, pick(flagged.message, c.get('language')));
    if (wantsJson(c)) return c.json({ ok: true, recordId: flagged.record.id, applyId: apply.id });
    return c.redirect(`/dev/applies?flagged=${encodeURIComponent(apply.reference)}`, 303);
  });
}
