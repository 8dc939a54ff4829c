import type { Hono } from 'hono';
import { sandboxAgency } from '../accounts/sandbox-seed.ts';
import type { AppEnv } from '../http/env.ts';
import type { OutboxChannel } from '../providers/outbox.ts';
import { escapeHtml as escape, sandboxPage } from './sandbox-html.ts';

const ATTACHMENT_PATH = '/dev/outbox/attachments/';
const channels: readonly OutboxChannel[] = ['sms', 'email', 'captcha'];

/**
 * The sandbox's outbox: every SMS and e-mail the portal "sent", newest first, so a person trying the portal (and a
 * browser test, through the JSON twin) can read their code. Mounted only in sandbox mode.
 */
export function mountDevRoutes(app: Hono<AppEnv>) {
  app.get('/dev/outbox.json', async (c) => {
    const channel = channels.find((name) => name === c.req.query('channel'));
    const { outbox } = c.get('accounts');
    const rows = await outbox.list({ recipient: c.req.query('recipient'), channel, limit: Number(c.req.query('limit')) || undefined });
    const files = await outbox.attachmentsOf(rows.map((row) => row.id));
    c.header('Cache-Control', 'no-store');
    return c.json({
      sandbox: true,
      messages: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        attachments: (files.get(row.id) ?? []).map((file) => ({ ...file, url: `${ATTACHMENT_PATH}${file.id}` })),
      })),
    });
  });

  // What a mail carried, byte for byte: the sandbox has no mailbox to open it in.
  app.get(`${ATTACHMENT_PATH}:id`, async (c) => {
    const file = await c.get('accounts').outbox.attachment(c.req.param('id'));
    if (!file) return c.text('No such attachment', 404);
    return new Response(new Uint8Array(file.data), {
      headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`, 'Cache-Control': 'no-store' },
    });
  });

  app.get('/dev/outbox', async (c) => {
    const recipient = (c.req.query('recipient') ?? '').trim();
    // Graphic codes are listed only when asked for: they are there for browser tests, not for people.
    const channel = channels.find((name) => name === c.req.query('channel'));
    const { outbox, policy } = c.get('accounts');
    const rows = (await outbox.list({ recipient, channel }))
      .filter((row) => channel === 'captcha' || row.channel !== 'captcha');
    const files = await outbox.attachmentsOf(rows.map((row) => row.id));
    const attached = (id: string) => (files.get(id) ?? [])
      .map((file) => `<br><a href="${ATTACHMENT_PATH}${escape(file.id)}">${escape(file.filename)}</a> (${Math.ceil(file.size / 1024)} KB)`).join('');
    const body = rows.map((row) => `<tr class="${row.status}">
  <td>${escape(row.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</td>
  <td>${escape(row.channel)}</td>
  <td><a href="/dev/outbox?recipient=${encodeURIComponent(row.recipient)}">${escape(row.recipient)}</a></td>
  <td>${escape(row.purpose ?? '')}</td>
  <td class="code">${escape(row.code ?? '')}</td>
  <td>${row.subject ? `<strong>${escape(row.subject)}</strong><br>` : ''}${escape(row.body)}${attached(row.id)}</td>
  <td>${escape(row.status)}${row.error ? `<br><small>${escape(row.error)}</small>` : ''}</td>
</tr>`).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(sandboxPage({
      title: 'outbox',
      banner: 'nothing here was really sent. Not for production.',
      style: `.code{font:700 1.25rem ui-monospace,monospace;letter-spacing:.1em}.failed{color:#8a1c1c;background:#fff0f0}
form{margin:1rem 0}input{font:inherit;padding:.25rem .5rem}`,
      main: `<h1>Outbox: SMS and e-mail codes</h1>
<p>Newest first. Sandbox rules: numbers ending <code>${escape(policy.failingMobileSuffix)}</code> and addresses at <code>${escape(policy.failingEmailDomain)}</code> fail to send.
Travel agency login: account <code>${escape(sandboxAgency.account)}</code>, password <code>${escape(sandboxAgency.password)}</code>.</p>
<form method="get" action="/dev/outbox"><label for="recipient">Recipient (mobile or e-mail)</label>
<input id="recipient" name="recipient" value="${escape(recipient)}"> <button type="submit">Filter</button>
${recipient ? ' <a href="/dev/outbox">Show all</a>' : ''}</form>
<table><caption>${rows.length} message(s)</caption>
<thead><tr><th scope="col">Time</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Purpose</th><th scope="col">Code</th><th scope="col">Message</th><th scope="col">Status</th></tr></thead>
<tbody>
${body || '<tr><td colspan="7">No messages yet.</td></tr>'}
</tbody></table>`,
    }));
  });
}
