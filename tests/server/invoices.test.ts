import { execFileSync } from 'node:child_process';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { INVOICE_TITLE_LIMIT } from '../../src/domain/invoice-rules.ts';
import { createApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';
import { invoicingProviderOf } from '../../src/server/providers/invoicing/provider.ts';
import { testConfig } from '../support/server.ts';
import { databaseKinds } from '../support/database.ts';
import { outbox } from './account-support.ts';
import { companyTitle, paidOrder, paySupplement, personalTitle, type InvoiceRecord, type InvoiceTitle } from './invoices-support.ts';
import { bearer, eventually, newOrder, newUser, startPaymentServer, type PaymentServer } from './payment-support.ts';

// Invoices (decision 034): titles, one invoice per paid order (a unique index, so two requests at once make one),
// the amount of every payment received, the sandbox provider issuing in the background or failing and retried,
// the PDF read back with pdftotext, the mail with the PDF attached in the outbox, and owner-only everywhere.

function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the invoicing provider by configuration', () => {
  it('is the sandbox in the sandbox and off outside it; the sandbox answers one number per request number', async () => {
    const now = () => new Date('2025-06-02T02:00:00Z');
    expect(invoicingProviderOf({ ...testConfig, sandbox: false }, now).name).toBe('off');
    expect(await invoicingProviderOf({ ...testConfig, sandbox: false }, now).issue({ requestNo: 'x-1', buyer: { type: 'personal', title: 'a', taxNo: null, email: 'a@b.cn', phone: '123456' }, items: [], amount: 1, currency: 'CNY' }))
      .toMatchObject({ ok: false });
    const sandbox = invoicingProviderOf({ ...testConfig, sandboxInvoicingDelayMs: 0 }, now);
    const request = { requestNo: 'r-1', buyer: { type: 'personal' as const, title: 'a', taxNo: null, email: 'a@b.cn', phone: '123456' }, items: [], amount: 1, currency: 'CNY' as const };
    const first = await sandbox.issue(request);
    expect(first).toMatchObject({ ok: true, invoiceNo: expect.stringMatching(/^\d{20}$/) });
    expect(await sandbox.issue(request)).toEqual(first);
    expect(await invoicingProviderOf({ ...testConfig, sandboxInvoicingFailing: true }, now).issue(request)).toMatchObject({ ok: false });
  });
});

describe.each(databaseKinds())('invoices (%s)', (kind) => {
  let server: PaymentServer;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    server = await startPaymentServer(kind, { sandboxInvoicingDelayMs: 0 });
    alice = await newUser(server);
    bob = await newUser(server);
  });
  afterAll(() => server.close());

  const as = (user: string) => bearer(user);
  const saveTitle = (body: Record<string, unknown>, user = alice, language = 'en') => server.call('POST', '/api-order/invoice/title', { auth: as(user), body, language });
  const savedTitle = async (body: Record<string, unknown>, user = alice) => {
    const { body: answer } = await saveTitle(body, user);
    expect(answer.code, answer.msg).toBe(0);
    return answer.data as InvoiceTitle;
  };
  const titles = async (user = alice) => (await server.call('GET', '/api-order/invoice/title', { auth: as(user) })).body.data as InvoiceTitle[];
  const apply = (body: Record<string, unknown>, user = alice, language = 'en') => server.call('POST', '/api/order/invoice/record', { auth: as(user), body, language });
  const record = (id: string, user = alice) => server.call('GET', `/api-order/invoice/record/${id}`, { auth: as(user), language: 'en' });
  const settled = (id: string, user = alice) => eventually(async () => (await record(id, user)).body.data as InvoiceRecord, (row) => row.status !== 'invoicing');
  const applied = async (orderId: string, titleId: string, user = alice) => {
    const { body } = await apply({ orderId, titleId }, user);
    expect(body.code, body.msg).toBe(0);
    return body.data as InvoiceRecord;
  };
  const backOffice = async () => {
    const html = await (await fetch(`${server.baseUrl}/dev/invoices`)).text();
    const csrf = /name="csrf" (?:value|content)="([^"]+)"/.exec(html)?.[1] ?? '';
    return (path: string, form: Record<string, string>) => fetch(`${server.baseUrl}${path}`, {
      method: 'POST', headers: { accept: 'application/json', 'sec-fetch-site': 'same-origin' }, body: new URLSearchParams({ csrf, ...form }),
    });
  };

  it('saves, edits, makes default and deletes titles; the first is the default; a person has no taxpayer number', async () => {
    const user = await newUser(server);
    const first = await savedTitle({ ...personalTitle, taxNo: '91110105MA01ABCD2X' }, user);
    expect(first).toMatchObject({ type: 'personal', title: '王芳', taxNo: null, isDefault: true });
    const second = await savedTitle(companyTitle, user);
    expect(second).toMatchObject({ type: 'company', taxNo: companyTitle.taxNo, isDefault: false });
    expect(await savedTitle({ ...companyTitle, id: second.id, title: '北京示例科技有限公司财务部', isDefault: true }, user)).toMatchObject({ id: second.id, title: '北京示例科技有限公司财务部', isDefault: true });
    expect((await titles(user)).map((row) => [row.id, row.isDefault])).toEqual([[second.id, true], [first.id, false]]);
    expect((await server.call('PUT', '/api-order/invoice/title/default', { auth: as(user), body: { id: first.id } })).body.data).toMatchObject({ id: first.id, isDefault: true });
    expect((await server.call('GET', `/api-order/invoice/title/${second.id}`, { auth: as(user) })).body.data).toMatchObject({ isDefault: false });
    expect((await server.call('DELETE', `/api-order/invoice/title/${first.id}`, { auth: as(user) })).body.code).toBe(0);
    // The default went: the remaining one takes its place.
    expect((await titles(user)).map((row) => [row.id, row.isDefault])).toEqual([[second.id, true]]);
  });

  it('refuses a credit code with a wrong check character; takes a phone with separators and keeps its digits', async () => {
    const wrongCheck = await saveTitle({ ...companyTitle, taxNo: '911100001000000000' }, alice, 'zh');
    expect(wrongCheck.body).toMatchObject({ code: 400, data: { fields: { taxNo: expect.stringContaining('统一社会信用代码') } } });
    expect(await savedTitle({ ...companyTitle, phone: '(010) 6500 1234' })).toMatchObject({ phone: '01065001234' });
    expect(await savedTitle({ ...personalTitle, phone: '010-12345678' })).toMatchObject({ phone: '01012345678' });
  });

  it('refuses bad titles field by field, in the language asked, and more than the limit', async () => {
    const empty = await saveTitle({ type: 'company', title: ' ', phone: '12-3', email: 'nope' });
    expect(empty.body).toMatchObject({ code: 400, data: { fields: {
      title: 'Enter the name the invoice is made out to', taxNo: "Enter the company's taxpayer number", phone: expect.any(String), email: expect.any(String),
    } } });
    const zh = await saveTitle({ ...companyTitle, taxNo: '123' }, alice, 'zh');
    expect(zh.body).toMatchObject({ code: 400, msg: '纳税人识别号应为15、18或20位数字或大写字母' });
    expect((await saveTitle({ ...personalTitle, type: 'other' })).body.code).toBe(400);
    const user = await newUser(server);
    for (let i = 0; i < INVOICE_TITLE_LIMIT; i += 1) await savedTitle({ ...personalTitle, title: `抬头${i}` }, user);
    expect((await saveTitle({ ...personalTitle, title: 'one too many' }, user)).body).toMatchObject({ code: 400, data: { reason: 'titleLimit' } });
  });

  it('applies once for a paid order: the amount is every payment received, supplements included; issued in the background', async () => {
    const title = await savedTitle(companyTitle);
    const { orderId, orderNo } = await paidOrder(server, alice, 880.5, [{ reason: 'Return courier to Tibet', cny: 45.25 }]);
    const preview = await server.call('GET', `/api-order/invoice/preview?orderId=${orderId}`, { auth: as(alice), language: 'en' });
    expect(preview.body.data).toMatchObject({ orderNo, amount: 925.75, blocked: null, recordId: null, items: [{ amount: 880.5 }, { name: 'Extra payment: Return courier to Tibet', amount: 45.25 }] });
    const made = await applied(orderId, title.id);
    expect((await server.call('GET', `/api-order/invoice/preview?orderId=${orderId}`, { auth: as(alice) })).body.data).toMatchObject({ blocked: 'alreadyRequested', recordId: made.id });
    expect(made).toMatchObject({ orderId, orderNo, status: 'invoicing', amount: 925.75, file: null, mailToken: null, email: companyTitle.email, invoiceNo: null });
    expect(made.items).toEqual([
      { name: `Visa application service (order ${orderNo})`, amount: 880.5 },
      { name: 'Extra payment: Return courier to Tibet', amount: 45.25 },
    ]);
    const issued = await settled(made.id);
    expect(issued).toMatchObject({ status: 'issued', invoiceNo: expect.stringMatching(/^\d{20}$/), mailToken: expect.any(String), file: { fileName: `e-invoice-${orderNo}.pdf` } });
    const order = await server.call('GET', `/api/visa/order/${orderId}/user`, { auth: as(alice) });
    expect((order.body.data as { invoice: unknown }).invoice).toEqual({ status: 'issued', recordId: made.id });
    const again = await apply({ orderId, titleId: title.id });
    expect(again.body).toMatchObject({ code: 409, msg: 'An invoice has already been requested for this order: each order has one' });
    // Editing the title later changes no invoice.
    await savedTitle({ ...companyTitle, id: title.id, title: '改名后的公司' });
    expect(((await record(made.id)).body.data as InvoiceRecord).title.title).toBe(companyTitle.title);
  });

  it('two requests at once for one order make one invoice record', async () => {
    const title = await savedTitle(personalTitle);
    const { orderId } = await paidOrder(server, alice, 300);
    const answers = await Promise.all([1, 2, 3].map(() => apply({ orderId, titleId: title.id })));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 409, 409]);
    const listed = await server.call('POST', '/api-order/invoice/record/users?page=1&size=10', { auth: as(alice), body: { orderId } });
    expect((listed.body.data as { total: number }).total).toBe(1);
  });

  it('refuses an unpaid order, an open supplement, a missing title and another user\'s title', async () => {
    const title = await savedTitle(personalTitle);
    const unpaid = await newOrder(server, alice, 50);
    expect((await apply({ orderId: unpaid, titleId: title.id })).body).toMatchObject({ code: 409, msg: 'An invoice can be requested once the order is paid' });
    const { orderId, extraIds } = await paidOrder(server, alice, 100, [{ reason: 'Urgent courier', cny: 20, unpaid: true }]);
    expect((await apply({ orderId, titleId: title.id })).body).toMatchObject({ code: 409, data: { reason: 'supplementOpen' } });
    expect((await server.call('GET', `/api-order/invoice/preview?orderId=${orderId}`, { auth: as(alice) })).body.data).toMatchObject({ blocked: 'supplementOpen', amount: 100 });
    await paySupplement(server, orderId, extraIds[0]!, 20);
    const bobTitle = await savedTitle(personalTitle, bob);
    expect((await apply({ orderId, titleId: bobTitle.id })).body).toMatchObject({ code: 400, data: { fields: { titleId: 'Choose the invoice title' } } });
    expect((await apply({ orderId })).body.code).toBe(400);
    expect((await applied(orderId, title.id)).amount).toBe(120);
  });

  it("answers 404 for another user's titles, records, orders and files, and changes nothing", async () => {
    const title = await savedTitle({ ...personalTitle, title: '不可被他人修改' });
    const { orderId } = await paidOrder(server, alice, 66);
    const made = await applied(orderId, title.id);
    const issued = await settled(made.id);
    expect((await saveTitle({ ...personalTitle, id: title.id, title: 'taken over' }, bob)).body.code).toBe(404);
    expect((await server.call('GET', `/api-order/invoice/title/${title.id}`, { auth: as(bob) })).body.code).toBe(404);
    expect((await server.call('PUT', '/api-order/invoice/title/default', { auth: as(bob), body: { id: title.id } })).body.code).toBe(404);
    expect((await server.call('DELETE', `/api-order/invoice/title/${title.id}`, { auth: as(bob) })).body.code).toBe(404);
    expect((await record(made.id, bob)).body.code).toBe(404);
    expect((await server.call('GET', `/api-order/invoice/preview?orderId=${orderId}`, { auth: as(bob) })).body.code).toBe(404);
    expect((await server.call('POST', `/api-order/invoice/record/${made.id}/retry`, { auth: as(bob) })).body.code).toBe(404);
    const bobTitle = await savedTitle(personalTitle, bob);
    expect((await apply({ orderId, titleId: bobTitle.id }, bob)).body.code).toBe(404);
    const bobs = await server.call('POST', '/api-order/invoice/record/users', { auth: as(bob), body: {} });
    expect((bobs.body.data as { records: InvoiceRecord[] }).records.map((row) => row.id)).not.toContain(made.id);
    // A link signed for Alice, edited to name Bob, is refused; Alice's own works.
    const url = new URL(issued.file!.url, server.baseUrl);
    const [payload, signature] = url.pathname.split('/').at(-1)!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, u: bob })).toString('base64url');
    expect((await fetch(`${server.baseUrl}/downloads/invoices/${forged}.${signature}`)).status).toBe(403);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/order/invoice/record/mail/common`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}` },
      body: JSON.stringify({ recordId: made.id, mailToken: 'guessed', email: 'thief@example.com' }),
    }).then((response) => response.json())).code).toBe(403);
    expect((await titles()).find((row) => row.id === title.id)?.title).toBe('不可被他人修改');
    expect(((await record(made.id)).body.data as InvoiceRecord).status).toBe('issued');
  });

  it('a provider failure leaves the record failed with a reason; a retry sends it again and it is issued', async () => {
    const post = await backOffice();
    const title = await savedTitle(personalTitle);
    const { orderId } = await paidOrder(server, alice, 210);
    expect(await (await post('/dev/invoices/failing', { failing: 'on' })).json()).toEqual({ ok: true, failing: true });
    onTestFinished(async () => void (await post('/dev/invoices/failing', { failing: 'off' })));
    const made = await applied(orderId, title.id);
    const failed = await settled(made.id);
    expect(failed).toMatchObject({ status: 'failed', failure: 'The invoicing service could not issue this invoice: send it again later', file: null });
    expect((await server.call('GET', `/api/visa/order/${orderId}/user`, { auth: as(alice) })).body.data).toMatchObject({ invoice: { status: 'failed' } });
    expect((await apply({ orderId, titleId: title.id })).body.code).toBe(409);
    await post('/dev/invoices/failing', { failing: 'off' });
    const retried = await server.call('POST', `/api-order/invoice/record/${made.id}/retry`, { auth: as(alice), language: 'en' });
    expect(retried.body).toMatchObject({ code: 0, data: { status: 'invoicing' } });
    expect(await settled(made.id)).toMatchObject({ status: 'issued', failure: null });
    expect((await server.call('POST', `/api-order/invoice/record/${made.id}/retry`, { auth: as(alice), language: 'en' })).body)
      .toMatchObject({ code: 409, msg: 'Only an invoice that failed can be sent again' });
  });

  it('the PDF names the order, the title, the taxpayer number, the items and the amount, marked as a sandbox e-invoice', async () => {
    const title = await savedTitle(companyTitle);
    const { orderId, orderNo } = await paidOrder(server, alice, 1234.5, [{ reason: '加急快递', cny: 100 }]);
    const issued = await settled((await applied(orderId, title.id)).id);
    const response = await fetch(new URL(issued.file!.url, server.baseUrl));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`e-invoice-${orderNo}.pdf`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [orderNo, companyTitle.title, companyTitle.taxNo, issued.invoiceNo!, '1334.50', '1234.50', '100.00', '补缴费用：加急快递', 'SANDBOX E-INVOICE', '沙箱电子发票']) {
      expect(text).toContain(expected);
    }
  });

  it('mails the issued invoice with its PDF attached to the outbox; refuses a bad address and a bounce', async () => {
    const title = await savedTitle(personalTitle);
    const { orderId, orderNo } = await paidOrder(server, alice, 99);
    const issued = await settled((await applied(orderId, title.id)).id);
    const mail = (body: Record<string, unknown>) => server.call('POST', '/api/order/invoice/record/mail/common', { body, language: 'en' });
    expect((await mail({ recordId: issued.id, mailToken: issued.mailToken, email: 'not-an-address' })).body.code).toBe(400);
    expect((await mail({ recordId: issued.id, mailToken: issued.mailToken, email: 'Invoice.Reader@example.com' })).body.code).toBe(0);
    const [sent] = await outbox(server, { recipient: 'invoice.reader@example.com' });
    expect(sent).toMatchObject({ channel: 'email', purpose: 'invoice', status: 'sent', subject: `Your e-invoice (order ${orderNo})` });
    expect(sent!.body).toContain(issued.invoiceNo!);
    const attachments = (sent as unknown as { attachments: { filename: string; contentType: string; url: string }[] }).attachments;
    expect(attachments).toMatchObject([{ filename: `e-invoice-${orderNo}.pdf`, contentType: 'application/pdf' }]);
    const attached = await fetch(new URL(attachments[0]!.url, server.baseUrl));
    const text = pdfText(new Uint8Array(await attached.arrayBuffer()));
    for (const expected of [orderNo, issued.invoiceNo!, personalTitle.title, '99.00']) expect(text).toContain(expected);
    const bounced = await mail({ recordId: issued.id, mailToken: issued.mailToken, email: 'someone@fail.example.com' });
    expect(bounced.body).toMatchObject({ code: 400, data: { fields: { email: 'The e-mail could not be sent: check the address and try again' } } });
  });

  it('the back office issues a record still invoicing at once, and only once', async () => {
    const slow = await startPaymentServer(kind, { sandboxInvoicingDelayMs: 20_000 });
    try {
      const user = await newUser(slow);
      const { body: titleAnswer } = await slow.call('POST', '/api-order/invoice/title', { auth: as(user), body: personalTitle });
      const { orderId } = await paidOrder(slow, user, 10);
      const { body } = await slow.call('POST', '/api/order/invoice/record', { auth: as(user), body: { orderId, titleId: (titleAnswer.data as InvoiceTitle).id } });
      const made = body.data as InvoiceRecord;
      const html = await (await fetch(`${slow.baseUrl}/dev/invoices`)).text();
      expect(html).toContain(`Issue now: ${made.orderNo}`);
      const csrf = /name="csrf" content="([^"]+)"/.exec(html)![1]!;
      // The background call holds the record for the sandbox's minute; the back office does not wait for it.
      const press = () => fetch(`${slow.baseUrl}/dev/invoices/${made.id}/issue`, {
        method: 'POST', headers: { accept: 'application/json', 'sec-fetch-site': 'same-origin' }, body: new URLSearchParams({ csrf }),
      }).then((response) => response.json() as Promise<{ result: string; status: string }>);
      const first = await press();
      expect(first).toMatchObject({ result: 'issued', status: 'issued' });
      expect(await press()).toMatchObject({ result: 'notTaken', status: 'issued', invoiceNo: (first as unknown as { invoiceNo: string }).invoiceNo });
      expect((await slow.call('GET', `/api-order/invoice/record/${made.id}`, { auth: as(user) })).body.data).toMatchObject({ status: 'issued' });
    } finally {
      await slow.close();
    }
  });
});

describe.runIf(databaseKinds().includes('postgres'))('invoices across two server processes on one PostgreSQL', () => {
  it('requests for one order spread over two processes with their own pools make one invoice, issued once', async () => {
    const server = await startPaymentServer('postgres', { sandboxInvoicingDelayMs: 0 });
    const second = await openDatabase({ url: server.database.url! });
    const app = createApp({ db: second.db, config: { ...testConfig, publicOrigin: server.baseUrl, sandboxInvoicingDelayMs: 0 }, now: server.clock.now, verifyToken: async (token) => ({ userId: token }), log: () => {} });
    const other = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => other.once('listening', () => resolve()));
    const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const user = await newUser(server);
      const title = (await server.call('POST', '/api-order/invoice/title', { auth: bearer(user), body: personalTitle })).body.data as InvoiceTitle;
      for (let round = 0; round < 3; round += 1) {
        const { orderId } = await paidOrder(server, user, 100 + round);
        const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => fetch(`${i % 2 ? otherBase : server.baseUrl}/api/order/invoice/record`, {
          method: 'POST', headers: { authorization: bearer(user), 'content-type': 'application/json' }, body: JSON.stringify({ orderId, titleId: title.id }),
        }).then((response) => response.json() as Promise<{ code: number }>)));
        expect(answers.map((answer) => answer.code).sort()).toEqual([0, 409, 409, 409, 409, 409]);
        const rows = await server.database.db.select().from(t.invoiceRecords).where(eq(t.invoiceRecords.orderId, orderId));
        expect(rows).toHaveLength(1);
        const issued = await eventually(async () => (await server.database.db.select().from(t.invoiceRecords).where(eq(t.invoiceRecords.orderId, orderId)))[0]!, (row) => row.status !== 'invoicing');
        expect(issued).toMatchObject({ status: 'issued', attempt: 1 });
      }
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
      await second.close();
      await server.close();
    }
  });
});
