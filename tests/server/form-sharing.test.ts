import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MAILS_PER_HOUR } from '../../src/server/routes/form-sharing.ts';
import { databaseKinds } from '../support/database.ts';
import { createdApply, newDraft, startApplyServer, type ApplyServer, type Fields } from './applies-support.ts';
import { completeDraft, submit } from './submission-support.ts';

// The application form away from the screen (decision 036): e-mailed with its PDF through the mail provider (the
// sandbox outbox keeps the file), and a QR of the signed, expiring download link a phone opens without logging in.

interface OutboxMail { recipient: string; subject: string | null; purpose: string | null; attachments: { filename: string; contentType: string; size: number; url: string }[] }

async function textOf(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: pdf, disableFontFace: true, useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
  await doc.destroy();
  return text;
}

describe.each(databaseKinds())('the form by e-mail and QR on %s', (kind) => {
  let server: ApplyServer;
  let applyId: string;
  let reference: string;
  beforeAll(async () => {
    server = await startApplyServer(kind);
    const { ids, applies } = await completeDraft(server, server.alice, 1);
    expect((await submit(server, server.alice, ids)).body.code).toBe(0);
    applyId = ids[0]!;
    reference = applies[0]!.reference;
  });
  afterAll(() => server?.close());

  const mailsTo = async (recipient: string) =>
    ((await (await fetch(`${server.baseUrl}/dev/outbox.json?${new URLSearchParams({ recipient, channel: 'email' })}`)).json()) as { messages: OutboxMail[] }).messages;
  const send = (body: unknown, auth = server.alice, language = 'en') => server.call('POST', '/api/visa/apply/send/email', { auth, body, language });

  it('mails the PDF to the address given: the outbox holds the mail with the form attached, readable', async () => {
    const sent = await send({ applyId, email: 'Reader@Example.com' });
    expect(sent.body.code, sent.body.msg).toBe(0);
    const [mail, ...more] = await mailsTo('reader@example.com');
    expect(more).toEqual([]);
    expect(mail!.purpose).toBe('applyForm');
    expect(mail!.subject).toBe('Your visa application form');
    expect(mail!.attachments).toHaveLength(1);
    const file = mail!.attachments[0]!;
    expect(file.filename).toBe(`visa-application-form-${reference}.pdf`);
    expect(file.contentType).toBe('application/pdf');
    const response = await fetch(server.baseUrl + file.url);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(pdf.length).toBe(file.size);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(await textOf(pdf)).toContain(reference);
  });

  it("refuses a bad address in the user's language, another user's application, and one not yet submitted — no mail", async () => {
    const bad = await send({ applyId, email: 'not-an-address' }, server.alice, 'zh');
    expect(bad.body.code).toBe(400);
    expect(Object.keys((bad.body.data as Fields).fields)).toEqual(['email']);
    expect((await send({ applyId, email: 'bob@example.com' }, server.bob)).body.code).toBe(404);
    expect(await mailsTo('bob@example.com')).toEqual([]);
    const draft = await newDraft(server, server.alice);
    const open = await createdApply(server, server.alice, draft);
    expect((await send({ applyId: open.id, email: 'early@example.com' })).body.code).toBe(409);
    expect(await mailsTo('early@example.com')).toEqual([]);
  });

  it(`sends at most ${FORM_MAILS_PER_HOUR} mails an hour per person; the next is refused and not sent`, async () => {
    // The first test sent one already.
    for (let sent = 1; sent < FORM_MAILS_PER_HOUR; sent += 1) expect((await send({ applyId, email: `many${sent}@example.com` })).body.code).toBe(0);
    const refused = await send({ applyId, email: 'one-too-many@example.com' });
    expect(refused.body.code).toBe(429);
    expect(await mailsTo('one-too-many@example.com')).toEqual([]);
  });

  it("answers 404 for another user's QR", async () => {
    expect((await server.call('POST', '/api-apply/apply/form/qrcode', { auth: server.bob, body: { applyId } })).body.code).toBe(404);
  });

  it('answers a QR of an absolute signed link that downloads without login; a tampered or expired link is refused', async () => {
    const { body } = await server.call('POST', '/api-apply/apply/form/qrcode', { auth: server.alice, body: { applyId } });
    expect(body.code, body.msg).toBe(0);
    const qr = body.data as { applyId: string; qrContent: string; qrCodeSvg: string };
    expect(qr.applyId).toBe(applyId);
    expect(qr.qrContent.startsWith(`${server.baseUrl}/downloads/forms/`)).toBe(true);
    expect(qr.qrCodeSvg).toContain('<svg');

    const phone = await fetch(qr.qrContent, { headers: { 'accept-language': 'en' } });
    expect(phone.status).toBe(200);
    expect(phone.headers.get('content-type')).toBe('application/pdf');
    expect(await textOf(new Uint8Array(await phone.arrayBuffer()))).toContain(reference);

    const token = qr.qrContent.split('/downloads/forms/')[1]!;
    const [payload, signature] = token.split('.');
    const forged = `${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(`${server.baseUrl}/downloads/forms/${forged}`)).status).toBe(403);
    // Another application's id in a payload signed for this one.
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), i: 'someone-else' })).toString('base64url');
    expect((await fetch(`${server.baseUrl}/downloads/forms/${otherPayload}.${signature}`)).status).toBe(403);

    server.clock.advance(10 * 60 + 1);
    const late = await fetch(qr.qrContent, { headers: { 'accept-language': 'en' } });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('expired');
  });

});
