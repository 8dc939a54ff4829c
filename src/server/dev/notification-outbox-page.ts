// The sandbox's view of the milestone notifications waiting, retried or given up (decision 038): what the worker
// sent shows in /dev/outbox like any other SMS or e-mail; this page shows the queue behind it.
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { escapeHtml as escape, sandboxPage } from './sandbox-html.ts';

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
    return c.html(sandboxPage({
      title: 'notifications',
      banner: 'nothing here was really sent. Not for production.',
      style: '.failed{color:#8a1c1c;background:#fff0f0}.pending{background:#fffbe6}',
      main: `<h1>Notification queue: milestone SMS and e-mails</h1>
<p>Newest first. Written with the order's change; a worker sends each once and tries a failure again later. What was sent is in the <a href="/dev/outbox">outbox</a>.</p>
${recipient ? '<p><a href="/dev/notifications">Show all</a></p>' : ''}
<table><caption>${rows.length} notification(s)</caption>
<thead><tr><th scope="col">Written</th><th scope="col">Milestone</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Message</th><th scope="col">Status</th><th scope="col">Attempts</th></tr></thead>
<tbody>
${body || '<tr><td colspan="7">No notifications yet.</td></tr>'}
</tbody></table>`,
    }));
  });
}
