// The sandbox's view of the milestone notifications waiting, retried or given up (decision 038): what the worker
// sent shows in /dev/outbox like any other SMS or e-mail; this page shows the queue behind it.
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const time = (date: Date | null) => (date ? `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC` : '');

const rowsOf = (db: Db, recipient: string) => db.select().from(t.notificationOutbox)
  .where(recipient ? eq(t.notificationOutbox.recipient, recipient) : undefined)
  .orderBy(desc(t.notificationOutbox.createdAt), desc(t.notificationOutbox.id)).limit(200);

export function mountNotificationOutbox(app: Hono<AppEnv>) {

  app.get('/dev/notifications.json', async (c) => {
    const rows = await rowsOf(c.get('db'), (c.req.query('recipient') ?? '').trim());
    c.header('Cache-Control', 'no-store');
    return c.json({ sandbox: true, notifications: rows });
  });

  app.get('/dev/notifications', async (c) => {
    const recipient = (c.req.query('recipient') ?? '').trim();
    const rows = await rowsOf(c.get('db'), recipient);
    const body = rows.map((row) => `<tr class="${row.status}">
  <td>${escape(time(row.createdAt))}</td>
  <td>${escape(row.kind)}</td>
  <td>${escape(row.channel)}</td>
  <td><a href="/dev/notifications?recipient=${encodeURIComponent(row.recipient)}">${escape(row.recipient)}</a></td>
  <td>${row.subject ? `<strong>${escape(row.subject)}</strong><br>` : ''}${escape(row.body)}</td>
  <td>${escape(row.status)}${row.status === 'pending' && row.attempts > 0 ? `<br><small>next try ${escape(time(row.nextAttemptAt))}</small>` : ''}</td>
  <td>${row.attempts}${row.lastError ? `<br><small>${escape(row.lastError)}</small>` : ''}</td>
</tr>`).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SANDBOX notifications · Visa Portal</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b}
.banner{background:#b00020;color:#fff;padding:.75rem 1.25rem;font-weight:700;letter-spacing:.05em}
main{padding:1rem 1.25rem}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem .5rem;text-align:left;vertical-align:top}
.failed{color:#8a1c1c;background:#fff0f0}.pending{background:#fffbe6}
</style></head>
<body>
<div class="banner" role="banner">SANDBOX · 沙箱 · 샌드박스 — nothing here was really sent. Not for production.</div>
<main>
<h1>Notification queue: milestone SMS and e-mails</h1>
<p>Newest first. Written with the order's change; a worker sends each once and tries a failure again later. What was sent is in the <a href="/dev/outbox">outbox</a>.</p>
${recipient ? '<p><a href="/dev/notifications">Show all</a></p>' : ''}
<table><caption>${rows.length} notification(s)</caption>
<thead><tr><th scope="col">Written</th><th scope="col">Milestone</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Message</th><th scope="col">Status</th><th scope="col">Attempts</th></tr></thead>
<tbody>
${body || '<tr><td colspan="7">No notifications yet.</td></tr>'}
</tbody></table>
</main></body></html>`);
  });
}
